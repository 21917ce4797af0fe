import type { Logger } from 'pino'
import type { ProfileChange } from '../../shared/admin'
import type { Database } from '../db/client'
import type { Listener } from '../db/listener'

/** The channel the trigger on profiles notifies (drizzle/0003_admin_billing.sql). */
export const PROFILES_CHANNEL = 'profiles_changed'

export interface ProfileEventsOptions {
  /** A `: ping` comment (and a check of the session) this often on each stream. */
  pingMs?: number
  /** Streams one app instance keeps open at most; past it the next one gets 503. */
  maxStreams?: number
  /** How long a new stream waits for the LISTEN to be in place before a 503. */
  readyTimeoutMs?: number
}

export interface ProfileSubscriber {
  change(change: ProfileChange): void
  /** The hub closed (shutdown): end the stream. */
  end(): void
}

/**
 * One LISTEN per app instance on `profiles_changed`, fanned out to every connected admin stream.
 * The LISTEN starts with the first stream and stays until `close()` (shutdown).
 */
export interface ProfileEvents {
  readonly pingMs: number
  readonly maxStreams: number
  /** Connected streams. */
  readonly size: number
  /** Starts listening when not yet; true once the LISTEN is in place, false after `readyTimeoutMs`. */
  ready(): Promise<boolean>
  subscribe(subscriber: ProfileSubscriber): () => void
  close(): Promise<void>
}

const OPS = new Set(['INSERT', 'UPDATE', 'DELETE'])

/** The trigger's payload `{"op":..,"id":..}`, or undefined for anything else. */
export function parseProfileChange(payload: string): ProfileChange | undefined {
  try {
    const value = JSON.parse(payload) as { op?: unknown; id?: unknown }
    if (typeof value.op === 'string' && OPS.has(value.op) && typeof value.id === 'string') {
      return { op: value.op as ProfileChange['op'], id: value.id }
    }
  } catch {
    // not ours
  }
  return undefined
}

export function createProfileEvents(database: Pick<Database, 'listen'>, opts: ProfileEventsOptions & { log?: Logger } = {}): ProfileEvents {
  const subscribers = new Set<ProfileSubscriber>()
  let listener: Listener | undefined
  let closed = false

  const send = (change: ProfileChange) => {
    for (const s of subscribers) {
      try {
        s.change(change)
      } catch (err) {
        opts.log?.warn({ err }, 'profile change not delivered to a stream')
      }
    }
  }

  return {
    pingMs: opts.pingMs ?? 25_000,
    maxStreams: opts.maxStreams ?? 50,
    get size() {
      return subscribers.size
    },
    async ready() {
      if (closed) return false
      listener ??= database.listen(PROFILES_CHANNEL, {
        notify(payload) {
          const change = parseProfileChange(payload)
          if (change) send(change)
        },
        restored() {
          opts.log?.info('profiles_changed: listening again, streams told to refetch')
          send({ op: 'RESYNC' })
        },
      })
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), opts.readyTimeoutMs ?? 5000)))
      try {
        return await Promise.race([listener.ready.then(() => true), timeout])
      } finally {
        clearTimeout(timer)
      }
    },
    subscribe(subscriber) {
      subscribers.add(subscriber)
      return () => {
        subscribers.delete(subscriber)
      }
    },
    async close() {
      closed = true
      for (const s of [...subscribers]) s.end()
      subscribers.clear()
      await listener?.close()
      listener = undefined
    },
  }
}
