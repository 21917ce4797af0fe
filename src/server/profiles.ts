import { eq } from 'drizzle-orm'
import { trialExpiresAt } from '../core/access'
import type { Db } from './db/client'
import { profiles } from './db/schema'

export type ProfileRow = typeof profiles.$inferSelect

/**
 * The user's profile, created at once when missing (SPEC §4): plan pro, status trialing,
 * trial ending 3 days from `now`, nome_completo from the sign-up name.
 */
export async function ensureProfile(
  db: Db,
  user: { id: string; email: string; name?: string | null },
  now: Date,
): Promise<ProfileRow> {
  const [existing] = await db.select().from(profiles).where(eq(profiles.id, user.id))
  if (existing) return existing
  await db
    .insert(profiles)
    .values({
      id: user.id,
      email: user.email,
      nome_completo: user.name?.trim() ?? '',
      plan: 'pro',
      subscription_status: 'trialing',
      trial_expires_at: trialExpiresAt(now),
      created_at: now,
    })
    .onConflictDoNothing()
  const [created] = await db.select().from(profiles).where(eq(profiles.id, user.id))
  if (!created) throw new Error(`profile for ${user.id} could not be created`)
  return created
}

export function toProfileJson(p: ProfileRow) {
  return {
    ...p,
    trial_expires_at: p.trial_expires_at?.toISOString() ?? null,
    created_at: p.created_at.toISOString(),
  }
}
