import type { Context } from 'hono'
import { streamSSE } from 'hono/streaming'
import { pastMaxAge } from '../auth/session-lifetime'
import type { AppDeps, AppEnv } from '../http/context'
import { ApiError } from '../http/errors'
import { isAdminEmail } from '../http/session'

export const STREAMS_FULL_MESSAGE = 'Muitas conexões ao vivo abertas. Tente novamente em instantes.'
export const LIVE_UNAVAILABLE_MESSAGE = 'Atualizações ao vivo indisponíveis no momento. Tente novamente em instantes.'

/**
 * The session behind the stream still belongs to a verified admin: not signed out, not revoked, not
 * past its maximum age. Checked without sliding it (an open stream is not activity). A failed check
 * (the database busy) keeps the stream until the next one.
 */
async function stillAdmin(deps: AppDeps, headers: Headers): Promise<boolean> {
  try {
    const session = await deps.auth.api.getSession({ headers, query: { disableRefresh: true } })
    if (!session) return false
    if (pastMaxAge(session.session.createdAt, deps.now(), deps.auth.sessionLifetime.maxDays)) return false
    return isAdminEmail(deps, session.user.email, session.user.emailVerified)
  } catch {
    return true
  }
}

/**
 * GET /api/admin/events (after the admin check): Server-Sent Events. First `retry: 3000` and a
 * `: connected` comment (the LISTEN is in place by then), then one `data: <ProfileChange>` per change
 * of a profile on any app instance, `: ping` every `pingMs` (the session is checked then: a signed-out
 * admin's stream ends). Ends on client disconnect, sign-out and shutdown.
 */
export function profileEventsRoute(deps: AppDeps) {
  return async (c: Context<AppEnv>) => {
    const events = deps.events
    if (!events || events.size >= events.maxStreams) throw new ApiError(503, 'streams_full', STREAMS_FULL_MESSAGE, { 'retry-after': '5' })
    if (!(await events.ready())) throw new ApiError(503, 'live_unavailable', LIVE_UNAVAILABLE_MESSAGE, { 'retry-after': '5' })
    const headers = new Headers(c.req.raw.headers)
    c.header('X-Accel-Buffering', 'no')
    return streamSSE(c, async (stream) => {
      let finish!: () => void
      const finished = new Promise<void>((resolve) => (finish = resolve))
      const unsubscribe = events.subscribe({
        change: (change) => void stream.writeSSE({ data: JSON.stringify(change) }),
        end: () => finish(),
      })
      stream.onAbort(() => finish())
      const signal = c.req.raw.signal
      signal.addEventListener('abort', finish)
      let over = false
      let timer: NodeJS.Timeout | undefined
      const ping = () => {
        timer = setTimeout(() => {
          void (async () => {
            if (!(await stillAdmin(deps, headers))) return finish()
            if (over) return
            await stream.write(': ping\n\n')
            if (!over) ping()
          })()
        }, events.pingMs)
      }
      try {
        ping()
        void stream.write('retry: 3000\n: connected\n\n')
        await finished
      } finally {
        over = true
        clearTimeout(timer)
        unsubscribe()
        signal.removeEventListener('abort', finish)
      }
    })
  }
}
