import { Info } from 'lucide-react'
import { cn } from '../../../lib/cn'

interface SectionHeaderProps {
  id: string
  title: string
  count: string
  /** Google's recommendation; stressed while it is not met. */
  hint?: string
  short?: boolean
}

/** A section's title, how many it has in the plan, and Google's recommendation. */
export function SectionHeader({ id, title, count, hint, short = false }: SectionHeaderProps) {
  return (
    <div className="space-y-1">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 id={id} className="text-lg font-semibold">{title}</h3>
        <span className="text-sm text-muted-foreground" data-testid={`${id}-count`}>{count}</span>
      </div>
      {hint && (
        <p className={cn('flex gap-1.5 text-sm', short ? 'text-amber-800' : 'text-muted-foreground')}>
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {hint}
        </p>
      )}
    </div>
  )
}
