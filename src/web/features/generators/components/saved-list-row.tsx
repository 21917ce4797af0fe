import { useState } from 'react'
import { Check, Pencil, Trash2, X } from 'lucide-react'
import { Button } from '../../../ui/button'
import { Input } from '../../../ui/input'
import { savedListItems, type SavedList } from '../../../lib/saved-lists'
import { gen } from '../../../i18n/pt-BR/generators'

/** A saved list, viewing or renaming inline (SPEC §4). */
export function SavedListRow({ list, onLoad, onRename, onDelete }: {
  list: SavedList
  onLoad: () => void
  onRename: (name: string) => void
  onDelete: () => void
}) {
  const [draft, setDraft] = useState<string | null>(null)
  const t = gen.saved
  const confirm = () => {
    if (draft !== null && draft.trim() !== '') onRename(draft.trim())
    setDraft(null)
  }
  return (
    <li className="flex flex-wrap items-center gap-2 py-2" data-testid="saved-list">
      {draft === null ? (
        <div className="min-w-0 flex-1 basis-40">
          <p className="truncate text-sm font-medium">{list.name}</p>
          <p className="text-xs text-muted-foreground">{t.items(savedListItems(list).length)}</p>
        </div>
      ) : (
        <div className="flex min-w-0 flex-1 basis-40 items-center gap-1">
          <Input
            autoFocus
            aria-label={t.renameLabel}
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') confirm()
              if (e.key === 'Escape') setDraft(null)
            }}
            className="h-9"
          />
          <Button size="icon" variant="ghost" aria-label={t.confirmRename} onClick={confirm}><Check aria-hidden="true" /></Button>
          <Button size="icon" variant="ghost" aria-label={t.cancelRename} onClick={() => setDraft(null)}><X aria-hidden="true" /></Button>
        </div>
      )}
      {draft === null && (
        <div className="flex items-center gap-1">
          <Button size="sm" variant="outline" onClick={onLoad}>{t.load}</Button>
          <Button size="icon" variant="ghost" aria-label={t.rename} title={t.rename} onClick={() => setDraft(list.name)}>
            <Pencil aria-hidden="true" />
          </Button>
          <Button size="icon" variant="ghost" aria-label={t.delete} title={t.delete} onClick={onDelete} className="hover:text-destructive">
            <Trash2 aria-hidden="true" />
          </Button>
        </div>
      )}
    </li>
  )
}
