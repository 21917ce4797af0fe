import { TriangleAlert } from 'lucide-react'
import type { EditorialWarning as Warning } from '../../../../core/editorial'
import { Tooltip, TooltipContent, TooltipTrigger } from '../../../ui/tooltip'
import { gen } from '../../../i18n/pt-BR/generators'

/** Google's editorial check: a warning icon whose tooltip lists the reasons. It never blocks. */
export function EditorialWarning({ warnings }: { warnings: Warning[] }) {
  if (warnings.length === 0) return null
  const reasons = warnings.map((w) => w.message)
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          className="inline-flex size-6 shrink-0 items-center justify-center rounded text-amber-600 focus-visible:outline-2 focus-visible:outline-ring"
          aria-label={`${gen.row.warnings}: ${reasons.join('; ')}`}
          data-testid="editorial-warning"
        >
          <TriangleAlert aria-hidden="true" className="size-4" />
        </button>
      </TooltipTrigger>
      <TooltipContent>
        <p className="font-semibold">{gen.row.warnings}</p>
        <ul className="mt-1 list-disc pl-4">
          {reasons.map((r) => <li key={r}>{r}</li>)}
        </ul>
      </TooltipContent>
    </Tooltip>
  )
}
