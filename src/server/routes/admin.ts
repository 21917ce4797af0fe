import { and, desc, eq, sql, type SQL } from 'drizzle-orm'
import { Hono } from 'hono'
import { displayedPlan, statusLabel } from '../../core/access'
import { adminActionChanges } from '../../core/admin-actions'
import {
  type AdminAction,
  type AdminUser,
  type AdminUsersPage,
  type AuditEntry,
  type AuditState,
} from '../../shared/admin'
import { adminActionInput, adminUsersQuery, type AdminUsersQuery } from '../../shared/admin-input'
import type { Db } from '../db/client'
import { ACCENTED, UNACCENTED, profileAudit, profiles } from '../db/schema'
import type { AppDeps, AppEnv } from '../http/context'
import { forbidden, invalid, notFound } from '../http/errors'
import { requireUser } from '../http/session'
import { validateJson } from '../http/validate'
import { limitWrites } from '../http/write-limit'
import { profileEventsRoute } from '../realtime/events-route'


const userNotFound = () => notFound('Usuário não encontrado.')
const AUDIT_MAX = 100

/** The page's position: the last row's created_at (microseconds, UTC) and id, as base64url JSON. */
interface Cursor {
  createdAt: string
  id: string
}
const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/

export const encodeCursor = (c: Cursor) => Buffer.from(JSON.stringify([c.createdAt, c.id])).toString('base64url')

export function decodeCursor(text: string): Cursor {
  try {
    const value: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'))
    if (Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && CURSOR_TIME.test(value[0])
      && typeof value[1] === 'string' && value[1].length > 0 && value[1].length <= 100 && !Number.isNaN(Date.parse(value[0]))) {
      return { createdAt: value[0], id: value[1] }
    }
  } catch {
    // falls through to the 422
  }
  throw invalid('Cursor inválido.')
}

/** `%`, `_` and `\` of the search text match themselves in LIKE. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&')

const PAID_PLANS = sql.raw(`('pro', 'basic', 'basico')`)

/**
 * The WHERE of the list and of its count. Plan filter by the plan the table shows (displayedPlan):
 * 'trial' is status trialing (or a plan that is neither pro nor basic), 'pro'/'basic' that plan when
 * not trialing. Status filter by the label: 'active' is active or trialing ('Ativa').
 */
function filters(q: AdminUsersQuery): SQL[] {
  const where: SQL[] = []
  if (q.q) {
    const pattern = `%${escapeLike(q.q.toLowerCase())}%`
    where.push(sql`${profiles.search_text} like translate(lower(${pattern}), ${ACCENTED}, ${UNACCENTED})`)
  }
  const trialing = sql`${profiles.subscription_status} = 'trialing'`
  if (q.plan === 'trial') where.push(sql`(${trialing} or ${profiles.plan} not in ${PAID_PLANS})`)
  if (q.plan === 'pro') where.push(sql`(${profiles.plan} = 'pro' and not ${trialing})`)
  if (q.plan === 'basic') where.push(sql`(${profiles.plan} in ('basic', 'basico') and not ${trialing})`)
  const active = sql`${profiles.subscription_status} in ('active', 'trialing')`
  if (q.status === 'active') where.push(active)
  if (q.status === 'inactive') where.push(sql`not ${active}`)
  return where
}

const rowColumns = {
  id: profiles.id,
  email: profiles.email,
  nome_completo: profiles.nome_completo,
  plan: profiles.plan,
  subscription_status: profiles.subscription_status,
  created_at: profiles.created_at,
  trial_expires_at: profiles.trial_expires_at,
  stripe_subscription_id: profiles.stripe_subscription_id,
  /** created_at at full precision for the cursor (a JS Date keeps milliseconds only). */
  position: sql<string>`to_char(${profiles.created_at} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`,
}
type Row = { id: string; email: string; nome_completo: string; plan: string; subscription_status: string; created_at: Date | null; trial_expires_at: Date | null; stripe_subscription_id: string | null }

const isoOrNull = (d: Date | null) => (d && !Number.isNaN(d.getTime()) ? d.toISOString() : null)

export function toAdminUser(r: Row, selfId: string): AdminUser {
  return {
    id: r.id,
    email: r.email,
    nome_completo: r.nome_completo,
    plan: r.plan,
    subscription_status: r.subscription_status,
    created_at: isoOrNull(r.created_at),
    trial_expires_at: isoOrNull(r.trial_expires_at),
    stripe_subscription_id: r.stripe_subscription_id,
    displayed_plan: displayedPlan(r),
    status_label: statusLabel(r),
    is_self: r.id === selfId,
  }
}

/**
 * The order of the index profiles_created_id_idx exactly: a plain `desc` means NULLS FIRST, which the
 * planner does not match to that index (NULLS LAST) even on NOT NULL columns, and sorts the whole table.
 */
const NEWEST_FIRST = [sql`${profiles.created_at} desc nulls last`, sql`${profiles.id} desc nulls last`]

/** One page, newest first, keyset on (created_at desc, id desc): the index profiles_created_id_idx. */
export function pageQuery(db: Db, q: AdminUsersQuery) {
  const page = filters(q)
  if (q.cursor) {
    const cursor = decodeCursor(q.cursor)
    page.push(sql`(${profiles.created_at}, ${profiles.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id})`)
  }
  return db.select(rowColumns).from(profiles).where(and(...page)).orderBy(...NEWEST_FIRST).limit(q.limit + 1)
}

export async function listUsers(deps: AppDeps, q: AdminUsersQuery, selfId: string): Promise<AdminUsersPage> {
  // The count reads every matching row: on the first page only ('Carregar mais' keeps the first total).
  const [rows, total] = await Promise.all([
    pageQuery(deps.db, q),
    q.cursor ? null : deps.db.select({ total: sql<number>`count(*)::int` }).from(profiles).where(and(...filters(q))).then(([r]) => Number(r.total)),
  ])
  const more = rows.length > q.limit
  const shown = more ? rows.slice(0, q.limit) : rows
  const last = shown.at(-1)
  return {
    users: shown.map((r) => toAdminUser(r, selfId)),
    total,
    next_cursor: more && last ? encodeCursor({ createdAt: last.position, id: last.id }) : null,
  }
}

type ProfileRow = typeof profiles.$inferSelect

const auditState = (p: Pick<ProfileRow, 'plan' | 'subscription_status' | 'trial_expires_at' | 'stripe_subscription_id'>): AuditState => ({
  plan: p.plan,
  subscription_status: p.subscription_status,
  trial_expires_at: isoOrNull(p.trial_expires_at),
  stripe_subscription_id: p.stripe_subscription_id,
})

/** The action on one profile and its audit row, in one transaction (the row locked while it changes). */
async function applyAction(deps: AppDeps, admin: { id: string; email: string }, targetId: string, action: AdminAction): Promise<ProfileRow> {
  return deps.db.transaction(async (tx) => {
    const [before] = await tx.select().from(profiles).where(eq(profiles.id, targetId)).for('update')
    if (!before) throw userNotFound()
    const [after] = await tx.update(profiles).set(adminActionChanges(action, deps.now())).where(eq(profiles.id, targetId)).returning()
    await tx.insert(profileAudit).values({
      actor: 'admin',
      admin_id: admin.id,
      admin_email: admin.email,
      target_id: targetId,
      target_email: before.email,
      action,
      before: auditState(before),
      after: auditState(after),
      created_at: deps.now(),
    })
    return after
  })
}

async function auditOf(deps: AppDeps, targetId: string): Promise<AuditEntry[]> {
  const [target] = await deps.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, targetId))
  if (!target) throw userNotFound()
  const rows = await deps.db.select().from(profileAudit).where(eq(profileAudit.target_id, targetId))
    .orderBy(desc(profileAudit.created_at), desc(profileAudit.id)).limit(AUDIT_MAX)
  return rows.map((r) => ({
    id: r.id,
    actor: r.actor === 'stripe' ? 'stripe' : 'admin',
    admin_email: r.admin_email,
    action: r.action,
    before: r.before as AuditState,
    after: r.after as AuditState,
    created_at: r.created_at.toISOString(),
  }))
}

/** The query string as adminUsersQuery reads it: 422 with its first pt-BR message. */
function parseQuery(query: Record<string, string>): AdminUsersQuery {
  const result = adminUsersQuery.safeParse(query)
  if (!result.success) throw invalid(result.error.issues[0]?.message ?? 'Dados inválidos.')
  return result.data
}

/**
 * /api/admin/*: the admin panel's calls (issue 10). Every call needs a signed-in admin (403 otherwise).
 * GET /users (search, filters, paging), PATCH /users/:id (one SPEC §4 action), GET /users/:id/audit,
 * GET /events (Server-Sent Events: one message per profile change).
 */
export function adminRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser(deps))
    .use(async (c, next) => {
      if (!c.get('isAdmin')) throw forbidden('Acesso restrito ao administrador.')
      await next()
    })
    .use(limitWrites(deps))
    .get('/users', async (c) => c.json(await listUsers(deps, parseQuery(c.req.query()), c.get('user').id)))
    .patch('/users/:id', validateJson(adminActionInput), async (c) => {
      const admin = c.get('user')
      const id = c.req.param('id')
      if (id === admin.id) throw forbidden('Você não pode alterar a sua própria conta.')
      const row = await applyAction(deps, admin, id, c.req.valid('json').action)
      return c.json({ user: toAdminUser(row, admin.id) })
    })
    .get('/users/:id/audit', async (c) => c.json({ entries: await auditOf(deps, c.req.param('id')) }))
    .get('/events', profileEventsRoute(deps))
}
