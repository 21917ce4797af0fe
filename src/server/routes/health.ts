import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import type { AppDeps } from '../http/context'
import { errorBody } from '../http/errors'

/** GET /api/health: 200 when the database answers, 503 otherwise. */
export function healthRoutes(deps: AppDeps) {
  return new Hono().get('/', async (c) => {
    try {
      await deps.db.execute(sql`select 1`)
      return c.json({ status: 'ok', database: 'ok' })
    } catch (err) {
      deps.log.error({ err }, 'health check: database unreachable')
      return c.json(errorBody('database_unreachable', 'Banco de dados indisponível.'), 503)
    }
  })
}
