import { Hono } from 'hono'
import type { AppDeps, AppEnv } from '../http/context'
import { forbidden } from '../http/errors'
import { requireUser } from '../http/session'

/**
 * /api/admin/*: the admin panel's calls (issue 10). Every call needs a signed-in admin (403 otherwise).
 * GET /users (search, filters, paging), PATCH /users/:id (one SPEC §4 action), GET /users/:id/audit,
 * GET /events (Server-Sent Events: one message per profile change).
 */
export function adminRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().use(requireUser(deps)).use(async (c, next) => {
    if (!c.get('isAdmin')) throw forbidden('Acesso restrito ao administrador.')
    await next()
  })
}
