import { memo } from 'react'
import { Trash2 } from 'lucide-react'
import { checkItem } from '../../../../core/editorial'
import { SITELINK_LIMITS, charCount } from '../../../../core/limits'
import type { Sitelink } from '../../../../core/types'
import { gen } from '../../../i18n/pt-BR/generators'
import { EditorialWarning } from './editorial-warning'
import { LengthCounter } from './length-counter'
import { RowButton } from './row-buttons'

const PARTS = ['text', 'desc1', 'desc2'] as const

/** A sitelink: its three parts, each with its own counter (25/35/35). */
export const SitelinkRow = memo(function SitelinkRow({ item, index, onRemove }: {
  item: Sitelink
  index: number
  onRemove: (index: number) => void
}) {
  return (
    <div className="group flex items-start gap-2 px-2 py-2 hover:bg-muted/60" data-testid="result-row">
      <div className="min-w-0 flex-1 space-y-0.5">
        {PARTS.map((part) => (
          <div key={part} className="flex items-center gap-2">
            <span className={part === 'text' ? 'min-w-0 flex-1 break-words text-sm font-medium' : 'min-w-0 flex-1 break-words text-xs text-muted-foreground'}>
              {item[part]}
            </span>
            <LengthCounter length={charCount(item[part])} limit={SITELINK_LIMITS[part]} />
          </div>
        ))}
      </div>
      <EditorialWarning warnings={checkItem('sitelinks', item)} />
      <RowButton label={gen.row.delete} onClick={() => onRemove(index)} className="hover:text-destructive">
        <Trash2 aria-hidden="true" />
      </RowButton>
    </div>
  )
})
