import { Hono } from 'hono'
import type { AppDeps } from '../http/context'

/** GET /api/config: public settings the web needs, today the plans' checkout pages (env). */
export function configRoutes(deps: AppDeps) {
  return new Hono().get('/', (c) =>
    c.json({
      checkout: {
        basico: deps.env.CHECKOUT_URL_BASICO ?? null,
        pro: deps.env.CHECKOUT_URL_PRO ?? null,
      },
    }),
  )
}
