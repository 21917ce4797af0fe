import { admin as t } from '../../../i18n/pt-BR/admin'
import { cn } from '../../../lib/cn'
import type { LiveState } from '../use-admin-events'

/** 'ao vivo' with a green dot while the change stream is open; 'reconectando…' otherwise. */
export function LiveIndicator({ state }: { state: LiveState }) {
  const live = state === 'live'
  return (
    <p
      className="inline-flex items-center gap-2 text-sm font-medium text-muted-foreground"
      aria-live="polite"
      data-testid="live-indicator"
      data-state={state}
    >
      <span className="sr-only">{t.liveLabel}: </span>
      <span aria-hidden="true" className={cn('size-2.5 rounded-full', live ? 'bg-green-600' : 'bg-amber-500')} />
      <span>{live ? t.live : t.reconnecting}</span>
    </p>
  )
}
