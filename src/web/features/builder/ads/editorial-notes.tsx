import { TriangleAlert } from 'lucide-react'
import type { EditorialWarning } from '../../../../core/editorial'
import { builderAds } from '../../../i18n/pt-BR/builder-ads'

/** Google's editorial warnings for one text, each with its suggested fix. They never block. */
export function EditorialNotes({ warnings }: { warnings: readonly EditorialWarning[] }) {
  if (warnings.length === 0) return null
  const t = builderAds.editorial
  return (
    <ul className="space-y-1 text-xs text-amber-800" data-testid="editorial-warning">
      {warnings.map((w, i) => (
        <li key={i} className="flex gap-1.5">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          <span>
            <span className="sr-only">{t.warning}: </span>
            {w.message}. <span className="font-medium">{t.fix}:</span> {w.fix}
          </span>
        </li>
      ))}
    </ul>
  )
}
