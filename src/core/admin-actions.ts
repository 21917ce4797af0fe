/**
 * SPEC §4 "Admin actions on a user": the profile columns each action sets. The server applies it and
 * the admin screen previews it, from this one table.
 */
import { trialExpiresAt } from './access'

export type AdminActionName = 'trial' | 'basic' | 'pro' | 'activate' | 'deactivate'

export interface AdminActionChanges {
  plan?: 'pro' | 'basic'
  subscription_status?: 'trialing' | 'active' | 'inactive'
  /** Set for Trial (3 days from now), cleared (null) for Básico and Pro, untouched otherwise. */
  trial_expires_at?: Date | null
}

export function adminActionChanges(action: AdminActionName, now: Date): AdminActionChanges {
  switch (action) {
    case 'trial':
      return { plan: 'pro', subscription_status: 'trialing', trial_expires_at: trialExpiresAt(now) }
    case 'basic':
    case 'pro':
      return { plan: action, subscription_status: 'active', trial_expires_at: null }
    case 'activate':
      return { subscription_status: 'active' }
    case 'deactivate':
      return { subscription_status: 'inactive' }
  }
}
