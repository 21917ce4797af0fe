import { useEffect, useRef } from 'react'
import { Columns3, X } from 'lucide-react'
import { COMPARE_MAX, COMPARE_MIN } from '../../../../core/campaigns/compare'
import { compare as t } from '../../../i18n/pt-BR/compare'
import { Button } from '../../../ui/button'

/**
 * The choice of campaigns to compare on /saved-campaigns: how many are chosen, what is missing
 * (announced as it changes), 'Comparar selecionadas' once two or three are, and 'Cancelar'.
 * Takes the focus when it opens, so a keyboard user lands next to the checkboxes it talks about.
 */
export function CompareBar({ count, available, onGo, onCancel }: {
  count: number
  /** How many campaigns the user has: fewer than two cannot be compared. */
  available: number
  onGo: () => void
  onCancel: () => void
}) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  const ok = count >= COMPARE_MIN && count <= COMPARE_MAX
  const hint = available < COMPARE_MIN ? t.select.hintNotEnough : count > COMPARE_MAX ? t.select.hintMany : count < COMPARE_MIN ? t.select.hintFew : ''
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="region"
      aria-label={t.select.toolbarLabel}
      data-testid="compare-bar"
      className="sticky top-2 z-10 mb-4 flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg border border-primary bg-card p-3 shadow-sm focus-visible:outline-2 focus-visible:outline-ring"
    >
      <div className="min-w-0 flex-1 basis-56 text-sm" aria-live="polite">
        <p className="font-medium">{t.select.count(count)}</p>
        {hint && <p className={count > COMPARE_MAX ? 'text-destructive-hover' : 'text-muted-foreground'} data-testid="compare-hint">{hint}</p>}
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={onCancel}>
          <X aria-hidden="true" />
          {t.select.cancel}
        </Button>
        <Button onClick={onGo} disabled={!ok}>
          <Columns3 aria-hidden="true" />
          {t.select.go}
        </Button>
      </div>
    </div>
  )
}
