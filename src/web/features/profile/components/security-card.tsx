import { useState } from 'react'
import { KeyRound } from 'lucide-react'
import { profile as t } from '../../../i18n/pt-BR/profile'
import { errorMessage } from '../../../lib/api'
import { notify } from '../../../lib/toast'
import { Button } from '../../../ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card'
import { profileApi } from '../api'
import { SettingRow } from './setting-row'

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
      <CardContent>
        <SettingRow
          title={t.security.resetTitle}
          action={
            <Button type="button" variant="outline" loading={busy} onClick={sendReset} className="shrink-0">
              <KeyRound aria-hidden="true" />
              {busy ? t.security.resetBusy : t.security.resetButton}
            </Button>
          }
        >
          <p className="break-words text-sm text-muted-foreground">{t.security.resetBody(email)}</p>
        </SettingRow>
      </CardContent>
    </Card>
  )
}
