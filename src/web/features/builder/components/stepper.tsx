import { CircleAlert } from 'lucide-react'
import { builder as t } from '../../../i18n/pt-BR/builder'
import { cn } from '../../../lib/cn'

/**
 * The five steps as buttons the user moves between freely; the current one has aria-current="step",
 * each says how many problems its step has. Stacked on a phone, three a row from sm, five from xl; a step's
 * name never breaks mid-word (its problem count wraps under it instead).
 */
export function Stepper({ current, counts, onSelect }: { current: number; counts: readonly number[]; onSelect: (step: number) => void }) {
  return (
    <nav aria-label={t.steps.label} className="mb-6">
      <ol className="grid grid-cols-1 gap-2 sm:grid-cols-3 xl:grid-cols-5" data-testid="builder-stepper">
        {t.steps.names.map((name, i) => {
          const n = counts[i] ?? 0
          const active = i === current
          return (
            <li key={name} className="min-w-0">
              <button
                type="button"
                aria-current={active ? 'step' : undefined}
                onClick={() => onSelect(i)}
                className={cn(
                  'flex h-full w-full min-w-0 flex-wrap items-center gap-2 rounded-md border px-3 py-2 text-left text-sm transition-colors',
                  active ? 'border-primary bg-primary text-primary-foreground' : 'border-border bg-card hover:bg-accent hover:text-accent-foreground',
                )}
              >
                <span className={cn('inline-flex size-6 shrink-0 items-center justify-center rounded-full text-xs font-semibold', active ? 'bg-primary-foreground text-primary' : 'bg-muted text-foreground')}>
                  {i + 1}
                </span>
                <span className="flex-1 font-medium leading-tight">{name}</span>
                {n > 0 && (
                  <span className={cn('inline-flex shrink-0 items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold', active ? 'bg-primary-foreground text-destructive-hover' : 'bg-destructive-soft text-destructive-hover')}>
                    <CircleAlert aria-hidden="true" className="size-3" />
                    <span aria-hidden="true" data-testid={`step-problems-${i + 1}`}>{n}</span>
                    <span className="sr-only"> ({t.steps.problems(n)})</span>
                  </span>
                )}
              </button>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
