import { useState, type ComponentProps, type ReactNode } from 'react'
import type { ContentProps } from './alert-dialog-impl'
import { Button } from './button'
import { DialogFooter, DialogHeader } from './dialog'
import { lazyModule } from './lazy'
import { createLiteOverlay } from './lite'

/** Radix AlertDialog (./alert-dialog-impl) loads when one first opens, or when the browser is idle before. */
const alertDialogModule = lazyModule(() => import('./alert-dialog-impl'))
const lite = createLiteOverlay(alertDialogModule, 'dialog')

export const AlertDialog = lite.Root
export const AlertDialogTrigger = lite.Trigger
export const AlertDialogHeader = DialogHeader
export const AlertDialogFooter = DialogFooter

export function AlertDialogContent(props: ContentProps) {
  const m = lite.useReal()
  return m ? <m.Content {...props} /> : null
}

export function AlertDialogTitle(props: ComponentProps<'h2'>) {
  const m = lite.useReal()
  return m ? <m.Title {...props} /> : null
}

export function AlertDialogDescription(props: ComponentProps<'p'>) {
  const m = lite.useReal()
  return m ? <m.Description {...props} /> : null
}

/** Buttons that close the dialog; style them through our Button with asChild. */
export function AlertDialogAction(props: ComponentProps<'button'> & { asChild?: boolean }) {
  const m = lite.useReal()
  return m ? <m.Action {...props} /> : null
}

export function AlertDialogCancel(props: ComponentProps<'button'> & { asChild?: boolean }) {
  const m = lite.useReal()
  return m ? <m.Cancel {...props} /> : null
}

type ConfirmDialogProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: ReactNode
  description?: ReactNode
  confirmLabel: ReactNode
  cancelLabel?: ReactNode
  /** Red confirm button, for deletions. */
  destructive?: boolean
  /**
   * Runs on confirm. When it returns (or its promise resolves) the dialog closes;
   * when it throws or rejects the dialog stays open (report the error yourself, e.g. a toast).
   * Return a promise (mutateAsync) to keep the spinner up while it runs.
   */
  onConfirm: () => unknown
  /** Spinner on the confirm button; both buttons disabled, Esc/outside click ignored. */
  loading?: boolean
}

/** A yes/no confirmation. Focus starts on Cancel, so Enter never confirms by accident. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancelar',
  destructive = false,
  onConfirm,
  loading = false,
}: ConfirmDialogProps) {
  const [pending, setPending] = useState(false)
  const busy = loading || pending

  async function confirm() {
    if (busy) return
    setPending(true)
    try {
      await onConfirm()
      onOpenChange(false)
    } catch {
      // The caller reports the failure; the dialog stays open so the user can retry or cancel.
    } finally {
      setPending(false)
    }
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => { if (!busy) onOpenChange(next) }}>
      {/* Without a description, aria-describedby={undefined} tells Radix none is intended. */}
      <AlertDialogContent {...(description ? {} : { 'aria-describedby': undefined })}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          {description && <AlertDialogDescription>{description}</AlertDialogDescription>}
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel asChild>
            <Button variant="outline" disabled={busy}>{cancelLabel}</Button>
          </AlertDialogCancel>
          <Button
            variant={destructive ? 'destructive' : 'default'}
            loading={busy}
            onClick={() => void confirm()}
          >
            {confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  )
}
