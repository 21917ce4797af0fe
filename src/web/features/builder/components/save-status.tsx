import { CircleAlert, CircleCheck, LoaderCircle } from 'lucide-react'
import { builder as t } from '../../../i18n/pt-BR/builder'
import type { AutosaveStatus } from '../autosave'

/** What the autosave is doing, in words a screen reader announces (aria-live). */
export function saveStatusText(status: AutosaveStatus): string {
  switch (status.kind) {
    case 'saved': return t.save.saved
    case 'pending':
    case 'saving': return t.save.saving
    default: return t.save.unsaved(status.message)
  }
}

export function SaveStatus({ status }: { status: AutosaveStatus }) {
  const failed = status.kind === 'invalid' || status.kind === 'failed' || status.kind === 'conflict'
  const busy = status.kind === 'pending' || status.kind === 'saving'
  const Icon = failed ? CircleAlert : busy ? LoaderCircle : CircleCheck
  return (
    <p
      role="status"
      aria-live="polite"
      data-testid="save-status"
      data-state={status.kind}
      className={`flex min-w-0 max-w-full items-start gap-1.5 text-sm ${failed ? 'text-destructive-hover' : 'text-muted-foreground'}`}
    >
      <Icon aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${busy ? 'motion-safe:animate-spin' : ''} ${!failed && !busy ? 'text-success' : ''}`} />
      <span className="min-w-0 break-words">{saveStatusText(status)}</span>
    </p>
  )
}
