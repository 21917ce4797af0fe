import { and, eq, like, ne } from 'drizzle-orm'
import type { Db } from '../db/client'
import { verification } from '../db/schema'

/** better-auth keeps each reset link as a verification row `reset-password:<token>` whose value is the user id. */
export const RESET_PREFIX = 'reset-password:'

/** When a new reset link is issued, the user's older ones stop working: only the newest e-mail counts. */
export async function dropOlderResetLinks(db: Db, row: { id: string; identifier: string; value: string }) {
  if (!row.identifier.startsWith(RESET_PREFIX)) return
  await db
    .delete(verification)
    .where(and(eq(verification.value, row.value), like(verification.identifier, `${RESET_PREFIX}%`), ne(verification.id, row.id)))
}
