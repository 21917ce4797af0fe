import { memo, useState } from 'react'
import { Check, Pencil, Trash2, X } from 'lucide-react'
import { checkItem } from '../../../../core/editorial'
import type { AssetType } from '../../../../core/types'
import { gen } from '../../../i18n/pt-BR/generators'
import { EditorialWarning } from './editorial-warning'
import { LengthCounter } from './length-counter'
import { RowButton } from './row-buttons'
import { itemLength, normaliseEdit } from './tool-config'

interface TextRowProps {
  tool: AssetType
  item: string
  index: number
  limit: number
  editable: boolean
  onEdit: (index: number, value: string) => void
  onRemove: (index: number) => void
}

/**
 * One string item: text, `len/limit`, editorial warning, edit (keywords) and delete. An edit is kept as
 * the list keeps items (normaliseEdit): a negative lowercased, a title cut at a whole word.
 */
export const TextRow = memo(function TextRow({ tool, item, index, limit, editable, onEdit, onRemove }: TextRowProps) {
  const [draft, setDraft] = useState<string | null>(null)
  const warnings = checkItem(tool, item)

  if (draft !== null) {
    const confirm = () => {
      const value = normaliseEdit(tool, draft)
      if (value !== '' && value !== item) onEdit(index, value)
      setDraft(null)
    }
    return (
      <div className="flex items-center gap-1 px-2 py-1" data-testid="result-row">
        <input
          autoFocus
          aria-label={gen.row.editLabel}
          value={draft}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') confirm()
            if (e.key === 'Escape') setDraft(null)
          }}
          className="h-8 min-w-0 flex-1 rounded border border-input bg-background px-2 text-sm"
        />
        <RowButton label={gen.row.confirm} onClick={confirm} reveal={false}><Check aria-hidden="true" /></RowButton>
        <RowButton label={gen.row.cancel} onClick={() => setDraft(null)} reveal={false}><X aria-hidden="true" /></RowButton>
      </div>
    )
  }

  return (
    <div className="group flex items-center gap-2 px-2 py-1.5 hover:bg-muted/60" data-testid="result-row">
      <span
        className="min-w-0 flex-1 break-words text-sm"
        onDoubleClick={editable ? () => setDraft(item) : undefined}
        data-testid="result-text"
      >
        {item}
      </span>
      <EditorialWarning warnings={warnings} />
      <LengthCounter length={itemLength(tool, item)} limit={limit} />
      {editable && (
        <RowButton label={gen.row.edit} onClick={() => setDraft(item)}><Pencil aria-hidden="true" /></RowButton>
      )}
      <RowButton label={gen.row.delete} onClick={() => onRemove(index)} className="hover:text-destructive">
        <Trash2 aria-hidden="true" />
      </RowButton>
    </div>
  )
})
