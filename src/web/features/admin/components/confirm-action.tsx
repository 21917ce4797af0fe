import { useState } from 'react'
import type { AdminAction, AdminUser } from '../../../../shared/admin'
import { admin as t } from '../../../i18n/pt-BR/admin'
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../../ui/alert-dialog'
import { Button } from '../../../ui/button'
import { afterAction, changes, stateOf } from '../format'

export type PendingAction = { user: AdminUser; action: AdminAction }

type ConfirmActionProps = {
  pending: PendingAction | null
  onClose: () => void
  /** Resolves when applied (the dialog closes); rejects to keep it open (the caller shows the toast). */
  onConfirm: (pending: PendingAction) => Promise<unknown>
}

/** The confirmation of one admin action: what will change, 'Plano: Básico → Pro'. */
export function ConfirmAction({ pending, onClose, onConfirm }: ConfirmActionProps) {
  const [busy, setBusy] = useState(false)
  const diff = pending ? changes(stateOf(pending.user), afterAction(stateOf(pending.user), pending.action, new Date())) : []

  async function confirm() {
    if (!pending || busy) return
    setBusy(true)
    try {
      await onConfirm(pending)
      onClose()
    } catch {
      // the caller's toast says why; the dialog stays open
    } finally {
      setBusy(false)
    }
  }

  return (
    <AlertDialog open={pending !== null} onOpenChange={(open) => { if (!open && !busy) onClose() }}>
      <AlertDialogContent>
        {pending && (
          <>
            <AlertDialogHeader>
              <AlertDialogTitle>{t.confirm.title(t.actions[pending.action])}</AlertDialogTitle>
              <AlertDialogDescription className="break-words">{t.confirm.description(pending.user.email)}</AlertDialogDescription>
            </AlertDialogHeader>
            {diff.length === 0 ? (
              <p className="text-sm">{t.confirm.nothing}</p>
            ) : (
              <ul className="grid gap-2 text-sm" data-testid="action-changes">
                {diff.map((c) => (
                  <li key={c.label} className="rounded-md bg-muted/50 px-3 py-2">
                    <span className="font-medium">{c.label}:</span> {c.before} → <strong>{c.after}</strong>
                  </li>
                ))}
              </ul>
            )}
            <AlertDialogFooter>
              <AlertDialogCancel asChild>
                <Button variant="outline" disabled={busy}>{t.confirm.cancel}</Button>
              </AlertDialogCancel>
              <Button loading={busy} onClick={() => void confirm()}>{t.confirm.confirm}</Button>
            </AlertDialogFooter>
          </>
        )}
      </AlertDialogContent>
    </AlertDialog>
  )
}
