import { createMiddleware } from 'hono/factory'
import type { Env } from '../env'
import { forbidden } from './errors'

/** The origins better-auth trusts, and so do the app's own routes: BASE_URL's, plus localhost:PORT outside production. */
export function trustedOrigins(env: Env): string[] {
  const origins = [new URL(env.baseUrl).origin]
  if (!env.production) origins.push(`http://localhost:${env.PORT}`, `http://127.0.0.1:${env.PORT}`)
  return origins
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/** The origin of a URL, or undefined when it is not one. */
function originOf(url: string | undefined): string | undefined {
  if (!url) return undefined
  try {
    return new URL(url).origin
  } catch {
    return undefined
  }
}

/**
 * Defence in depth for the app's state-changing /api routes (better-auth checks /api/auth/* itself),
 * with better-auth's own rule: the `Origin` (or, without it, the `Referer`'s origin) must be trusted,
 * else 403. A request carrying a cookie with neither header is refused too: browsers send `Origin` on
 * every POST/PUT/PATCH/DELETE fetch, same-site or not, so only a non-browser client lacks it, and one
 * that replays a session cookie can add the header (as it must for better-auth's routes). Without a
 * cookie there is no session to abuse; the route answers 401. `Origin: null` is foreign.
 */
export const requireTrustedOrigin = (env: Env) => {
  const allowed = new Set(trustedOrigins(env))
  return createMiddleware(async (c, next) => {
    if (STATE_CHANGING.has(c.req.method) && !c.req.path.startsWith('/api/auth/')) {
      const origin = c.req.header('origin') ?? originOf(c.req.header('referer'))
      const refused = origin === undefined ? c.req.header('cookie') !== undefined : !allowed.has(origin)
      if (refused) throw forbidden('Origem da requisição não permitida.')
    }
    await next()
  })
}
