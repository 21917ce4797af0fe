import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react'
import { checkItem } from '../../../../core/editorial'
import type { PlanAd } from '../../../../shared/plan'
import { Button } from '../../../ui/button'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../ui/select'
import { builderAds } from '../../../i18n/pt-BR/builder-ads'
import { KIND_LIMIT, textProblem, type TextKind } from './ad-edits'
import { CountedField } from './counted-field'
import { EditorialNotes } from './editorial-notes'

interface TextItemRowProps {
  ad: PlanAd
  kind: TextKind
  index: number
  issues: readonly string[]
  onEdit: (index: number, text: string) => void
  onPin: (index: number, pin: number | null) => void
  onMove: (from: number, to: number) => void
  onRemove: (index: number) => void
}

const ANY = 'any'

/** One headline or description of an ad: its text with a counter, its pin, up, down and remove (beside the text when the row is wide enough). */
export function TextItemRow({ ad, kind, index, issues, onEdit, onPin, onMove, onRemove }: TextItemRowProps) {
  const t = builderAds.texts[kind]
  const item = ad[kind][index]
  const n = index + 1
  const last = ad[kind].length - 1
  return (
    <li className="@container space-y-1 rounded-md border p-2 sm:p-3" data-testid={`${kind}-row`}>
      <div className="flex flex-col gap-2 @lg:flex-row @lg:items-start">
        <CountedField
          className="@lg:flex-1"
          label={t.item(n)}
          value={item.text}
          limit={KIND_LIMIT[kind]}
          problem={(v) => textProblem(ad, kind, v, index)}
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
            <Button type="button" variant="ghost" size="icon" className="size-9" aria-label={t.down(n)} disabled={index === last} onClick={() => onMove(index, index + 1)}>
              <ArrowDown aria-hidden="true" />
            </Button>
            <Button type="button" variant="ghost" size="icon" className="size-9 hover:text-destructive" aria-label={t.remove(n)} onClick={() => onRemove(index)}>
              <Trash2 aria-hidden="true" />
            </Button>
          </div>
        </div>
      </div>
      <EditorialNotes warnings={checkItem(kind === 'headlines' ? 'titles' : 'descriptions', item.text)} />
    </li>
  )
}
