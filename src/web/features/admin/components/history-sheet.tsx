import type { AdminUser, AuditEntry } from '../../../../shared/admin'
import { admin as t } from '../../../i18n/pt-BR/admin'
import { errorMessage } from '../../../lib/api'
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../../../ui/sheet'
import { Spinner } from '../../../ui/spinner'
import { useAdminAudit } from '../api'
import { adminDate, auditActionLabel, changes } from '../format'

type HistorySheetProps = {
  user: AdminUser | null
  onClose: () => void
}

/** One user's audit, newest first: when, who (the admin's e-mail or 'Stripe'), the action, before → after. */
export function HistorySheet({ user, onClose }: HistorySheetProps) {
  const audit = useAdminAudit(user?.id ?? null)
  return (
    <Sheet open={user !== null} onOpenChange={(open) => { if (!open) onClose() }}>
      <SheetContent closeLabel={t.audit.close}>
        <SheetHeader>
          <SheetTitle>{t.audit.title}</SheetTitle>
          <SheetDescription className="break-words">{user ? t.audit.description(user.email) : ''}</SheetDescription>
        </SheetHeader>
        {audit.isPending ? (
          <div className="flex justify-center py-8"><Spinner size={24} aria-label={t.audit.loading} /></div>
        ) : audit.isError ? (
          <div role="alert" className="rounded-lg border border-dashed border-border p-4 text-sm">
            <p className="font-medium">{t.audit.loadError}</p>
            <p className="text-muted-foreground">{errorMessage(audit.error)}</p>
          </div>
        ) : audit.data.entries.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.audit.empty}</p>
        ) : (
          <ol className="grid gap-3" data-testid="audit-entries">
            {audit.data.entries.map((e) => <AuditItem key={e.id} entry={e} />)}
          </ol>
        )}
      </SheetContent>
    </Sheet>
  )
}

function AuditItem({ entry }: { entry: AuditEntry }) {
  const who = entry.actor === 'stripe' ? t.audit.stripe : entry.admin_email ?? t.audit.unknownAdmin
  const diff = changes(entry.before, entry.after)
  return (
    <li className="rounded-lg border border-border p-3 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <p className="font-semibold">{auditActionLabel(entry.action, entry.actor)}</p>
        <time dateTime={entry.created_at} className="text-xs text-muted-foreground">{adminDate(entry.created_at, true)}</time>
      </div>
      <p className="break-all text-muted-foreground">{t.audit.by} {who}</p>
      {diff.length > 0 && (
        <ul className="mt-2 grid gap-1">
          {diff.map((c) => (
            <li key={c.label}>
              <span className="font-medium">{c.label}:</span> {c.before} → {c.after}
            </li>
          ))}
        </ul>
      )}
    </li>
  )
}
