import { useState } from 'react'
import { KeyRound } from 'lucide-react'
import { profile as t } from '../../../i18n/pt-BR/profile'
import { errorMessage } from '../../../lib/api'
import { notify } from '../../../lib/toast'
import { Button } from '../../../ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card'
import { profileApi } from '../api'

/** 'Segurança': the password-reset e-mail to the user's own address (the same mail and link as /forgot-password). */
export function SecurityCard({ email }: { email: string }) {
  const [busy, setBusy] = useState(false)

  async function sendReset() {
    setBusy(true)
    try {
      await profileApi.requestPasswordReset(email)
      notify.success(t.security.sent, t.security.sentBody)
    } catch (err) {
      notify.error(t.security.sendError, errorMessage(err))
    } finally {
      setBusy(false)
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.security.title}</CardTitle>
        <CardDescription>{t.security.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="min-w-0 space-y-1">
          <h3 className="font-medium">{t.security.resetTitle}</h3>
          <p className="break-words text-sm text-muted-foreground">{t.security.resetBody(email)}</p>
        </div>
        <Button type="button" variant="outline" loading={busy} onClick={sendReset} className="shrink-0">
          <KeyRound aria-hidden="true" />
          {busy ? t.security.resetBusy : t.security.resetButton}
        </Button>
      </CardContent>
    </Card>
  )
}
