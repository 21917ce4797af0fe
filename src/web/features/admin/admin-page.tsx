import { useEffect, useMemo, useState } from 'react'
import type { AdminAction, AdminUser } from '../../../shared/admin'
import { admin as t } from '../../i18n/pt-BR/admin'
import { errorMessage } from '../../lib/api'
import { notify } from '../../lib/toast'
import { Button } from '../../ui/button'
import { PageHeader } from '../../ui/page-header'
import { Spinner } from '../../ui/spinner'
import { useAdminAction, useAdminUsers } from './api'
import { AdminToolbar } from './components/admin-toolbar'
import { ConfirmAction, type PendingAction } from './components/confirm-action'
import { HistorySheet } from './components/history-sheet'
import { LiveIndicator } from './components/live-indicator'
import { UsersList } from './components/users-list'
import { useAdminEvents } from './use-admin-events'
import { useAdminFilters } from './use-admin-filters'

/** /admin (SPEC §2 "Admin panel", issue 10): every user, searchable and filtered on the server, live. */
export function AdminPage() {
  const { filters, setFilters } = useAdminFilters()
  const users = useAdminUsers(filters)
  const live = useAdminEvents()
  const apply = useAdminAction()
  const [pending, setPending] = useState<PendingAction | null>(null)
  const [history, setHistory] = useState<AdminUser | null>(null)

  const rows = useMemo(() => users.data?.pages.flatMap((p) => p.users) ?? [], [users.data])
  const total = users.data?.pages[0]?.total ?? 0

  // SPEC §8: 'Erro ao buscar usuários' with the server's message (once per failure).
  const failure = users.isError ? errorMessage(users.error) : null
  useEffect(() => {
    if (failure) notify.error(t.toasts.fetchFailed, failure)
  }, [failure, users.errorUpdatedAt])

  async function confirm({ user, action }: PendingAction) {
    try {
      await apply.mutateAsync({ id: user.id, action })
    } catch (err) {
      notify.error(t.toasts.updateFailed, errorMessage(err))
      throw err
    }
    notify.success(t.toasts.updated)
  }

  return (
    <div className="min-w-0">
      <PageHeader title={t.title} description={t.description} actions={<LiveIndicator state={live} />} />
      <AdminToolbar filters={filters} onChange={setFilters} />

      {users.isPending ? (
        <div className="flex justify-center py-16"><Spinner size={32} aria-label={t.loading} /></div>
      ) : users.isError && rows.length === 0 ? (
        <div className="rounded-lg border border-dashed border-border p-8 text-center" role="alert">
          <p className="font-medium">{t.toasts.fetchFailed}</p>
          <p className="mt-1 text-sm text-muted-foreground">{failure}</p>
          <Button variant="outline" className="mt-4" onClick={() => void users.refetch()}>{t.retry}</Button>
        </div>
      ) : (
        <>
          <p className="mb-3 text-sm text-muted-foreground" aria-live="polite" data-testid="admin-count">{t.count(total)}</p>
          {rows.length === 0 ? (
            <div className="rounded-lg border border-dashed border-border p-8 text-center">
              <p className="font-medium">{t.empty}</p>
              <p className="mt-1 text-sm text-muted-foreground">{t.emptyHint}</p>
            </div>
          ) : (
            <UsersList users={rows} onAction={(user: AdminUser, action: AdminAction) => setPending({ user, action })} onHistory={setHistory} />
          )}
          {users.hasNextPage && (
            <div className="mt-4 flex justify-center">
              <Button variant="outline" loading={users.isFetchingNextPage} onClick={() => void users.fetchNextPage()}>
                {t.loadMore}
              </Button>
            </div>
          )}
        </>
      )}

      <ConfirmAction pending={pending} onClose={() => setPending(null)} onConfirm={confirm} />
      <HistorySheet user={history} onClose={() => setHistory(null)} />
    </div>
  )
}
