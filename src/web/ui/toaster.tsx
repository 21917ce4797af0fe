import { Toaster as Sonner } from 'sonner'

export const TOAST_DURATION_MS = 5000

/**
 * The app's single toast outlet: one toast at a time, 5 s, with a close button.
 * Colors come from styles.css (sonner's CSS is bundled there; its runtime <style> is CSP-blocked).
 */
export function Toaster() {
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
