import { useState, type FormEvent } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { Link } from '../../ui/link'
import { auth } from '../../i18n/pt-BR/common'
import { errorMessage } from '../../lib/api'
import { notify } from '../../lib/toast'
import { Button } from '../../ui/button'
import { PasswordInput } from '../../ui/password-input'
import { authApi } from './api'
import { rejectPasswords } from './password-check'
import { AuthLayout, Field } from './auth-layout'

const t = auth.update

/** Target of the reset e-mail: better-auth sends the user here with ?token=… (or ?error=… when invalid). */
export function UpdatePasswordPage() {
  const [params] = useSearchParams()
  const token = params.get('token')
  const [busy, setBusy] = useState(false)
  const navigate = useNavigate()

  if (!token || params.get('error')) {
    return (
      <AuthLayout title={t.invalidLink} subtitle={t.invalidLinkBody}>
        <Button asChild className="w-full"><Link to="/forgot-password">{t.requestNew}</Link></Button>
      </AuthLayout>
    )
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const data = new FormData(e.currentTarget)
    const password = String(data.get('password'))
    if (rejectPasswords(t.error, password, String(data.get('confirmPassword')))) return
    setBusy(true)
    try {
      await authApi.resetPassword(token!, password)
      notify.success(t.success, t.successBody)
      navigate('/login', { replace: true })
    } catch (err) {
      notify.error(t.error, errorMessage(err))
      setBusy(false)
    }
  }

  return (
    <AuthLayout title={t.title} subtitle={t.subtitle}>
      <form onSubmit={submit} className="space-y-4">
        <Field id="password" label={t.password}>
          <PasswordInput id="password" name="password" autoComplete="new-password" placeholder={auth.register.passwordPlaceholder} required />
        </Field>
        <Field id="confirmPassword" label={t.confirm}>
          <PasswordInput id="confirmPassword" name="confirmPassword" autoComplete="new-password" required />
        </Field>
        <Button type="submit" className="w-full" loading={busy}>{busy ? t.busy : t.submit}</Button>
      </form>
    </AuthLayout>
  )
}
