import { Check } from 'lucide-react'
import { tools as t } from '../../../i18n/pt-BR/tools'

/** A tool's features as a checked list, named after the tool (catalogue card and locked state). */
export function FeatureList({ title, features }: { title: string; features: readonly string[] }) {
  return (
    <ul className="grid gap-1.5 text-sm" aria-label={t.featuresLabel(title)}>
      {features.map((f) => (
        <li key={f} className="flex gap-2">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
          <span>{f}</span>
        </li>
      ))}
    </ul>
  )
}
