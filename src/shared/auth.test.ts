import { describe, expect, it } from 'vitest'
import { passwordProblem } from './auth'

describe('passwordProblem', () => {
  it.each([
    ['segredo1', 'segredo1', null],
    ['123456', '123456', null],
    ['12345', '12345', 'too-short'],
    ['12345', '1234', 'mismatch'],
    ['segredo1', 'segredo2', 'mismatch'],
    ['', '', 'too-short'],
  ])('%s / %s → %s', (p, c, expected) => {
    expect(passwordProblem(p, c)).toBe(expected)
  })
})
