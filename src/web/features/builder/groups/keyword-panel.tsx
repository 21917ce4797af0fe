import { useCallback, useState } from 'react'
import { ArrowRightLeft, Scissors, Trash2 } from 'lucide-react'
import type { MatchType } from '../../../../core/types'
import type { CampaignPlan } from '../../../../shared/plan'
import { builder } from '../../../i18n/pt-BR/builder'
import { notify } from '../../../lib/toast'
import { Button } from '../../../ui/button'
import { Checkbox } from '../../../ui/checkbox'
import { Label } from '../../../ui/label'
import { AddKeywords } from './add-keywords'
import { moveKeywords, removeKeywords, setMatchType, splitGroup } from './group-ops'
import { KeywordList } from './keyword-list'

const t = builder.groups
const nativeSelect = 'h-9 min-w-0 rounded-md border border-input bg-background px-2 text-sm'

interface KeywordPanelProps {
  plan: CampaignPlan
  groupIndex: number
  update: (change: (p: CampaignPlan) => CampaignPlan) => void
  errorOf: (path: string) => string | undefined
}

/** A group's keywords: select some to split, move, remove or change their match type; add more by hand. */
export function KeywordPanel({ plan, groupIndex: gi, update, errorOf }: KeywordPanelProps) {
  const group = plan.ad_groups[gi]
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set())
  const [target, setTarget] = useState('')
  const count = selected.size
  const all = count > 0 && count === group.keywords.length

  const onToggle = useCallback((i: number, on: boolean) => setSelected((s) => {
    const next = new Set(s)
    if (on) next.add(i)
    else next.delete(i)
    return next
  }), [])
  const onMatch = useCallback((i: number, type: MatchType) => update((p) => setMatchType(p, gi, new Set([i]), type)), [gi, update])
  const errorOfKeyword = useCallback((i: number) => errorOf(`ad_groups.${gi}.keywords.${i}`), [errorOf, gi])

  const apply = (change: (p: CampaignPlan) => CampaignPlan) => {
    update(change)
    setSelected(new Set())
  }
  const move = () => {
    const to = Number(target)
    if (target === '' || !plan.ad_groups[to]) return
    apply((p) => moveKeywords(p, gi, selected, to))
    notify.success(t.moved(count, plan.ad_groups[to].name))
    setTarget('')
  }

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-sm font-semibold">{t.keywords} ({group.keywords.length.toLocaleString('pt-BR')})</h4>
        {group.keywords.length > 0 && (
          <div className="flex items-center gap-2">
            <Checkbox id={`group-${gi}-all`} checked={all ? true : count > 0 ? 'indeterminate' : false}
              onCheckedChange={(v) => setSelected(v === true ? new Set(group.keywords.map((_, i) => i)) : new Set())} />
            <Label htmlFor={`group-${gi}-all`}>{t.selectAll}</Label>
          </div>
        )}
      </div>
      {count > 0 && (
        <div className="grid gap-2 rounded-md border border-border bg-muted/40 p-3" role="group" aria-label={t.selected(count)} data-testid="keyword-actions">
          <p className="text-sm font-medium" aria-live="polite">{t.selected(count)}</p>
          <div className="flex flex-wrap items-center gap-2">
            <select aria-label={t.setMatch} value="" className={nativeSelect}
              onChange={(e) => { if (e.target.value) apply((p) => setMatchType(p, gi, selected, e.target.value as MatchType)) }}>
              <option value="">{t.setMatch}</option>
              <option value="exact">{t.matchTypes.exact}</option>
              <option value="phrase">{t.matchTypes.phrase}</option>
              <option value="broad">{t.matchTypes.broad}</option>
            </select>
            <Button size="sm" variant="outline" onClick={() => apply((p) => splitGroup(p, gi, selected, `${group.name} 2`))}>
              <Scissors aria-hidden="true" />{t.split}
            </Button>
            <Button size="sm" variant="outline" onClick={() => apply((p) => removeKeywords(p, gi, selected))}>
              <Trash2 aria-hidden="true" />{t.removeKeywords}
            </Button>
          </div>
          {plan.ad_groups.length > 1 && (
            <div className="flex flex-wrap items-center gap-2">
              <select aria-label={t.moveTo} value={target} onChange={(e) => setTarget(e.target.value)} className={nativeSelect}>
                <option value="">{t.moveToPlaceholder}</option>
                {plan.ad_groups.map((g, i) => (i === gi ? null : <option key={i} value={i}>{g.name || t.newGroupName(i + 1)}</option>))}
              </select>
              <Button size="sm" variant="outline" disabled={target === ''} onClick={move}>
                <ArrowRightLeft aria-hidden="true" />{t.move}
              </Button>
            </div>
          )}
        </div>
      )}
      {group.keywords.length === 0 ? (
        <p className="rounded-md border border-dashed border-border p-4 text-sm text-muted-foreground">{t.noKeywords}</p>
      ) : (
        <KeywordList groupIndex={gi} keywords={group.keywords} selected={selected} onToggle={onToggle} onMatch={onMatch} errorOf={errorOfKeyword} />
      )}
      <AddKeywords plan={plan} groupIndex={gi} update={update} />
    </div>
  )
}
