import { useEffect } from 'react'
import { Toaster as Sonner, toast } from 'sonner'
import { toasterReady } from '../lib/toast'
import './toaster.css'

export const TOAST_DURATION_MS = 5000

/**
 * The app's single toast outlet: one toast at a time, 5 s, with a close button.
 * Colors come from ./toaster.css (with sonner's CSS, loaded with this chunk; its runtime <style> is CSP-blocked).
 * Its own chunk, mounted after the first paint by DeferredToaster; once on screen it runs the
 * toasts asked for before (src/web/lib/toast.ts).
 */
export function Toaster() {
  // After Sonner's own effect (siblings' effects run in order), so it already listens.
  useEffect(() => {
    toasterReady(toast)
    return () => toasterReady(null)
  }, [])
  return (
    <Sonner
      theme="light"
      position="top-right"
      visibleToasts={1}
      duration={TOAST_DURATION_MS}
      closeButton
      containerAriaLabel="Notificações"
      toastOptions={{ closeButtonAriaLabel: 'Fechar notificação' }}
    />
  )
}
