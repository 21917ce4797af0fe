import { useEffect, useState } from 'react'

/**
 * Runs `fn` once the browser is idle after the next paint (at the latest `timeout` ms after that);
 * returns a cancel function. Chrome also has idle time between a frame's commit and its presentation:
 * a preload started there would compete with the paint the screen is waiting for (its first content).
 */
export function whenIdle(fn: () => void, timeout = 2000): () => void {
  if (typeof window === 'undefined') return () => undefined
  if (typeof window.requestIdleCallback !== 'function') {
    const id = window.setTimeout(fn, 300)
    return () => window.clearTimeout(id)
  }
  let idle: number | undefined
  const cancelWait = afterNextPaint(() => {
    idle = window.requestIdleCallback(fn, { timeout })
  })
  return () => {
    cancelWait()
    if (idle !== undefined) window.cancelIdleCallback(idle)
  }
}

/**
 * Runs `fn` after the next frame has been drawn: two animation frames (the second starts once the
 * first is on screen), or 500 ms when frames do not come (a hidden tab). Returns a cancel function.
 */
function afterNextPaint(fn: () => void): () => void {
  let done = false
  const run = () => {
    if (done) return
    done = true
    window.clearTimeout(timer)
    fn()
  }
  const timer = window.setTimeout(run, 500)
  let frame = typeof window.requestAnimationFrame === 'function' ? window.requestAnimationFrame(() => (frame = window.requestAnimationFrame(run))) : 0
  return () => {
    done = true
    window.clearTimeout(timer)
    if (frame) window.cancelAnimationFrame(frame)
  }
}

/**
 * Resolves in a task of its own, after what the current task still has to do: a dynamic import made
 * after it (with Vite's modulepreload links for its chunks, one DOM insertion each) does not lengthen
 * the task that asked for it.
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => {
      channel.port1.close()
      resolve()
    }
    channel.port2.postMessage(null)
  })
}

/** A module loaded on demand: `current` once it has arrived (synchronously usable from then on). */
export interface LazyModule<M> {
  readonly current: M | undefined
  load(): Promise<M>
}

export function lazyModule<M>(importer: () => Promise<M>): LazyModule<M> {
  let promise: Promise<M> | undefined
  const lm = {
    current: undefined as M | undefined,
    load() {
      promise ??= importer().then(
        (m) => (lm.current = m),
        (err: unknown) => {
          promise = undefined // a failed fetch (offline) is tried again next time
          throw err
        },
      )
      return promise
    },
  }
  return lm
}

/** Loads `lm` when the browser is idle, so the first interaction finds it (no-op once loaded). */
export function preloadWhenIdle(lm: LazyModule<unknown>): () => void {
  if (lm.current) return () => undefined
  return whenIdle(() => void lm.load().catch(() => undefined))
}

/**
 * The module once `want` is true and it has loaded (at once when it already had); undefined before.
 * Also preloads it when the browser is idle.
 */
export function useLazyModule<M>(lm: LazyModule<M>, want: boolean): M | undefined {
  const [mod, setMod] = useState(() => lm.current)
  useEffect(() => preloadWhenIdle(lm), [lm])
  useEffect(() => {
    if (!want || mod) return
    let live = true
    lm.load().then((m) => { if (live) setMod(() => m) }, () => undefined)
    return () => { live = false }
  }, [lm, want, mod])
  return want ? (mod ?? lm.current) : undefined
}
