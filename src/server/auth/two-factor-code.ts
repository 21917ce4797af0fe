import { and, eq } from 'drizzle-orm'
import { symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto'
import { twoFactor } from '../db/schema'
import type { AppDeps } from '../http/context'
import { base32Decode, verifyTotp } from './totp'

/** better-auth's secret as the HMAC key (an imported one is stored as `base32:<secret>`). */
function totpKey(secret: string): Buffer {
  return secret.startsWith('base32:') ? base32Decode(secret.slice(7)) : Buffer.from(secret, 'utf8')
}

/** Consumes one backup code (compare-and-set on the stored list, so two requests cannot both use it). */
async function consumeBackupCode(deps: AppDeps, key: Parameters<typeof symmetricDecrypt>[0]['key'], row: typeof twoFactor.$inferSelect, code: string) {
  let codes: unknown
  try {
    codes = JSON.parse(await symmetricDecrypt({ key, data: row.backupCodes }))
  } catch {
    return false
  }
  if (!Array.isArray(codes) || !codes.includes(code)) return false
  const rest = await symmetricEncrypt({ key, data: JSON.stringify(codes.filter((c) => c !== code)) })
  const updated = await deps.db
    .update(twoFactor)
    .set({ backupCodes: rest })
    .where(and(eq(twoFactor.id, row.id), eq(twoFactor.backupCodes, row.backupCodes)))
    .returning({ id: twoFactor.id })
  return updated.length === 1
}

/**
 * True when `code` is a current TOTP code of the user's active factor not used before (it is then
 * remembered as used), or one of their unused backup codes (then consumed). For confirming sensitive
 * actions such as deleting the account. False when the user has no active factor.
 */
export async function checkTwoFactorCode(deps: AppDeps, userId: string, code: string): Promise<boolean> {
  const [row] = await deps.db.select().from(twoFactor).where(eq(twoFactor.userId, userId))
  if (!row || !row.verified) return false
  const ctx = await deps.auth.$context
  const key = ctx.secretConfig
  const trimmed = code.trim()
  if (!/^\d{6}$/.test(trimmed)) return consumeBackupCode(deps, key, row, trimmed)
  if (!(await deps.auth.usedCodes.claim(userId, trimmed))) return false
  let ok = false
  try {
    ok = verifyTotp(totpKey(await symmetricDecrypt({ key, data: row.secret })), trimmed)
  } finally {
    if (!ok) await deps.auth.usedCodes.release(userId, trimmed)
  }
  return ok
}
