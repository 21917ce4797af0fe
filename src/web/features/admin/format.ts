/**
 * Pure helpers of the admin panel: pt-BR dates ('N/A' missing, 'Data inválida' unparseable), plan and
 * status labels, and the before → after lines an action's confirmation shows (SPEC §4's table).
 */
import { displayedPlan, statusLabel } from '../../../core/access'
import { adminActionChanges } from '../../../core/admin-actions'
import type { AdminAction, AdminUser, AuditState } from '../../../shared/admin'
import { admin as t } from '../../i18n/pt-BR/admin'
import { formatDay, formatTime } from '../../lib/dates'

/** 'dd/MM/yyyy HH:mm' when `withTime`, else 'dd/MM/yyyy', in the browser's time zone. */
export function adminDate(value: string | null | undefined, withTime = false): string {
  if (value === null || value === undefined || value === '') return t.na
  const d = new Date(value)
  if (Number.isNaN(d.getTime())) return t.invalidDate
  return withTime ? `${formatDay(d)} ${formatTime(d)}` : formatDay(d)
}

export const orNA = (value: string | null | undefined) => (value ? value : t.na)

export const planName = (plan: 'trial' | 'basic' | 'pro') => t.planNames[plan]

/** The plan and status an audit state shows, read as the table reads a row. */
export function stateLabels(s: AuditState) {
  return { plan: planName(displayedPlan(s)), status: statusLabel(s), trial: adminDate(s.trial_expires_at, true) }
}

/** The state after the action, by SPEC §4's table (src/core/admin-actions.ts, which the server applies). */
export function afterAction(before: AuditState, action: AdminAction, now: Date): AuditState {
  const { trial_expires_at, ...rest } = adminActionChanges(action, now)
  const after: AuditState = { ...before, ...rest }
  if (trial_expires_at !== undefined) after.trial_expires_at = trial_expires_at?.toISOString() ?? null
  return after
}

export interface Change {
  label: string
  before: string
  after: string
}

/** The lines 'Plano: Básico → Pro' of what differs between two states (plan, status, trial expiry). */
export function changes(before: AuditState, after: AuditState): Change[] {
  const b = stateLabels(before)
  const a = stateLabels(after)
  const out: Change[] = []
  if (b.plan !== a.plan) out.push({ label: t.confirm.plan, before: b.plan, after: a.plan })
  if (b.status !== a.status) out.push({ label: t.confirm.status, before: b.status, after: a.status })
  if ((before.trial_expires_at ?? null) !== (after.trial_expires_at ?? null) && b.trial !== a.trial) {
    out.push({ label: t.confirm.trial, before: b.trial, after: a.trial })
  }
  if ((before.stripe_subscription_id ?? null) !== (after.stripe_subscription_id ?? null) && 'stripe_subscription_id' in after) {
    out.push({ label: t.audit.subscription, before: orNA(before.stripe_subscription_id), after: orNA(after.stripe_subscription_id) })
  }
  if ((before.current_period_end ?? null) !== (after.current_period_end ?? null) && 'current_period_end' in after) {
    out.push({ label: t.audit.periodEnd, before: adminDate(before.current_period_end), after: adminDate(after.current_period_end) })
  }
  return out
}

export const stateOf = (u: AdminUser): AuditState => ({
  plan: u.plan,
  subscription_status: u.subscription_status,
  trial_expires_at: u.trial_expires_at,
  stripe_subscription_id: u.stripe_subscription_id,
})

/** The audit entry's action in pt-BR: an admin action's name, or the Stripe event. */
export function auditActionLabel(action: string, actor: 'admin' | 'stripe'): string {
  const known = t.audit.actions[action]
  if (known) return known
  return actor === 'stripe' ? t.audit.stripeAction(action) : action
}
