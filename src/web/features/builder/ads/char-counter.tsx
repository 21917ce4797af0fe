import { charCount } from '../../../../core/limits'
import { cn } from '../../../lib/cn'

/** `n/limit` as people count characters, red when over. */
export function CharCounter({ id, value, limit }: { id?: string; value: string; limit: number }) {
  const n = charCount(value.trim())
  const over = n > limit
  return (
    <span id={id} data-over={over || undefined} className={cn('shrink-0 text-xs tabular-nums', over ? 'font-semibold text-destructive' : 'text-muted-foreground')}>
      {n}/{limit}
    </span>
  )
}
