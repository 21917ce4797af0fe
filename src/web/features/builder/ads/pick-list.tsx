import { useId, useMemo, useState } from 'react'
import { sameText } from '../../../../core/campaigns/editor-content'
import { Badge } from '../../../ui/badge'
import { Checkbox } from '../../../ui/checkbox'
import { Input } from '../../../ui/input'
import { Label } from '../../../ui/label'
import { builderAds } from '../../../i18n/pt-BR/builder-ads'

export interface PickItem {
  text: string
  /** Extra line under the text (a sitelink's descriptions). */
  detail?: string
  /** Why it cannot be picked (too long), or undefined. */
  disabledReason?: string
}

interface PickListProps {
  /** The search box's label. */
  searchLabel: string
  items: readonly PickItem[]
  picked: (text: string) => boolean
  onToggle: (text: string, pick: boolean) => void
  /** False when the target is full: unpicked items are disabled. */
  canPick: boolean
  /** The mark of a picked row: 'No anúncio' by default. */
  pickedLabel?: string
  /** Rows drawn at most (the rest by searching). */
  max?: number
}

const fold = (s: string) => sameText(s).normalize('NFD').replace(/[\u0300-\u036f]/g, '')

/** A searchable checklist of the campaign's texts, each marked when it is already in the plan. */
export function PickList({ searchLabel, items, picked, onToggle, canPick, pickedLabel = builderAds.pick.inAd, max = 50 }: PickListProps) {
  const id = useId()
  const [query, setQuery] = useState('')
  const t = builderAds.pick
  const matches = useMemo(() => {
    const q = fold(query)
    return q === '' ? items : items.filter((i) => fold(i.text).includes(q))
  }, [items, query])
  const shown = matches.slice(0, max)
  return (
    <div className="space-y-2">
      <Label htmlFor={`${id}-q`} className="sr-only">{searchLabel}</Label>
      <Input id={`${id}-q`} type="search" value={query} placeholder={searchLabel} onChange={(e) => setQuery(e.target.value)} />
      {shown.length === 0 && <p className="text-sm text-muted-foreground">{t.noMatch}</p>}
      <ul className="max-h-72 divide-y overflow-y-auto rounded-md border">
        {shown.map((item, i) => {
          const on = picked(item.text)
          const disabled = !on && (!canPick || item.disabledReason !== undefined)
          const rowId = `${id}-${i}`
          return (
            <li key={item.text} className="flex items-start gap-2 px-3 py-2">
              <Checkbox
                id={rowId}
                checked={on}
                disabled={disabled}
                onCheckedChange={(v) => onToggle(item.text, v === true)}
                className="mt-0.5"
              />
              <label htmlFor={rowId} className="min-w-0 flex-1 break-words text-sm">
                {item.text}
                {item.detail && <span className="block text-xs text-muted-foreground">{item.detail}</span>}
                {item.disabledReason && <span className="block text-xs text-destructive">{item.disabledReason}</span>}
              </label>
              {on && <Badge variant="secondary">{pickedLabel}</Badge>}
            </li>
          )
        })}
      </ul>
      {matches.length > shown.length && <p className="text-xs text-muted-foreground">{t.showing(shown.length, matches.length)}</p>}
    </div>
  )
}
