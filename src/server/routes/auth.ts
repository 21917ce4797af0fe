import { Hono } from 'hono'
import type { Auth } from '../auth/auth'
import { authErrorMessage } from '../auth/messages'
import { clientIp, withClientIp } from '../http/client-ip'
import { errorBody } from '../http/errors'
import { signUpName } from '../../shared/auth'

/** better-auth accepts any name; ours is required and bounded (src/shared/auth.ts). */
async function signUpNameProblem(req: Request): Promise<string | null> {
  let body: unknown
  try {
    body = await req.clone().json()
  } catch {
    return null // better-auth answers malformed JSON itself
  }
  const name = typeof body === 'object' && body !== null ? (body as { name?: unknown }).name : undefined
  const parsed = signUpName.safeParse(name)
  return parsed.success ? null : parsed.error.issues[0].message
}

/**
 * better-auth at /api/auth/*. The request reaches it with the client address the server decided;
 * its error answers are reshaped to DESIGN.md's `{ error: { code, message } }` in pt-BR
 * (400 becomes 422, as for every invalid input).
 */
export function authRoutes(auth: Auth, trustProxy: boolean) {
  return new Hono().on(['GET', 'POST'], '/*', async (c) => {
    if (c.req.method === 'POST' && c.req.path.endsWith('/sign-up/email')) {
      const problem = await signUpNameProblem(c.req.raw)
      if (problem) return c.json(errorBody('invalid_input', problem), 422)
    }
    const res = await auth.handler(withClientIp(c.req.raw, clientIp(c, trustProxy)))
    if (res.status < 400) return res
    let code: string | undefined
    try {
      code = ((await res.clone().json()) as { code?: string }).code
    } catch {
      code = undefined
    }
    const status = res.status === 400 ? 422 : res.status
    const headers = new Headers(res.headers)
    headers.set('content-type', 'application/json; charset=utf-8')
    headers.delete('content-length')
    const body = errorBody(code ?? (status === 429 ? 'rate_limited' : 'auth_error'), authErrorMessage(code, status))
    return new Response(JSON.stringify(body), { status, headers })
  })
}
