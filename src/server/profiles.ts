import { eq } from 'drizzle-orm'
import { trialExpiresAt } from '../core/access'
import { applyPendingCheckouts } from './billing/apply'
import type { Db } from './db/client'
import { profiles } from './db/schema'

export type ProfileRow = typeof profiles.$inferSelect

/**
 * The user's profile, created at once when missing (SPEC §4): plan pro, status trialing,
 * trial ending 3 days from `now`, nome_completo from the sign-up name. A new profile then receives the
 * Stripe events that waited for it (a payment made before the sign-up, matched by the account id the
 * pricing link carried or by e-mail).
 */
export async function ensureProfile(
  db: Db,
  user: { id: string; email: string; name?: string | null },
  now: Date,
): Promise<ProfileRow> {
  const [existing] = await db.select().from(profiles).where(eq(profiles.id, user.id))
  if (existing) return existing
  const inserted = await db
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
    .returning({ id: profiles.id })
  if (inserted.length > 0) {
    try {
      await applyPendingCheckouts(db, now, { id: user.id, email: user.email })
    } catch {
      // The account exists either way: the events stay pending and the next Stripe delivery applies them
      // (receiveStripeEvent sweeps the pending checkouts whose account exists).
    }
  }
  const [created] = await db.select().from(profiles).where(eq(profiles.id, user.id))
  if (!created) throw new Error(`profile for ${user.id} could not be created`)
  return created
}

/** The profile as the API sends it: dates as ISO strings (or null), without the admin search key. */
export function toProfileJson(p: ProfileRow) {
  const { search_text: _searchKey, ...profile } = p
  return {
    ...profile,
    trial_expires_at: p.trial_expires_at?.toISOString() ?? null,
    created_at: p.created_at.toISOString(),
    current_period_end: p.current_period_end?.toISOString() ?? null,
  }
}
