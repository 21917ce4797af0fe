import type { AdminAction, AdminUser } from '../../../../shared/admin'
import { admin as t } from '../../../i18n/pt-BR/admin'
import { Badge } from '../../../ui/badge'
import { adminDate, orNA, planName } from '../format'
import { useWide } from '../use-wide'
import { RowActions } from './row-actions'

type UsersListProps = {
  users: AdminUser[]
  onAction: (user: AdminUser, action: AdminAction) => void
  onHistory: (user: AdminUser) => void
}

const PLAN_BADGE = { trial: 'accent', basic: 'secondary', pro: 'default' } as const

function PlanBadge({ user }: { user: AdminUser }) {
  return <Badge variant={PLAN_BADGE[user.displayed_plan]}>{planName(user.displayed_plan)}</Badge>
}

function StatusBadge({ user }: { user: AdminUser }) {
  return <Badge variant={user.status_label === 'Ativa' ? 'success' : 'outline'}>{user.status_label}</Badge>
}

/** The users: a table when the window is wide, one card per user on a phone. */
export function UsersList(props: UsersListProps) {
  const wide = useWide()
  return wide ? <UsersTable {...props} /> : <UsersCards {...props} />
}

function UsersTable({ users, onAction, onHistory }: UsersListProps) {
  return (
    <div className="overflow-x-auto rounded-lg border border-border">
      <table className="w-full text-left text-sm" data-testid="admin-users">
        <thead className="bg-muted/50 text-xs uppercase tracking-wide text-muted-foreground">
          <tr>
            <th scope="col" className="w-[28%] py-2 pl-3 pr-2 font-semibold">{t.columns.email}</th>
            <th scope="col" className="px-2 py-2 font-semibold">{t.columns.name}</th>
            <th scope="col" className="px-2 py-2 font-semibold">{t.columns.plan}</th>
            <th scope="col" className="px-2 py-2 font-semibold">{t.columns.status}</th>
            <th scope="col" className="px-2 py-2 font-semibold">{t.columns.createdAt}</th>
            <th scope="col" className="px-2 py-2 font-semibold">{t.columns.trialExpiresAt}</th>
            <th scope="col" className="px-2 py-2 font-semibold">{t.columns.subscription}</th>
            <th scope="col" className="w-px px-2 py-2 font-semibold"><span className="sr-only">{t.columns.actions}</span></th>
          </tr>
        </thead>
        <tbody>
          {users.map((u) => (
            <tr key={u.id} className="border-t border-border align-middle" data-user-email={u.email}>
              <td className="min-w-36 max-w-72 py-2 pl-3 pr-2 font-medium [overflow-wrap:anywhere]">{u.email}</td>
              <td className="min-w-28 max-w-48 break-words px-2 py-2">{u.nome_completo || <span className="text-muted-foreground">{t.noName}</span>}</td>
              <td className="px-2 py-2"><PlanBadge user={u} /></td>
              <td className="px-2 py-2"><StatusBadge user={u} /></td>
              <td className="whitespace-nowrap px-2 py-2">{adminDate(u.created_at)}</td>
              <td className="whitespace-nowrap px-2 py-2">{adminDate(u.trial_expires_at)}</td>
              <td className="max-w-32 px-2 py-2 font-mono text-xs [overflow-wrap:anywhere]">{orNA(u.stripe_subscription_id)}</td>
              <td className="px-2 py-2"><RowActions user={u} onAction={onAction} onHistory={onHistory} compact /></td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}

function UsersCards({ users, onAction, onHistory }: UsersListProps) {
  return (
    <ul className="grid gap-3" data-testid="admin-users">
      {users.map((u) => (
        <li key={u.id} className="rounded-lg border border-border bg-card p-4" data-user-email={u.email}>
          <div className="flex flex-wrap items-center gap-2">
            <PlanBadge user={u} />
            <StatusBadge user={u} />
          </div>
          <p className="mt-2 break-all font-medium">{u.email}</p>
          <p className="break-words text-sm text-muted-foreground">{u.nome_completo || t.noName}</p>
          <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
            <dt className="text-muted-foreground">{t.columns.createdAt}</dt>
            <dd>{adminDate(u.created_at)}</dd>
            <dt className="text-muted-foreground">{t.columns.trialExpiresAt}</dt>
            <dd>{adminDate(u.trial_expires_at)}</dd>
            <dt className="text-muted-foreground">{t.columns.subscription}</dt>
            <dd className="break-all font-mono text-xs leading-5">{orNA(u.stripe_subscription_id)}</dd>
          </dl>
          <div className="mt-3">
            <RowActions user={u} onAction={onAction} onHistory={onHistory} />
          </div>
        </li>
      ))}
    </ul>
  )
}
