import { builder as t } from '../../../i18n/pt-BR/builder'
import { Button } from '../../../ui/button'
import {
  AlertDialog, AlertDialogContent, AlertDialogDescription, AlertDialogFooter, AlertDialogHeader, AlertDialogTitle,
} from '../../../ui/alert-dialog'
import type { PlanAnswer } from '../plan-api'

/** A 409: the plan was saved elsewhere meanwhile. The user chooses which version stays (no way around it). */
export function ConflictDialog({ newer, onTakeNewer, onKeepMine }: { newer: PlanAnswer | null; onTakeNewer: () => void; onKeepMine: () => void }) {
  const groups = newer?.plan?.ad_groups ?? []
  const keywords = groups.reduce((n, g) => n + g.keywords.length, 0)
  return (
    <AlertDialog open={newer !== null} onOpenChange={() => undefined}>
      <AlertDialogContent data-testid="conflict-dialog">
        <AlertDialogHeader>
          <AlertDialogTitle>{t.save.conflict.title}</AlertDialogTitle>
          <AlertDialogDescription>{t.save.conflict.description}</AlertDialogDescription>
        </AlertDialogHeader>
        <p className="text-sm">{t.save.conflict.summary(groups.length, keywords)}</p>
        <AlertDialogFooter>
          <Button variant="outline" onClick={onKeepMine}>{t.save.conflict.keepMine}</Button>
          <Button onClick={onTakeNewer}>{t.save.conflict.useNewer}</Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
