import pg from 'pg'

/** What a LISTEN delivers: each NOTIFY payload, and `restored()` after a lost connection listens again. */
export interface ListenHandlers {
  notify(payload: string): void
  /** The connection was lost and is listening again: notifications in between were missed. */
  restored(): void
}

export interface Listener {
  /** Resolves once the first LISTEN is in place (on PostgreSQL it waits through reconnect attempts). */
  ready: Promise<void>
  close(): Promise<void>
}

/** The application_name of the listening connection (pg_stat_activity shows it). */
export const LISTEN_APPLICATION_NAME = 'forjaads-listen'

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`

/**
 * LISTEN on PostgreSQL over one dedicated connection (not from the pool: a pooled connection goes
 * back to the pool and loses its LISTEN). When the connection errors or ends (a restart, a failover,
 * pg_terminate_backend) it reconnects with exponential backoff and then calls `restored()`.
 */
export function listenPostgres(
  connectionString: string,
  channel: string,
  handlers: ListenHandlers,
  opts: { minDelayMs?: number; maxDelayMs?: number; onError?: (err: unknown) => void } = {},
): Listener {
  const minDelay = opts.minDelayMs ?? 250
  const maxDelay = opts.maxDelayMs ?? 10_000
  let client: pg.Client | undefined
  let closed = false
  let attempt = 0
  let listenedOnce = false
  let timer: NodeJS.Timeout | undefined
  let markReady!: () => void
  const ready = new Promise<void>((resolve) => (markReady = resolve))

  const schedule = () => {
    if (closed || timer) return
    const delay = Math.min(maxDelay, minDelay * 2 ** attempt++)
    timer = setTimeout(() => {
      timer = undefined
      void connect()
    }, delay)
  }

  async function connect() {
    if (closed) return
    const c = new pg.Client({ connectionString, application_name: LISTEN_APPLICATION_NAME })
    client = c
    let lost = false
    const lose = (err?: unknown) => {
      if (lost) return
      lost = true
      if (err) opts.onError?.(err)
      c.removeAllListeners('notification')
      c.end().catch(() => {})
      if (client === c) client = undefined
      schedule()
    }
    c.on('error', lose)
    c.on('end', () => lose())
    c.on('notification', (m) => {
      if (m.channel === channel && m.payload !== undefined) handlers.notify(m.payload)
    })
    try {
      await c.connect()
      await c.query(`LISTEN ${quoteIdent(channel)}`)
    } catch (err) {
      lose(err)
      return
    }
    if (lost) return
    if (closed) {
      await c.end().catch(() => {})
      return
    }
    attempt = 0
    if (listenedOnce) handlers.restored()
    listenedOnce = true
    markReady()
  }

  void connect()
  return {
    ready,
    async close() {
      closed = true
      clearTimeout(timer)
      timer = undefined
      const c = client
      client = undefined
      if (c) {
        c.removeAllListeners('notification')
        await c.end().catch(() => {})
      }
    },
  }
}
