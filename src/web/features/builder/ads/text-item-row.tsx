import { memo, useMemo } from 'react'
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react'
import { checkItem } from '../../../../core/editorial'
import type { PlanDescription, PlanHeadline } from '../../../../shared/plan'
import { Button } from '../../../ui/button'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../ui/select'
import { builderAds } from '../../../i18n/pt-BR/builder-ads'
import { KIND_LIMIT, type TextKind } from './ad-edits'
import { CountedField } from './counted-field'
import { EditorialNotes } from './editorial-notes'

interface TextItemRowProps {
  item: PlanHeadline | PlanDescription
  kind: TextKind
  index: number
  /** Whether it is the list's last (no 'Descer'). */
  last: boolean
  /** Why a typed text cannot replace this one (the ad as it is now), or null. */
  problemAt: (index: number, text: string) => string | null
  issues: readonly string[]
  onEdit: (index: number, text: string) => void
  onPin: (index: number, pin: number | null) => void
  onMove: (from: number, to: number) => void
  onRemove: (index: number) => void
}

const ANY = 'any'

const sameList = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x, i) => x === b[i])

/**
 * One headline or description of an ad: its text with a counter, its pin, up, down and remove (beside the
 * text when the row is wide enough). Memoised: typing in one row does not render the others again (the
 * handlers and problemAt are stable, the issues compared by content).
 */
export const TextItemRow = memo(function TextItemRow({ item, kind, index, last, problemAt, issues, onEdit, onPin, onMove, onRemove }: TextItemRowProps) {
  const t = builderAds.texts[kind]
  const n = index + 1
  const warnings = useMemo(() => checkItem(kind === 'headlines' ? 'titles' : 'descriptions', item.text), [kind, item.text])
  return (
    <li className="@container space-y-1 rounded-md border p-2 sm:p-3" data-testid={`${kind}-row`}>
      <div className="flex flex-col gap-2 @lg:flex-row @lg:items-start">
        <CountedField
          className="@lg:flex-1"
          label={t.item(n)}
          value={item.text}
          limit={KIND_LIMIT[kind]}
          problem={(v) => problemAt(index, v)}
          onCommit={(v) => onEdit(index, v)}
          issues={issues}
        />
        <div className="flex items-center gap-1 @lg:mt-5">
          <Select value={item.pin === null ? ANY : String(item.pin)} onValueChange={(v) => onPin(index, v === ANY ? null : Number(v))}>
            <SelectTrigger aria-label={t.pin(n)} className="h-10 min-w-0 max-w-56 flex-1 @lg:w-44 @lg:flex-none">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {t.pinOptions.map((label, p) => (
                <SelectItem key={label} value={p === 0 ? ANY : String(p)}>{label}</SelectItem>
              ))}
            </SelectContent>
          </Select>
          <div className="ml-auto flex gap-1 @lg:ml-0">
            <Button type="button" variant="ghost" size="icon" className="size-9" aria-label={t.up(n)} disabled={index === 0} onClick={() => onMove(index, index - 1)}>
              <ArrowUp aria-hidden="true" />
            </Button>
            <Button type="button" variant="ghost" size="icon" className="size-9" aria-label={t.down(n)} disabled={last} onClick={() => onMove(index, index + 1)}>
              <ArrowDown aria-hidden="true" />
            </Button>
            <Button type="button" variant="ghost" size="icon" className="size-9 hover:text-destructive" aria-label={t.remove(n)} onClick={() => onRemove(index)}>
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        </div>
      </div>
      <EditorialNotes warnings={warnings} />
    </li>
  )
}, (a, b) => a.item === b.item && a.kind === b.kind && a.index === b.index && a.last === b.last && a.problemAt === b.problemAt
  && a.onEdit === b.onEdit && a.onPin === b.onPin && a.onMove === b.onMove && a.onRemove === b.onRemove && sameList(a.issues, b.issues))
