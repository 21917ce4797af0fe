import { useState, type FormEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { DELETE_CONFIRM_WORD } from '../../../../shared/profile'
import { profile } from '../../../i18n/pt-BR/profile'
import { errorMessage } from '../../../lib/api'
import { ME_KEY, resetSessionEnd } from '../../../lib/session'
import { notify } from '../../../lib/toast'
import { Button } from '../../../ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../ui/dialog'
import { Input } from '../../../ui/input'
import { Label } from '../../../ui/label'
import { PasswordInput } from '../../../ui/password-input'
import { profileApi } from '../api'

const t = profile.deleteDialog

/**
 * 'Excluir conta': says what is lost, asks for the password, the 2FA code when 2FA is on and the typed
 * word EXCLUIR; then DELETE /api/me, every cached answer dropped, and /login with a toast.
 */
export function DeleteAccountDialog({ open, onOpenChange, twoFactor }: { open: boolean; onOpenChange: (open: boolean) => void; twoFactor: boolean }) {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [password, setPassword] = useState('')
  const [code, setCode] = useState('')
  const [word, setWord] = useState('')
  const [busy, setBusy] = useState(false)
  const ready = password.length > 0 && word === DELETE_CONFIRM_WORD && (!twoFactor || code.trim().length > 0)

  function change(next: boolean) {
    if (busy) return
    if (!next) {
      setPassword('')
      setCode('')
      setWord('')
    }
    onOpenChange(next)
  }

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (!ready) return
    setBusy(true)
    try {
      await profileApi.deleteAccount({ password, confirm: word, ...(twoFactor ? { code: code.trim() } : {}) })
    } catch (err) {
      setBusy(false)
      notify.error(t.error, errorMessage(err))
      return
    }
    resetSessionEnd()
    queryClient.setQueryData(ME_KEY, null)
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== ME_KEY[0] })
    notify.success(t.done, t.doneBody)
    navigate('/login', { replace: true })
  }

  return (
    <Dialog open={open} onOpenChange={change}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t.title}</DialogTitle>
          <DialogDescription>{t.intro}</DialogDescription>
        </DialogHeader>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {t.losses.map((line) => <li key={line}>{line}</li>)}
        </ul>
        <p className="text-sm text-muted-foreground">{t.exportHint}</p>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <div className="space-y-1.5">
            <Label htmlFor="delete-password">{t.password}</Label>
            <PasswordInput id="delete-password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} />
          </div>
          {twoFactor && (
            <div className="space-y-1.5">
              <Label htmlFor="delete-code">{t.code}</Label>
              <Input id="delete-code" inputMode="numeric" autoComplete="one-time-code" value={code} onChange={(e) => setCode(e.target.value)} aria-describedby="delete-code-hint" />
              <p id="delete-code-hint" className="text-xs text-muted-foreground">{t.codeHint}</p>
            </div>
          )}
          <div className="space-y-1.5">
            <Label htmlFor="delete-confirm">{t.confirm}</Label>
            <Input id="delete-confirm" autoComplete="off" autoCapitalize="characters" spellCheck={false} value={word} onChange={(e) => setWord(e.target.value)} placeholder={DELETE_CONFIRM_WORD} />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => change(false)} disabled={busy}>{t.cancel}</Button>
            <Button type="submit" variant="destructive" loading={busy} disabled={!ready}>{busy ? t.busy : t.submit}</Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  )
}
