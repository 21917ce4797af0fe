import { useRef, useState, type ChangeEvent } from 'react'
import { Copy, Download, ListPlus, Save, Upload } from 'lucide-react'
import { ASSET_LABELS, defaultListName, exportFileName, listToClipboard, listToTxt } from '../../../../core/exporters/txt'
import type { AssetItem, AssetType } from '../../../../core/types'
import type { SavedList } from '../../../lib/saved-lists'
import { plans } from '../../../i18n/pt-BR/plans'
import { Button } from '../../../ui/button'
import { SaveToCampaignMenu } from '../../../ui/save-to-campaign-menu'
import { notify } from '../../../lib/toast'
import { gen, toolTexts } from '../../../i18n/pt-BR/generators'
import { AddManualDialog } from './add-manual-dialog'
import { downloadText, readTxtFile } from './file-io'
import { ListLimitDialog } from './list-limit-dialog'
import { SaveListDialog } from './save-list-dialog'
import { parseForTool } from './tool-config'

interface ListActionsProps {
  tool: AssetType
  items: AssetItem[]
  onImport: (items: AssetItem[]) => void
  onAdd: (items: AssetItem[]) => void
  onSaveLocal: (name: string) => boolean
  /** Set when the plan's saved-list limit is reached: saving explains it instead of asking a name. */
  localListLimit?: LocalListLimit | null
}

export interface LocalListLimit {
  lists: SavedList[]
  /** Saves the current items over that list. */
  onReplace: (id: string) => boolean
}

/** Copy, export TXT, import TXT, add manually, save local list, save to campaign (SPEC §2). */
export function ListActions({ tool, items, onImport, onAdd, onSaveLocal, localListLimit = null }: ListActionsProps) {
  const fileRef = useRef<HTMLInputElement>(null)
  const [adding, setAdding] = useState(false)
  const [saveName, setSaveName] = useState<string | null>(null)
  const [limitOpen, setLimitOpen] = useState(false)
  const t = gen.toasts
  const a = gen.actions

  /** Copy, export and save local need a list: 'Lista vazia' otherwise. */
  const whenFilled = (action: () => void) => () => (items.length === 0 ? notify.error(t.emptyList) : action())

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(listToClipboard(tool, items))
      notify.success(t.copied)
    } catch (err) {
      notify.error(t.copyError, err instanceof Error ? err.message : undefined)
    }
  }

  const importFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0]
    e.target.value = ''
    if (!file) return
    try {
      onImport(parseForTool(tool, await readTxtFile(file)))
      notify.success(t.imported)
    } catch (err) {
      notify.error(t.importError, err instanceof Error ? err.message : String(err))
    }
  }

  return (
    <div role="group" aria-label={a.label} className="flex flex-wrap gap-2">
      <Button size="sm" variant="outline" onClick={whenFilled(() => void copy())}><Copy aria-hidden="true" />{a.copy}</Button>
      <Button size="sm" variant="outline" onClick={whenFilled(() => downloadText(exportFileName(tool, new Date()), listToTxt(tool, items)))}>
        <Download aria-hidden="true" />{a.export}
      </Button>
      <Button size="sm" variant="outline" onClick={() => fileRef.current?.click()}><Upload aria-hidden="true" />{a.import}</Button>
      <input ref={fileRef} type="file" accept=".txt" className="sr-only" tabIndex={-1} aria-hidden="true" onChange={(e) => void importFile(e)} data-testid="import-input" />
      <Button size="sm" variant="outline" onClick={() => setAdding(true)}><ListPlus aria-hidden="true" />{a.add}</Button>
      <Button size="sm" variant="outline" onClick={whenFilled(() => (localListLimit ? setLimitOpen(true) : setSaveName(defaultListName(tool, new Date()))))}>
        <Save aria-hidden="true" />{a.saveLocal}
      </Button>
      <SaveToCampaignMenu assetType={tool} items={items} toolName={ASSET_LABELS[tool].toLowerCase()} className="h-9 px-3" />
      <AddManualDialog open={adding} onOpenChange={setAdding} placeholder={toolTexts[tool].placeholder} onAdd={(text) => onAdd(parseForTool(tool, text))} />
      <ListLimitDialog
        open={limitOpen && localListLimit !== null}
        tool={tool}
        lists={localListLimit?.lists ?? []}
        onOpenChange={setLimitOpen}
        onReplace={(list) => {
          setLimitOpen(false)
          if (localListLimit?.onReplace(list.id)) notify.success(plans.listLimit.replaced(list.name))
          else notify.error(t.storageError)
        }}
      />
      <SaveListDialog
        defaultName={saveName}
        onOpenChange={(open) => { if (!open) setSaveName(null) }}
        onSave={(name) => {
          setSaveName(null)
          if (onSaveLocal(name)) notify.success(t.saved)
          else notify.error(t.storageError)
        }}
      />
    </div>
  )
}
