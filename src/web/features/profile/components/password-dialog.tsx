import { useState, type FormEvent } from 'react'
import { twoFactor as t } from '../../../i18n/pt-BR/two-factor'
import { Button } from '../../../ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../ui/dialog'
import { Label } from '../../../ui/label'
import { PasswordInput } from '../../../ui/password-input'

type Props = {
  open: boolean
  title: string
  busy: boolean
  onCancel: () => void
  onSubmit: (password: string) => void
}

/** Asks for the account password before switching two-factor on or off. */
export function PasswordDialog({ open, title, busy, onCancel, onSubmit }: Props) {
  return (
    <Dialog open={open} onOpenChange={(o) => { if (!o && !busy) onCancel() }}>
      <DialogContent>{open && <PasswordForm title={title} busy={busy} onCancel={onCancel} onSubmit={onSubmit} />}</DialogContent>
    </Dialog>
  )
}

function PasswordForm({ title, busy, onCancel, onSubmit }: Omit<Props, 'open'>) {
  const [password, setPassword] = useState('')
  function submit(e: FormEvent) {
    e.preventDefault()
    if (password !== '') onSubmit(password)
  }
  return (
    <form onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{t.password.body}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-1.5">
        <Label htmlFor="two-factor-password">{t.password.label}</Label>
        <PasswordInput
          id="two-factor-password"
          autoComplete="current-password"
          autoFocus
          required
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>{t.password.cancel}</Button>
        <Button type="submit" loading={busy} disabled={password === ''}>{t.password.submit}</Button>
      </DialogFooter>
    </form>
  )
}
