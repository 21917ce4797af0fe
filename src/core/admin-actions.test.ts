import { describe, expect, it } from 'vitest'
import { adminActionChanges } from './admin-actions'

const now = new Date('2026-11-22T10:00:00.000Z')

describe('adminActionChanges (SPEC §4 table)', () => {
  it('Trial: pro, trialing, 3 days from now', () => {
    expect(adminActionChanges('trial', now)).toEqual({ plan: 'pro', subscription_status: 'trialing', trial_expires_at: new Date('2026-11-25T10:00:00.000Z') })
  })
  it('Básico and Pro: that plan, active, expiry cleared', () => {
    expect(adminActionChanges('basic', now)).toEqual({ plan: 'basic', subscription_status: 'active', trial_expires_at: null })
    expect(adminActionChanges('pro', now)).toEqual({ plan: 'pro', subscription_status: 'active', trial_expires_at: null })
  })
  it('Ativar and Inativar change the status only', () => {
    expect(adminActionChanges('activate', now)).toEqual({ subscription_status: 'active' })
    expect(adminActionChanges('deactivate', now)).toEqual({ subscription_status: 'inactive' })
  })
})
