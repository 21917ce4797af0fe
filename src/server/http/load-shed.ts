import type { MiddlewareHandler } from 'hono'
import { errorBody } from './errors'

/**
 * Admission control for `/api/*` (decision 008): at most `maxInFlight` requests run at once, at most
 * `maxQueued` wait (first come, first served), and none waits longer than `maxWaitMs`. Past that the
 * answer is a quick 503 with `Retry-After` instead of a wait of many seconds behind the database.
 */
export interface LoadShedLimits {
  maxInFlight: number
  maxQueued: number
  maxWaitMs: number
  /** Seconds a refused client is asked to wait (`Retry-After`). */
  retryAfterSeconds: number
}

/**
 * Per database (decision 008, bench/load.ts): PGlite runs every query on the server's one thread, so
 * more than a few requests in flight only lengthen each one; PostgreSQL's pool of 10 connections works
 * in parallel, and a few times that keeps it busy while Node does argon2 and JSON.
 */
export const DEFAULT_LOAD_SHED: Record<'pglite' | 'postgres', LoadShedLimits> = {
  pglite: { maxInFlight: 8, maxQueued: 32, maxWaitMs: 1000, retryAfterSeconds: 1 },
  postgres: { maxInFlight: 32, maxQueued: 128, maxWaitMs: 1000, retryAfterSeconds: 1 },
}

export const OVERLOADED_MESSAGE = 'O servidor está ocupado no momento. Tente novamente em alguns segundos.'

/** Health checks, and the admin's live stream: long-lived, it would hold a slot for hours. */
const EXEMPT = new Set(['/api/health', '/api/admin/events'])

interface Waiter {
  admit(): void
  timer: NodeJS.Timeout
}

export function loadShed(limits: LoadShedLimits): MiddlewareHandler {
  let inFlight = 0
  const queue: Waiter[] = []

  const release = () => {
    const next = queue.shift()
    if (!next) {
      inFlight--
      return
    }
    clearTimeout(next.timer)
    next.admit() // the slot passes to the oldest waiter: inFlight is unchanged
  }

  const admitted = (): Promise<boolean> | boolean => {
    if (inFlight < limits.maxInFlight) {
      inFlight++
      return true
    }
    if (queue.length >= limits.maxQueued) return false
    return new Promise<boolean>((resolve) => {
      const waiter: Waiter = {
        admit: () => resolve(true),
        timer: setTimeout(() => {
          queue.splice(queue.indexOf(waiter), 1)
          resolve(false)
        }, limits.maxWaitMs),
      }
      queue.push(waiter)
    })
  }

  return async (c, next) => {
    if (EXEMPT.has(c.req.path)) return next()
    if (!(await admitted())) {
      c.header('Retry-After', String(limits.retryAfterSeconds))
      return c.json(errorBody('overloaded', OVERLOADED_MESSAGE), 503)
    }
    try {
      await next()
    } finally {
      release()
    }
  }
}
