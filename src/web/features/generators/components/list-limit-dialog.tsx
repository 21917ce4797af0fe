import { Link } from '../../../ui/link'
import { Lock, Replace } from 'lucide-react'
import { ASSET_LABELS } from '../../../../core/exporters/txt'
import type { AssetType } from '../../../../core/types'
import { plans } from '../../../i18n/pt-BR/plans'
import type { SavedList } from '../../../lib/saved-lists'
import { Button } from '../../../ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../ui/dialog'

/**
 * The plan's saved-list limit is reached (Básico: 1 per kind): explains it, offers to save over the list
 * already kept, and the upgrade ('Ver Planos').
 */
export function ListLimitDialog({ open, tool, lists, onOpenChange, onReplace }: {
  open: boolean
  tool: AssetType
  lists: SavedList[]
  onOpenChange: (open: boolean) => void
  onReplace: (list: SavedList) => void
}) {
  const t = plans.listLimit
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={t.close}>
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2"><Lock aria-hidden="true" className="size-5 text-primary" />{t.title}</DialogTitle>
          <DialogDescription>{t.body(ASSET_LABELS[tool])}</DialogDescription>
        </DialogHeader>
        {lists.length > 0 && (
          <ul className="grid gap-2">
            {lists.map((list) => (
              <li key={list.id}>
                <Button variant="outline" className="h-auto w-full justify-start whitespace-normal py-2 text-left" onClick={() => onReplace(list)}>
                  <Replace aria-hidden="true" />
                  <span className="min-w-0 break-words">{t.replace(list.name)}</span>
                </Button>
              </li>
            ))}
          </ul>
        )}
        <DialogFooter>
          <Button variant="outline" onClick={() => onOpenChange(false)}>{t.close}</Button>
          <Button asChild><Link to="/pricing">{plans.seePlans}</Link></Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
