import { useState, type FormEvent } from 'react'
import { MailCheck } from 'lucide-react'
import { Link } from '../../ui/link'
import { auth } from '../../i18n/pt-BR/common'
import { Button } from '../../ui/button'
import { Input } from '../../ui/input'
import { authApi } from './api'
import { AuthLayout, Field } from './auth-layout'

const t = auth.forgot

export function ForgotPasswordPage() {
  const [busy, setBusy] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const email = String(new FormData(e.currentTarget).get('email')).trim()
    setBusy(true)
    // The same confirmation whatever the answer, so nobody learns which addresses have an account.
    await authApi.requestPasswordReset(email).catch(() => undefined)
    setBusy(false)
    setSentTo(email)
  }

  if (sentTo !== null) {
    return (
      <AuthLayout title={t.sentTitle}>
        <div className="space-y-4 text-sm" role="status">
          <MailCheck aria-hidden="true" className="mx-auto size-12 text-success" />
          <p>{t.sentBody}</p>
          <p>{t.sentTo} <strong className="break-all">{sentTo}</strong>.</p>
          <p className="text-muted-foreground">{t.spam}</p>
          <div className="flex flex-col gap-2 pt-2 sm:flex-row">
            <Button type="button" variant="outline" className="flex-1" onClick={() => setSentTo(null)}>{t.tryAnother}</Button>
            <Button asChild className="flex-1"><Link to="/login">{t.backToLogin}</Link></Button>
          </div>
        </div>
      </AuthLayout>
    )
  }

  return (
    <AuthLayout title={t.title} subtitle={t.subtitle}>
      <form onSubmit={submit} className="space-y-4">
        <Field id="email" label={auth.email}>
          <Input id="email" name="email" type="email" autoComplete="email" placeholder={auth.emailPlaceholder} required />
        </Field>
        <Button type="submit" className="w-full" loading={busy}>{busy ? t.busy : t.submit}</Button>
      </form>
      <p className="mt-6 text-center text-sm">
        <Link to="/login" className="font-medium text-primary hover:underline">{t.backToLogin}</Link>
      </p>
    </AuthLayout>
  )
}
