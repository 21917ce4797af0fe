import { useCallback, useMemo, useRef } from 'react'
import { charCount } from '../../../../core/limits'
import { sameText } from '../../../../core/campaigns/editor-content'
import type { PlanAd } from '../../../../shared/plan'
import { builderAds } from '../../../i18n/pt-BR/builder-ads'
import { KIND_LIMIT, KIND_MAX, textProblem, type TextKind } from './ad-edits'
import { FieldIssues } from './field-issues'
import { NewTextForm } from './new-text-form'
import { PickList, type PickItem } from './pick-list'
import { issuesAt, type PlanIssue } from './plan-issues'
import { TextItemRow } from './text-item-row'
import { PickerDetails } from '../components/picker-details'

interface TextListProps {
  ad: PlanAd
  kind: TextKind
  /** The ad's path in the plan, for its issues. */
  path: readonly PropertyKey[]
  issues: readonly PlanIssue[]
  /** The campaign's distinct texts of this kind. */
  campaignTexts: readonly string[]
  onAdd: (text: string) => void
  onEdit: (index: number, text: string) => void
  onRemoveValue: (text: string) => void
  onRemove: (index: number) => void
  onPin: (index: number, pin: number | null) => void
  onMove: (from: number, to: number) => void
}

/** The headlines (or descriptions) of an ad: each one editable, a new one, and the campaign's to pick from. */
export function TextList({ ad, kind, path, issues, campaignTexts, onAdd, onEdit, onRemoveValue, onRemove, onPin, onMove }: TextListProps) {
  const t = builderAds.texts[kind]
  const items = ad[kind]
  const full = items.length >= KIND_MAX[kind]
  const inAd = useMemo(() => new Set(items.map((x) => sameText(x.text))), [items])
  const pickItems = useMemo<PickItem[]>(
    () => campaignTexts.map((text) => ({ text, disabledReason: charCount(text) > KIND_LIMIT[kind] ? builderAds.pick.tooLong(KIND_LIMIT[kind]) : undefined })),
    [campaignTexts, kind],
  )
  // The rows check a typed text against the ad as it is now, through a function that stays the same.
  const latest = useRef(ad)
  latest.current = ad
  const problemAt = useCallback((index: number, text: string) => textProblem(latest.current, kind, text, index), [kind])
  const headingId = `${path.join('-')}-${kind}`
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 id={headingId} className="font-semibold">{t.section}</h4>
        <span className="text-sm text-muted-foreground" data-testid={`${kind}-count`}>{t.countHint(items.length)}</span>
      </div>
      <FieldIssues messages={issuesAt(issues, [...path, kind])} />
      {items.length > 0 && (
        <ol className="space-y-2">
          {items.map((item, i) => (
            <TextItemRow
              key={i}
              item={item}
              kind={kind}
              index={i}
              last={i === items.length - 1}
              problemAt={problemAt}
              issues={issuesAt(issues, [...path, kind, i], true)}
              onEdit={onEdit}
              onPin={onPin}
              onMove={onMove}
              onRemove={onRemove}
            />
          ))}
        </ol>
      )}
      <NewTextForm
        label={t.newLabel}
        buttonLabel={t.add}
        placeholder={t.newPlaceholder}
        limit={KIND_LIMIT[kind]}
        problem={(v) => textProblem(ad, kind, v)}
        onAdd={onAdd}
      />
      <PickerDetails summary={<>{t.pick} ({campaignTexts.length})</>}>
        <div className="mt-2">
          {campaignTexts.length === 0 ? (
            <p className="text-sm text-muted-foreground">{t.none}</p>
          ) : (
            <PickList
              searchLabel={t.search}
              items={pickItems}
              picked={(text) => inAd.has(sameText(text))}
              onToggle={(text, pick) => (pick ? onAdd(text) : onRemoveValue(text))}
              canPick={!full}
            />
          )}
        </div>
      </PickerDetails>
    </section>
  )
}
