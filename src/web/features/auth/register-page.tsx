import { useState, type FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { Link } from '../../ui/link'
import { auth } from '../../i18n/pt-BR/common'
import { errorMessage } from '../../lib/api'
import { notify } from '../../lib/toast'
import { Button } from '../../ui/button'
import { Input } from '../../ui/input'
import { PasswordInput } from '../../ui/password-input'
import { authApi } from './api'
import { rejectPasswords } from './password-check'
import { AuthLayout, Field } from './auth-layout'

const t = auth.register

export function RegisterPage() {
  const [busy, setBusy] = useState(false)
  const navigate = useNavigate()

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const data = new FormData(e.currentTarget)
    const password = String(data.get('password'))
    if (rejectPasswords(t.error, password, String(data.get('confirmPassword')))) return
    setBusy(true)
    try {
      await authApi.signUp(String(data.get('name')).trim(), String(data.get('email')).trim(), password)
      notify.success(t.success, t.successBody)
      navigate('/login')
    } catch (err) {
      notify.error(t.failed, errorMessage(err))
      setBusy(false)
    }
  }

  return (
    <AuthLayout title={t.title} subtitle={t.subtitle}>
      <form onSubmit={submit} className="space-y-4">
        <Field id="name" label={t.name}>
          <Input id="name" name="name" autoComplete="name" placeholder={t.namePlaceholder} required maxLength={120} />
        </Field>
        <Field id="email" label={auth.email}>
          <Input id="email" name="email" type="email" autoComplete="email" placeholder={auth.emailPlaceholder} required />
        </Field>
        <Field id="password" label={auth.password}>
          <PasswordInput id="password" name="password" autoComplete="new-password" placeholder={t.passwordPlaceholder} required />
        </Field>
        <Field id="confirmPassword" label={t.confirm}>
          <PasswordInput id="confirmPassword" name="confirmPassword" autoComplete="new-password" placeholder={t.confirmPlaceholder} required />
        </Field>
        <Button type="submit" className="w-full" loading={busy}>
          {busy ? t.busy : t.submit}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {t.haveAccount}{' '}
        <Link to="/login" className="font-medium text-primary hover:underline">{t.login}</Link>
      </p>
    </AuthLayout>
  )
}
