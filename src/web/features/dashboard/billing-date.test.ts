import { describe, expect, it } from 'vitest'
import { billingDate } from './billing-date'

describe('billingDate', () => {
  it('formats the period end in pt-BR (dd/MM/yyyy)', () => {
    expect(billingDate(new Date(2026, 11, 21, 15, 0).toISOString())).toBe('21/12/2026')
  })
  it.each([null, undefined, '', 'not a date'])('is null for %s (the placeholder shows)', (value) => {
    expect(billingDate(value)).toBeNull()
  })
})
