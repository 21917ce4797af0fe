import { History, Pencil } from 'lucide-react'
import { ADMIN_ACTIONS, type AdminAction, type AdminUser } from '../../../../shared/admin'
import { admin as t } from '../../../i18n/pt-BR/admin'
import { Button } from '../../../ui/button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from '../../../ui/dropdown-menu'

type RowActionsProps = {
  user: AdminUser
  onAction: (user: AdminUser, action: AdminAction) => void
  onHistory: (user: AdminUser) => void
  /** Table cell: one line, 'Histórico' as an icon with its name in a tooltip. */
  compact?: boolean
}

/**
 * 'Editar' (a menu with exactly SPEC §4's actions) and 'Histórico' of one user. The admin's own row
 * cannot be edited: the button is disabled and says why (title, and its accessible description).
 */
export function RowActions({ user, onAction, onHistory, compact = false }: RowActionsProps) {
  const selfNote = `self-note-${user.id}`
  return (
    <div className={compact ? 'flex flex-nowrap items-center justify-end gap-1' : 'flex flex-wrap items-center gap-2'}>
      {user.is_self ? (
        <span title={t.selfDisabled} className="inline-flex">
          <Button variant="outline" size="sm" disabled aria-label={t.editLabel(user.email)} aria-describedby={selfNote}>
            <Pencil aria-hidden="true" />
            {t.edit}
          </Button>
          <span id={selfNote} className="sr-only">{t.selfDisabled}</span>
        </span>
      ) : (
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button variant="outline" size="sm" aria-label={t.editLabel(user.email)}>
              <Pencil aria-hidden="true" />
              {t.edit}
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent className="w-56">
            <DropdownMenuLabel>{t.actionsMenu}</DropdownMenuLabel>
            <DropdownMenuSeparator />
            {ADMIN_ACTIONS.map((action) => (
              <DropdownMenuItem key={action} onSelect={() => onAction(user, action)} className="flex-col items-start gap-0">
                <span>{t.actions[action]}</span>
                <span className="text-xs text-muted-foreground">{t.actionHints[action]}</span>
              </DropdownMenuItem>
            ))}
          </DropdownMenuContent>
        </DropdownMenu>
      )}
      <Button
        variant="ghost"
        size={compact ? 'icon' : 'sm'}
        aria-label={t.historyLabel(user.email)}
        title={compact ? t.history : undefined}
        onClick={() => onHistory(user)}
      >
        <History aria-hidden="true" />
        {!compact && t.history}
      </Button>
    </div>
  )
}
