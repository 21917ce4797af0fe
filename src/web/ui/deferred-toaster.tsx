import { useEffect, useState, type ComponentType } from 'react'
import { onToasterWanted } from '../lib/toast'
import { whenIdle } from './lazy'

/**
 * Mounts the Toaster (and sonner, ~9 kB gzip) after the first paint, when the browser is idle, or at
 * once when a toast is asked for before that (notify queues it meanwhile).
 */
export function DeferredToaster() {
  const [Toaster, setToaster] = useState<ComponentType | null>(null)
  useEffect(() => {
    let live = true
    let started = false
    const load = () => {
      if (started) return
      started = true
      import('./toaster').then(
        (m) => { if (live) setToaster(() => m.Toaster) },
        () => { started = false }, // offline: the next toast asks again
      )
    }
    onToasterWanted(load)
    const cancel = whenIdle(load)
    return () => {
      live = false
      cancel()
      onToasterWanted(null)
    }
  }, [])
  return Toaster ? <Toaster /> : null
}
