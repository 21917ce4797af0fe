import { eq } from 'drizzle-orm'
import type { Db } from '../db/client'
import { session as sessions } from '../db/schema'
import { errorBody } from '../http/errors'

const DAY_MS = 24 * 60 * 60 * 1000

/** True when a session created at `createdAt` has lived past the absolute maximum (SESSION_MAX_DAYS). */
export function pastMaxAge(createdAt: Date | string, now: Date, maxDays: number): boolean {
  const created = new Date(createdAt).getTime()
  return Number.isNaN(created) || now.getTime() - created >= maxDays * DAY_MS
}

/** Ends a session for good (its row goes; the cookie then names nothing). */
export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId))
}

/**
 * better-auth's get-session answer, unless the session is past the maximum age: then it is revoked
 * and the answer is a 401 (as /api/me's).
 */
export async function getSessionWithinMaxAge(
  res: Response,
  db: Db,
  now: Date,
  maxDays: number,
): Promise<Response> {
  if (res.status !== 200) return res
  let body: { session?: { id?: string; createdAt?: string } } | null
  try {
    body = (await res.clone().json()) as typeof body
  } catch {
    return res
  }
  const s = body?.session
  if (!s?.id || !s.createdAt || !pastMaxAge(s.createdAt, now, maxDays)) return res
  await revokeSession(db, s.id)
  return new Response(JSON.stringify(errorBody('unauthorized', 'Sessão expirada. Entre novamente.')), {
    status: 401,
    headers: { 'content-type': 'application/json; charset=utf-8' },
  })
}
