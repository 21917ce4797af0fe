import { useState, type FormEvent } from 'react'
import { twoFactor as t } from '../../i18n/pt-BR/two-factor'
import { ApiError, errorMessage } from '../../lib/api'
import { notify } from '../../lib/toast'
import { Button } from '../../ui/button'
import { Input } from '../../ui/input'
import { authApi } from './api'
import { Field } from './auth-layout'

/** better-auth's answers when the pending sign-in itself is gone: the password step starts again. */
const RESTART_CODES = new Set(['INVALID_TWO_FACTOR_COOKIE', 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE'])

type Props = {
  /** The code was accepted: the session now exists. */
  onDone: () => Promise<void> | void
  onBack: () => void
}

/**
 * Sign-in's second step when the account has two-factor on: the 6-digit code of the authenticator app,
 * or one of the backup codes. A wrong code keeps the user here with the server's pt-BR message.
 */
export function TwoFactorStep({ onDone, onBack }: Props) {
  const [backup, setBackup] = useState(false)
  const [code, setCode] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const ready = backup ? code.trim().length > 0 : /^\d{6}$/.test(code)

  async function submit(e: FormEvent) {
    e.preventDefault()
    if (!ready) return
    setBusy(true)
    setError(null)
    try {
      await (backup ? authApi.verifyBackupCode(code.trim()) : authApi.verifyTotp(code))
      await onDone()
    } catch (err) {
      if (err instanceof ApiError && RESTART_CODES.has(err.code)) {
        // The pending sign-in ended (too old, too many tries): back to e-mail and password.
        notify.error(t.toasts.invalidCode, err.message)
        onBack()
        return
      }
      const message = err instanceof ApiError && err.status === 429 ? errorMessage(err) : errorMessage(err, t.toasts.invalidCode)
      setError(message)
      notify.error(err instanceof ApiError && err.status === 429 ? t.signIn.tooMany : t.toasts.invalidCode, message === t.toasts.invalidCode ? undefined : message)
      setCode('')
      setBusy(false)
    }
  }

  function toggle() {
    setBackup((b) => !b)
    setCode('')
    setError(null)
  }

  const id = backup ? 'backup-code' : 'totp-code'
  return (
    <form onSubmit={submit} className="space-y-4" noValidate>
      <p className="text-sm text-muted-foreground">{backup ? t.signIn.backupSubtitle : t.signIn.subtitle}</p>
      <Field id={id} label={backup ? t.signIn.backupCode : t.signIn.code}>
        {backup ? (
          <Input
            id={id}
            key={id}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            maxLength={64}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'two-factor-error' : undefined}
            value={code}
            onChange={(e) => setCode(e.target.value)}
          />
        ) : (
          <Input
            id={id}
            key={id}
            inputMode="numeric"
            autoComplete="one-time-code"
            autoFocus
            maxLength={6}
            pattern="\d{6}"
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? 'two-factor-error' : undefined}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
          />
        )}
      </Field>
      {error && <p id="two-factor-error" role="alert" className="text-sm text-destructive">{error}</p>}
      <Button type="submit" className="w-full" loading={busy} disabled={!ready}>
        {busy ? t.signIn.busy : t.signIn.submit}
      </Button>
      <div className="flex flex-col items-center gap-2 text-sm sm:flex-row sm:justify-between">
        <button type="button" onClick={toggle} className="text-primary hover:underline">
          {backup ? t.signIn.useTotp : t.signIn.useBackup}
        </button>
        <button type="button" onClick={onBack} className="text-muted-foreground hover:underline">{t.signIn.back}</button>
      </div>
    </form>
  )
}
