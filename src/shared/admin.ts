/**
 * The admin panel's API contract (issue 10): what GET/PATCH /api/admin/users answer and accept,
 * shared by the server (src/server/routes/admin.ts) and the web (src/web/features/admin). The input
 * schemas are in admin-input.ts, so the web's first admin request does not wait for zod.
 */

export const ADMIN_PAGE_SIZE = 50
export const ADMIN_PAGE_SIZE_MAX = 100
export const ADMIN_QUERY_MAX = 200

/** Plan filter: 'trial' is status trialing; 'pro' and 'basic' are that plan when not trialing. */
export const ADMIN_PLAN_FILTERS = ['all', 'pro', 'basic', 'trial'] as const
/** Status filter, by SPEC §4's label: 'active' is active or trialing ('Ativa'), 'inactive' anything else. */
export const ADMIN_STATUS_FILTERS = ['all', 'active', 'inactive'] as const
export type AdminPlanFilter = (typeof ADMIN_PLAN_FILTERS)[number]
export type AdminStatusFilter = (typeof ADMIN_STATUS_FILTERS)[number]

/** SPEC §4 "Admin actions on a user". */
export const ADMIN_ACTIONS = ['trial', 'basic', 'pro', 'activate', 'deactivate'] as const
export type AdminAction = (typeof ADMIN_ACTIONS)[number]

/** One row of the admin table: the profile's columns (SPEC §7 "Admin: read all rows") and what the row derives. */
export interface AdminUser {
  id: string
  email: string
  nome_completo: string
  plan: string
  subscription_status: string
  /** ISO strings, or null when missing ('N/A' on screen). */
  created_at: string | null
  trial_expires_at: string | null
  stripe_subscription_id: string | null
  displayed_plan: 'trial' | 'basic' | 'pro'
  status_label: 'Ativa' | 'Inativa'
  /** The signed-in admin's own row: not editable (disabled on screen, 403 on the server). */
  is_self: boolean
}

/**
 * GET /api/admin/users answer: one page, newest first, the next page's cursor, and the total matching the
 * filters on the first page (null on a page asked with a cursor: the count reads every row, once is enough).
 */
export interface AdminUsersPage {
  users: AdminUser[]
  total: number | null
  next_cursor: string | null
}

/** The part of a profile an admin action or a Stripe event changes, as kept in the audit. */
export interface AuditState {
  plan: string
  subscription_status: string
  trial_expires_at: string | null
  stripe_subscription_id?: string | null
  /** The paid period's end Stripe reported (a renewal moves only this). */
  current_period_end?: string | null
}

/** GET /api/admin/users/:id/audit: newest first. `actor` 'stripe' rows have no admin. */
export interface AuditEntry {
  id: string
  actor: 'admin' | 'stripe'
  admin_email: string | null
  action: string
  before: AuditState
  after: AuditState
  created_at: string
}

/**
 * GET /api/admin/events (Server-Sent Events): one `data:` message per profile change, with this JSON;
 * op 'RESYNC' after the server's own listening connection was restored (changes may have been missed:
 * refetch). `: ping` comments every 25 s.
 */
export interface ProfileChange {
  op: 'INSERT' | 'UPDATE' | 'DELETE' | 'RESYNC'
  id?: string
}
