import { useState } from 'react'
import { RotateCcw, X } from 'lucide-react'
import type { CrossNegatives } from '../../../../core/builder/cross-negatives'
import type { CampaignPlan } from '../../../../shared/plan'
import { builder } from '../../../i18n/pt-BR/builder'
import { Button } from '../../../ui/button'
import { removeCrossNegative, restoreCrossNegative } from './group-ops'

const t = builder.groups
/** Long lists show this many until asked for all. */
const SHOWN = 24

/** The cross negatives one group gets (each removable) and those removed (each restorable). */
export function CrossNegativesPanel({ groupIndex: gi, groupName, cross, update }: {
  groupIndex: number
  groupName: string
  cross: CrossNegatives
  update: (change: (p: CampaignPlan) => CampaignPlan) => void
}) {
  const [all, setAll] = useState(false)
  const shown = all ? cross.added : cross.added.slice(0, SHOWN)
  return (
    <section aria-labelledby={`cross-${gi}-title`} className="grid gap-2 rounded-md border border-border p-3" data-testid="cross-negatives">
      <h4 id={`cross-${gi}-title`} className="text-sm font-semibold">{t.crossOf(groupName)} ({cross.added.length.toLocaleString('pt-BR')})</h4>
      {cross.added.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.crossNone}</p>
      ) : (
        <ul className="flex flex-wrap gap-1.5">
          {shown.map((n) => (
            <li key={n} className="inline-flex items-center gap-1 rounded-full border border-border bg-card py-0.5 pl-2.5 pr-0.5 text-sm">
              <span className="break-all">{n}</span>
              <Button variant="ghost" size="icon" className="size-7" aria-label={t.crossRemove(n)} onClick={() => update((p) => removeCrossNegative(p, gi, n))}>
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {shown.length < cross.added.length && (
        <Button variant="link" size="sm" className="justify-self-start px-0" onClick={() => setAll(true)}>{builder.review.showAll(cross.added.length)}</Button>
      )}
      {cross.removed.length > 0 && (
        <div className="grid gap-1.5">
          <h5 className="text-sm font-medium text-muted-foreground">{t.crossRemoved} ({cross.removed.length})</h5>
          <ul className="flex flex-wrap gap-1.5">
            {cross.removed.map((n) => (
              <li key={n}>
                <Button variant="outline" size="sm" className="h-8" onClick={() => update((p) => restoreCrossNegative(p, gi, n))} aria-label={t.crossRestore(n)}>
                  <RotateCcw aria-hidden="true" /><span className="line-through">{n}</span>
                </Button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  )
}
