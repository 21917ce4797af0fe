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
 * Defence in depth for the app's state-changing /api routes (better-auth checks /api/auth/* itself):
 * the `Origin` (or, without it, the `Referer`'s origin) must be a trusted one, else 403; `Origin: null`
 * (sandboxed frames, opaque redirects) is foreign.
 *
 * A request with neither header passes. A forged cross-site request comes from a browser, and browsers
 * send `Origin` on every cross-origin POST/PUT/PATCH/DELETE (a page cannot remove it), so the check
 * loses nothing there; the clients without it are scripts, curl and test tools holding their own
 * session cookie, which a CSRF cannot borrow. better-auth refuses that case on its routes; the app's
 * routes keep those clients working (the SameSite=Lax cookie and the JSON content type, which needs a
 * CORS preflight, are the other two locks).
 */
export const requireTrustedOrigin = (env: Env) => {
  const allowed = new Set(trustedOrigins(env))
  return createMiddleware(async (c, next) => {
    if (STATE_CHANGING.has(c.req.method) && !c.req.path.startsWith('/api/auth/')) {
      const origin = c.req.header('origin') ?? originOf(c.req.header('referer'))
      if (origin !== undefined && !allowed.has(origin)) throw forbidden('Origem da requisição não permitida.')
    }
    await next()
  })
}
