import { createHash } from 'node:crypto'
import { and, eq, lt } from 'drizzle-orm'
import type { Db } from '../db/client'
import { usedTwoFactorCodes } from '../db/schema'
import { errorBody } from '../http/errors'
import { createAttemptLimit, formatWait, TWO_FACTOR_KEY_PREFIX, type AccountLimitRules } from './account-limit'
import type { Auth } from './auth'
import { checkCode } from './two-factor-code'
import { TOTP_PERIOD_SECONDS } from './totp'

export const INVALID_CODE_MESSAGE = 'Código de verificação inválido'

/** Five wrong codes, then the two-factor step waits 5 minutes (doubling, at most 15). */
export const TWO_FACTOR_LIMIT: AccountLimitRules = { max: 5, window: 15 * 60, baseWait: 5 * 60, maxWait: 15 * 60 }

export const twoFactorLockedMessage = (seconds: number) =>
  `Muitos códigos inválidos. Por segurança, a verificação em duas etapas está bloqueada por enquanto. Tente novamente em ${formatWait(seconds)}.`

/** Wrong codes per user (any challenge, any instance). */
export function createTwoFactorLimit(db: Db, now: () => Date) {
  return createAttemptLimit(db, now, TWO_FACTOR_LIMIT, TWO_FACTOR_KEY_PREFIX)
}

/** A TOTP code is accepted in its step and the ones either side: remembered a little longer than that. */
const CODE_MEMORY_MS = 4 * TOTP_PERIOD_SECONDS * 1000

const codeHash = (userId: string, code: string) => createHash('sha256').update(`${userId}:${code}`).digest('hex')

/**
 * Claims `code` for `userId` before it is checked: false when it was used (or is being used) already.
 * Atomic across instances (insert … on conflict do nothing on the (user, hash) key).
 */
export async function claimCode(db: Db, userId: string, code: string, now: Date): Promise<boolean> {
  await db.delete(usedTwoFactorCodes).where(and(eq(usedTwoFactorCodes.user_id, userId), lt(usedTwoFactorCodes.expires_at, now)))
  const rows = await db
    .insert(usedTwoFactorCodes)
    .values({ user_id: userId, code_hash: codeHash(userId, code), expires_at: new Date(now.getTime() + CODE_MEMORY_MS) })
    .onConflictDoNothing()
    .returning({ user_id: usedTwoFactorCodes.user_id })
  return rows.length === 1
}

/** Gives back a claim whose code turned out wrong (so a wrong guess does not burn a future code). */
export async function releaseCode(db: Db, userId: string, code: string): Promise<void> {
  await db
    .delete(usedTwoFactorCodes)
    .where(and(eq(usedTwoFactorCodes.user_id, userId), eq(usedTwoFactorCodes.code_hash, codeHash(userId, code))))
}

/** The used-code memory bound to a database and clock (attached to the auth instance). */
export function createUsedCodes(db: Db, now: () => Date) {
  return {
    claim: (userId: string, code: string) => claimCode(db, userId, code, now()),
    release: (userId: string, code: string) => releaseCode(db, userId, code),
  }
}

/** The signed two-factor cookie's identifier (`<identifier>.<signature>`, URL-encoded), if present. */
function twoFactorCookieIdentifier(cookieHeader: string | null): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const eqAt = part.indexOf('=')
    if (eqAt < 0) continue
    const name = part.slice(0, eqAt).trim()
    if (!name.endsWith('.two_factor')) continue
    let value: string
    try {
      value = decodeURIComponent(part.slice(eqAt + 1).trim())
    } catch {
      return null
    }
    const dot = value.lastIndexOf('.')
    return dot > 0 ? value.slice(0, dot) : null
  }
  return null
}

/**
 * Whose code this is: the signed-in user (enrolment), or during sign-in the user of better-auth's
 * two-factor challenge (a verification row keyed by the cookie's identifier). Null when neither.
 */
export async function twoFactorUserId(auth: Auth, headers: Headers, now: Date): Promise<string | null> {
  const session = await auth.api.getSession({ headers })
  if (session) return session.user.id
  const identifier = twoFactorCookieIdentifier(headers.get('cookie'))
  if (!identifier?.startsWith('2fa-')) return null
  const ctx = await auth.$context
  const row = await ctx.internalAdapter.findVerificationValue(identifier)
  return row && row.expiresAt > now ? row.value : null
}

const json = (status: number, body: unknown, extra: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json; charset=utf-8', ...extra } })

export const invalidCodeResponse = () => json(401, errorBody('INVALID_CODE', INVALID_CODE_MESSAGE))

export const lockedResponse = (wait: number) =>
  json(429, errorBody('two_factor_locked', twoFactorLockedMessage(wait)), { 'retry-after': String(wait) })

/**
 * Around better-auth's verify-totp and verify-backup-code: refused while the user's two-factor step
 * is locked; a TOTP code is claimed before better-auth checks it (a replay gets the wrong-code
 * answer) and given back if refused; wrong codes are counted, a right one clears the count.
 */
export async function verifyTwoFactorStep(
  auth: Auth,
  req: Request,
  code: unknown,
  handle: (r: Request) => Promise<Response>,
): Promise<Response> {
  const userId = await twoFactorUserId(auth, req.headers, new Date())
  if (!userId) return handle(req)
  const wait = await auth.twoFactorLimit.retryAfter(userId)
  if (wait > 0) return lockedResponse(wait)
  const isTotp = new URL(req.url).pathname.endsWith('/verify-totp') && typeof code === 'string'
  if (isTotp && !(await auth.usedCodes.claim(userId, code))) {
    await auth.twoFactorLimit.recordFailure(userId)
    return invalidCodeResponse()
  }
  const res = await handle(req)
  if (res.ok) {
    await auth.twoFactorLimit.clear(userId)
    return res
  }
  if (isTotp) await auth.usedCodes.release(userId, code)
  if (res.status === 401) await auth.twoFactorLimit.recordFailure(userId)
  return res
}

/**
 * Around better-auth's disable (which asks for the password): a `code` sent with it must be a right,
 * unused code too (it is then used up); wrong ones count toward the lock.
 */
export async function disableTwoFactorStep(
  auth: Auth,
  req: Request,
  code: unknown,
  handle: (r: Request) => Promise<Response>,
): Promise<Response> {
  if (code === undefined || code === null || code === '') return handle(req)
  const userId = (await auth.api.getSession({ headers: req.headers }))?.user.id
  if (!userId) return handle(req)
  const wait = await auth.twoFactorLimit.retryAfter(userId)
  if (wait > 0) return lockedResponse(wait)
  if (typeof code !== 'string' || !(await checkCode(auth.db, auth, userId, code))) {
    await auth.twoFactorLimit.recordFailure(userId)
    return invalidCodeResponse()
  }
  return handle(req)
}
