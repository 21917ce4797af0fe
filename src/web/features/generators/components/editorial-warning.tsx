import { TriangleAlert } from 'lucide-react'
import type { EditorialWarning as Warning } from '../../../../core/editorial'
import { Tooltip, TooltipContent, TooltipTrigger } from '../../../ui/tooltip'
import { gen } from '../../../i18n/pt-BR/generators'

/** Label of the suggested fix under each reason (candidate for gen.row when that file is free to edit). */
const FIX_LABEL = 'Sugestão'

/** Google's editorial check: a warning icon whose tooltip lists the reasons, each with its suggested fix. It never blocks. */
export function EditorialWarning({ warnings }: { warnings: Warning[] }) {
  if (warnings.length === 0) return null
  const spoken = warnings.map((w) => `${w.message}. ${FIX_LABEL}: ${w.fix}`)
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          className="inline-flex size-6 shrink-0 items-center justify-center rounded text-amber-600 focus-visible:outline-2 focus-visible:outline-ring"
          aria-label={`${gen.row.warnings}: ${spoken.join('; ')}`}
          data-testid="editorial-warning"
        >
          <TriangleAlert aria-hidden="true" className="size-4" />
        </button>
      </TooltipTrigger>
      <TooltipContent>
        <p className="font-semibold">{gen.row.warnings}</p>
        <ul className="mt-1 list-disc space-y-1 pl-4">
          {warnings.map((w, i) => (
            <li key={i}>
              {w.message}
              <span className="block text-slate-300">
                <span className="font-medium text-slate-200">{FIX_LABEL}:</span> {w.fix}
              </span>
            </li>
          ))}
        </ul>
      </TooltipContent>
    </Tooltip>
  )
}
