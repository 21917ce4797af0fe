import { useState } from 'react'
import type { AssetItem } from '../../../../core/types'
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card'
import { ConfirmDialog } from '../../../ui/alert-dialog'
import { notify } from '../../../lib/toast'
import { savedListItems, type SavedList } from '../../../lib/saved-lists'
import { gen } from '../../../i18n/pt-BR/generators'
import { SavedListRow } from './saved-list-row'

/** Locally saved lists; shown only when any exist. */
export function SavedListsSection({ lists, onLoad, onRename, onRemove }: {
  lists: SavedList[]
  onLoad: (items: AssetItem[]) => void
  onRename: (id: string, name: string) => boolean
  onRemove: (id: string) => boolean
}) {
  const [deleting, setDeleting] = useState<SavedList | null>(null)
  if (lists.length === 0 && deleting === null) return null
  const t = gen.toasts
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>{gen.saved.title}</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y divide-border">
          {lists.map((list) => (
            <SavedListRow
              key={list.id}
              list={list}
              onLoad={() => {
                onLoad(savedListItems(list))
                notify.success(t.loaded(list.name))
              }}
              onRename={(name) => {
                if (onRename(list.id, name)) notify.success(t.renamed)
                else notify.error(t.storageError)
              }}
              onDelete={() => setDeleting(list)}
            />
          ))}
        </ul>
      </CardContent>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => { if (!open) setDeleting(null) }}
        title={gen.saved.deleteTitle}
        description={deleting ? gen.saved.deleteBody(deleting.name) : undefined}
        confirmLabel={gen.saved.deleteConfirm}
        destructive
        onConfirm={() => {
          if (deleting) onRemove(deleting.id)
          notify.error(t.deleted)
        }}
      />
    </Card>
  )
}
