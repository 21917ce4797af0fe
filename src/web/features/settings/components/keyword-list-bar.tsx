import { useState } from 'react'
import { Pencil, Plus, Trash2 } from 'lucide-react'
import type { KeywordTemplateList } from '../../../../core/types'
import { settings as t } from '../../../i18n/pt-BR/settings'
import { notify } from '../../../lib/toast'
import { ConfirmDialog } from '../../../ui/alert-dialog'
import { Button } from '../../../ui/button'
import { createList, deleteList, isDefaultList, renameList } from '../keyword-lists'
import { ListNameDialog } from './list-name-dialog'

type Props = {
  selected: KeywordTemplateList
  /** After a change: the key to select next. */
  onChanged: (selectKey: string) => void
}

/** Create, rename and delete custom keyword template lists. */
export function KeywordListBar({ selected, onChanged }: Props) {
  const [dialog, setDialog] = useState<'create' | 'rename' | 'delete' | null>(null)
  const close = (open: boolean) => { if (!open) setDialog(null) }

  return (
    <div className="flex flex-wrap gap-2">
      <Button variant="outline" size="sm" onClick={() => setDialog('create')}>
        <Plus aria-hidden="true" />
        {t.lists.create}
      </Button>
      <Button variant="outline" size="sm" onClick={() => setDialog('rename')}>
        <Pencil aria-hidden="true" />
        {t.lists.rename}
      </Button>
      <Button
        variant="outline"
        size="sm"
        className="text-destructive hover:text-destructive"
        onClick={() => {
          if (isDefaultList(selected.key)) notify.error(t.lists.cannotDeleteDefault)
          else setDialog('delete')
        }}
      >
        <Trash2 aria-hidden="true" />
        {t.lists.delete}
      </Button>

      <ListNameDialog
        open={dialog === 'create'}
        onOpenChange={close}
        title={t.lists.createTitle}
        description={t.lists.createBody}
        initialName=""
        submitLabel={t.lists.createSubmit}
        blankMessage={t.lists.nameRequired}
        onSubmit={(name) => {
          onChanged(createList(name, new Date()))
          notify.success(t.lists.created)
        }}
      />
      <ListNameDialog
        open={dialog === 'rename'}
        onOpenChange={close}
        title={t.lists.renameTitle}
        initialName={selected.name}
        submitLabel={t.lists.renameSubmit}
        blankMessage={t.lists.nameEmpty}
        onSubmit={(name) => {
          renameList(selected.key, name)
          onChanged(selected.key)
          notify.success(t.lists.renamed)
        }}
      />
      <ConfirmDialog
        open={dialog === 'delete'}
        onOpenChange={close}
        destructive
        title={t.lists.deleteConfirm.title}
        description={t.lists.deleteConfirm.body(selected.name)}
        confirmLabel={t.lists.deleteConfirm.confirm}
        onConfirm={() => {
          deleteList(selected.key)
          onChanged('nutra')
          notify.error(t.lists.deleted)
        }}
      />
    </div>
  )
}
