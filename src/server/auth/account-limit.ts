import { and, eq, like, lt, not, sql } from 'drizzle-orm'
import type { Db } from '../db/client'
import { signInFailures } from '../db/schema'

/** Failed sign-ins one account may have in a window before it waits (from any address). */
export interface AccountLimitRules {
  /** Failures allowed in the window before the first wait. */
  max: number
  /** Window over which failures are counted, in seconds. */
  window: number
  /** First wait, in seconds; it doubles with each further failure... */
  baseWait: number
  /** ...up to this many seconds, so nobody can lock the owner out for long. */
  maxWait: number
}

/** 10 failures in 15 minutes, then 30 s, 1 min, 2 min... capped at 15 min. */
export const DEFAULT_ACCOUNT_LIMIT: AccountLimitRules = { max: 10, window: 15 * 60, baseWait: 30, maxWait: 15 * 60 }

const CLEANUP_EVERY_MS = 10 * 60_000

/** The wait after `failures` failures, in seconds (0 below the limit). */
export function waitSeconds(rules: AccountLimitRules, failures: number): number {
  if (failures < rules.max) return 0
  const doublings = Math.min(failures - rules.max, 30)
  return Math.min(rules.baseWait * 2 ** doublings, rules.maxWait)
}

/** Keys of the two-factor limit start with this; every other key is a sign-in e-mail. */
export const TWO_FACTOR_KEY_PREFIX = '2fa:'

/**
 * Failed attempts per key, kept in the database so that every instance shares it. A lock refuses
 * every attempt, the right one included; a success clears the key's count. `prefix` names the
 * family of keys (each family cleans up only its own stale rows).
 */
export function createAttemptLimit(db: Db, now: () => Date, rules: AccountLimitRules, prefix: string, normalise = (id: string) => id) {
  let nextCleanup = 0
  const key = (id: string) => `${prefix}${normalise(id)}`
  const family = prefix ? like(signInFailures.email, `${prefix}%`) : not(like(signInFailures.email, `${TWO_FACTOR_KEY_PREFIX}%`))

  return {
    rules,
    /** Seconds left before `id` may try again; 0 when it may try now. */
    async retryAfter(id: string): Promise<number> {
      const [row] = await db.select().from(signInFailures).where(eq(signInFailures.email, key(id)))
      if (!row) return 0
      const until = row.last_failure_at.getTime() + waitSeconds(rules, row.failures) * 1000
      return Math.max(0, Math.ceil((until - now().getTime()) / 1000))
    },

    /** Counts one failure (atomically, whichever instance records it); a failure after the window starts a new count. */
    async recordFailure(id: string): Promise<void> {
      const at = now()
      const windowStart = sql`${new Date(at.getTime() - rules.window * 1000).toISOString()}::timestamptz`
      const atSql = sql`${at.toISOString()}::timestamptz`
      await db
        .insert(signInFailures)
        .values({ email: key(id), failures: 1, first_failure_at: at, last_failure_at: at })
        .onConflictDoUpdate({
          target: signInFailures.email,
          set: {
            failures: sql`case when ${signInFailures.first_failure_at} < ${windowStart} then 1 else ${signInFailures.failures} + 1 end`,
            first_failure_at: sql`case when ${signInFailures.first_failure_at} < ${windowStart} then ${atSql} else ${signInFailures.first_failure_at} end`,
            last_failure_at: at,
          },
        })
      if (at.getTime() >= nextCleanup) {
        nextCleanup = at.getTime() + CLEANUP_EVERY_MS
        const stale = new Date(at.getTime() - (rules.window + rules.maxWait) * 1000)
        await db.delete(signInFailures).where(and(family, lt(signInFailures.last_failure_at, stale)))
      }
    },

    /** A success clears the count. */
    async clear(id: string): Promise<void> {
      await db.delete(signInFailures).where(eq(signInFailures.email, key(id)))
    },
  }
}

/**
 * The per-account sign-in limit (per lower-cased e-mail, from any address). A lock refuses every
 * attempt, the right password included; a successful sign-in or password reset clears the count.
 */
export function createAccountLimit(db: Db, now: () => Date, rules: AccountLimitRules = DEFAULT_ACCOUNT_LIMIT) {
  return createAttemptLimit(db, now, rules, '', (email) => email.trim().toLowerCase())
}

export type AccountLimit = ReturnType<typeof createAccountLimit>

/** 'N segundos' or 'N minutos' (rounded up), for the pt-BR message. */
export function formatWait(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 segundo' : `${seconds} segundos`
  const minutes = Math.ceil(seconds / 60)
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`
}

export const accountLockedMessage = (seconds: number) =>
  `Muitas tentativas para esta conta. Por segurança, ela não aceita entradas (nem com a senha correta) por enquanto. Tente novamente em ${formatWait(seconds)}.`
