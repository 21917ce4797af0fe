import { sql } from 'drizzle-orm'
import { createMiddleware } from 'hono/factory'
import type { AppDeps, AppEnv } from './context'
import { ApiError } from './errors'

/** Writes allowed per user in a fixed window of `window` seconds. */
export interface WriteLimit {
  window: number
  max: number
}

/** Generous for a person clicking, a wall for a script: 120 writes a minute. */
export const DEFAULT_WRITE_LIMIT: WriteLimit = { window: 60, max: 120 }

const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

/**
 * Counts the user's write and answers how many the window holds and when it ends, in one atomic
 * statement on better-auth's `rate_limits` table (key `writes:<userId>`), so every app instance on one
 * database shares the counter. `last_request` holds the start of the current window.
 */
async function countWrite(deps: AppDeps, userId: string, windowMs: number): Promise<{ count: number; resetAt: number }> {
  const key = `writes:${userId}`
  const now = deps.now().getTime()
  const expired = sql`rate_limits.last_request <= ${now - windowMs}`
  const result = await deps.db.execute<{ count: number; last_request: string | number }>(sql`
    insert into rate_limits (id, key, count, last_request) values (${key}, ${key}, 1, ${now})
    on conflict (key) do update set
      count = case when ${expired} then 1 else rate_limits.count + 1 end,
      last_request = case when ${expired} then ${now} else rate_limits.last_request end
    returning count, last_request`)
  const row = (result as unknown as { rows: { count: number; last_request: string | number }[] }).rows[0]
  return { count: Number(row.count), resetAt: Number(row.last_request) + windowMs }
}

/** 429 with `Retry-After` past the user's write limit; reads pass untouched. Mount after requireUser. */
export const limitWrites = (deps: AppDeps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (!WRITES.has(c.req.method)) return next()
    const limit = deps.writeLimit ?? DEFAULT_WRITE_LIMIT
    const { count, resetAt } = await countWrite(deps, c.get('user').id, limit.window * 1000)
    if (count > limit.max) {
      const seconds = Math.max(1, Math.ceil((resetAt - deps.now().getTime()) / 1000))
      const message = `Muitas alterações em pouco tempo. Aguarde ${seconds} s e tente novamente.`
      throw new ApiError(429, 'rate_limited', message, { 'retry-after': String(seconds) })
    }
    await next()
  })
