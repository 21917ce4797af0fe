import { and, eq } from 'drizzle-orm'
import { symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto'
import { twoFactor } from '../db/schema'
import type { Db } from '../db/client'
import type { AppDeps } from '../http/context'
import type { Auth } from './auth'
import { base32Decode, verifyTotp } from './totp'

/** better-auth's secret as the HMAC key (an imported one is stored as `base32:<secret>`). */
function totpKey(secret: string): Buffer {
  return secret.startsWith('base32:') ? base32Decode(secret.slice(7)) : Buffer.from(secret, 'utf8')
}

/** Consumes one backup code (compare-and-set on the stored list, so two requests cannot both use it). */
async function consumeBackupCode(db: Db, key: Parameters<typeof symmetricDecrypt>[0]['key'], row: typeof twoFactor.$inferSelect, code: string) {
  let codes: unknown
  try {
    codes = JSON.parse(await symmetricDecrypt({ key, data: row.backupCodes }))
  } catch {
    return false
  }
  if (!Array.isArray(codes) || !codes.includes(code)) return false
  const rest = await symmetricEncrypt({ key, data: JSON.stringify(codes.filter((c) => c !== code)) })
  const updated = await db
    .update(twoFactor)
    .set({ backupCodes: rest })
    .where(and(eq(twoFactor.id, row.id), eq(twoFactor.backupCodes, row.backupCodes)))
    .returning({ id: twoFactor.id })
  return updated.length === 1
}

/**
 * True when `code` is a current TOTP code of the user's active factor not used before (it is then
 * remembered as used), or one of their unused backup codes (then consumed). False when the user has
 * no active factor.
 */
export async function checkCode(db: Db, auth: Auth, userId: string, code: string): Promise<boolean> {
  const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId))
  if (!row || !row.verified) return false
  const ctx = await auth.$context
  const key = ctx.secretConfig
  const trimmed = code.trim()
  if (!/^\d{6}$/.test(trimmed)) return consumeBackupCode(db, key, row, trimmed)
  if (!(await auth.usedCodes.claim(userId, trimmed))) return false
  let ok = false
  try {
    ok = verifyTotp(totpKey(await symmetricDecrypt({ key, data: row.secret })), trimmed)
  } finally {
    if (!ok) await auth.usedCodes.release(userId, trimmed)
  }
  return ok
}

/** `checkCode` for route handlers: confirms sensitive actions such as deleting the account. */
export async function checkTwoFactorCode(deps: AppDeps, userId: string, code: string): Promise<boolean> {
  return checkCode(deps.db, deps.auth, userId, code)
}
