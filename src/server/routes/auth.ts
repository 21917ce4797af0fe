import { Hono } from 'hono'
import { accountLockedMessage } from '../auth/account-limit'
import type { Auth } from '../auth/auth'
import { hasNul, NUL_MESSAGE, readBody, signUpProblem, updateUserBody, urlHasNul } from '../auth/input-rules'
import { authErrorMessage } from '../auth/messages'
import { stripTokens } from '../auth/strip-token'
import { disableTwoFactorStep, verifyTwoFactorStep } from '../auth/two-factor-guard'
import { clientIp, withClientIp } from '../http/client-ip'
import { errorBody } from '../http/errors'

const invalid = (message: string) =>
  new Response(JSON.stringify(errorBody('invalid_input', message)), {
    status: 422,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  })

const RESEND_LIMITED_MESSAGE = 'Você já pediu vários e-mails de confirmação. Aguarde um minuto e tente novamente.'

/** better-auth's error answers as DESIGN.md's `{ error: { code, message } }` in pt-BR (400 becomes 422). */
async function reshapeError(res: Response, path: string): Promise<Response> {
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
  const message = status === 429 && path.endsWith('/send-verification-email') ? RESEND_LIMITED_MESSAGE : authErrorMessage(code, status)
  const body = errorBody(code ?? (status === 429 ? 'rate_limited' : 'auth_error'), message)
  return new Response(JSON.stringify(body), { status, headers })
}

/** Per-account limit around sign-in: refused while locked (right password too), failures counted, success clears. */
async function signIn(auth: Auth, req: Request, email: unknown, handle: (r: Request) => Promise<Response>) {
  if (typeof email !== 'string' || !email) return handle(req)
  const wait = await auth.accountLimit.retryAfter(email)
  if (wait > 0) {
    return new Response(JSON.stringify(errorBody('account_rate_limited', accountLockedMessage(wait))), {
      status: 429,
      headers: { 'content-type': 'application/json; charset=utf-8', 'retry-after': String(wait) },
    })
  }
  const res = await handle(req)
  if (res.status === 401) await auth.accountLimit.recordFailure(email)
  else if (res.ok) await auth.accountLimit.clear(email)
  return res
}

/** The request again with `body` as its JSON (our rules rewrote what the client sent). */
function withJsonBody(req: Request, body: object): Request {
  const headers = new Headers(req.headers)
  headers.set('content-type', 'application/json')
  headers.delete('content-length')
  return new Request(req.url, { method: 'POST', headers, body: JSON.stringify(body) })
}

/**
 * better-auth at /api/auth/*. The request reaches it with the client address the server decided,
 * after our input rules (sign-up and update-user names, no image, no NUL byte); `token` fields are
 * removed from its JSON answers and its errors are reshaped in pt-BR.
 */
export function authRoutes(auth: Auth, trustProxy: boolean) {
  return new Hono().on(['GET', 'POST'], '/*', async (c) => {
    const handle = async (req: Request) => {
      const res = await auth.handler(withClientIp(req, clientIp(c, trustProxy)))
      return res.status < 400 ? stripTokens(res) : reshapeError(res, c.req.path)
    }
    const req = c.req.raw
    if (urlHasNul(req.url)) return invalid(NUL_MESSAGE)
    if (c.req.method !== 'POST') {
      const res = await handle(req)
      return c.req.path.endsWith('/get-session') ? auth.withinMaxAge(res) : res
    }

    const body = await readBody(req)
    if (hasNul(body)) return invalid(NUL_MESSAGE)
    const path = c.req.path
    if (path.endsWith('/sign-up/email')) {
      const problem = signUpProblem(body)
      return problem ? invalid(problem) : handle(req)
    }
    if (path.endsWith('/update-user')) {
      const rule = updateUserBody(body)
      if ('problem' in rule) return invalid(rule.problem)
      return handle(withJsonBody(req, rule.body))
    }
    if (path.endsWith('/change-password') && body) {
      // The other sessions always end, whatever the client asked (as a reset does).
      return handle(withJsonBody(req, { ...body, revokeOtherSessions: true }))
    }
    if (path.endsWith('/sign-in/email')) return signIn(auth, req, body?.email, handle)
    if (path.endsWith('/two-factor/verify-totp') || path.endsWith('/two-factor/verify-backup-code')) {
      // No "trusted device" that skips the code for 30 days: every sign-in asks for it.
      const { trustDevice: _ignored, ...rest } = body ?? {}
      return verifyTwoFactorStep(auth, withJsonBody(req, rest), body?.code, handle)
    }
    if (path.endsWith('/two-factor/disable')) return disableTwoFactorStep(auth, req, body?.code, handle)
    return handle(req)
  })
}
