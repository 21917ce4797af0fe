import { useState, type FormEvent } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useLocation, useNavigate } from 'react-router'
import { Link } from '../../ui/link'
import { auth } from '../../i18n/pt-BR/common'
import { twoFactor } from '../../i18n/pt-BR/two-factor'
import { errorMessage } from '../../lib/api'
import { ME_KEY, resetSessionEnd, safeNextPath } from '../../lib/session'
import { notify } from '../../lib/toast'
import { Button } from '../../ui/button'
import { Input } from '../../ui/input'
import { PasswordInput } from '../../ui/password-input'
import { authApi } from './api'
import { AuthLayout, Field } from './auth-layout'
import { TwoFactorStep } from './two-factor-step'
import { useVerificationNotice } from './use-verification-notice'

export function LoginPage() {
  const [busy, setBusy] = useState(false)
  const [codeStep, setCodeStep] = useState(false)
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const { search } = useLocation()
  useVerificationNotice(false)

  /** Signed in: back to the page the user was on (?next=, same-site only) or the dashboard. */
  async function signedIn() {
    resetSessionEnd()
    await queryClient.invalidateQueries({ queryKey: ME_KEY })
    navigate(safeNextPath(search) ?? '/dashboard', { replace: true })
  }

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const data = new FormData(e.currentTarget)
    setBusy(true)
    try {
      const res = await authApi.signIn(String(data.get('email')).trim(), String(data.get('password')))
      if (res?.twoFactorRedirect) {
        setCodeStep(true)
        setBusy(false)
        return
      }
      await signedIn()
    } catch (err) {
      notify.error(auth.login.failed, errorMessage(err, auth.login.invalid))
      setBusy(false)
    }
  }

  if (codeStep) {
    return (
      <AuthLayout title={twoFactor.signIn.title}>
        <TwoFactorStep onDone={signedIn} onBack={() => setCodeStep(false)} />
      </AuthLayout>
    )
  }

  return (
    <AuthLayout title={auth.login.title} subtitle={auth.login.subtitle}>
      <form onSubmit={submit} className="space-y-4">
        <Field id="email" label={auth.email}>
          <Input id="email" name="email" type="email" autoComplete="email" placeholder={auth.emailPlaceholder} required />
        </Field>
        <Field id="password" label={auth.password}>
          <PasswordInput id="password" name="password" autoComplete="current-password" required />
        </Field>
        <div className="-mt-2 text-right">
          <Link to="/forgot-password" className="text-sm text-primary hover:underline">{auth.login.forgot}</Link>
        </div>
        <Button type="submit" className="w-full" loading={busy}>
          {busy ? auth.login.busy : auth.login.submit}
        </Button>
      </form>
      <p className="mt-6 text-center text-sm text-muted-foreground">
        {auth.login.noAccount}{' '}
        <Link to="/register" className="font-medium text-primary hover:underline">{auth.login.register}</Link>
      </p>
    </AuthLayout>
  )
}
