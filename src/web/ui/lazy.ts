import { useEffect, useState } from 'react'

/**
 * Runs `fn` once the browser is idle after the first paint (at the latest after `timeout` ms);
 * returns a cancel function.
 */
export function whenIdle(fn: () => void, timeout = 2000): () => void {
  if (typeof window === 'undefined') return () => undefined
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(fn, { timeout })
    return () => window.cancelIdleCallback(id)
  }
  const id = window.setTimeout(fn, 300)
  return () => window.clearTimeout(id)
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
