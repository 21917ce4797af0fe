import { cn } from '../../../lib/cn'
import { gen } from '../../../i18n/pt-BR/generators'

/** `len/limit`, red when over. */
export function LengthCounter({ length, limit }: { length: number; limit: number }) {
  const over = length > limit
  return (
    <span
      title={gen.limitTitle(limit)}
      data-over={over || undefined}
      className={cn('shrink-0 tabular-nums text-xs', over ? 'font-semibold text-destructive' : 'text-muted-foreground')}
    >
      {length}/{limit}
    </span>
  )
}
