import { useState } from 'react'
import { MailWarning } from 'lucide-react'
import { authApi } from '../features/auth/api'
import { auth } from '../i18n/pt-BR/common'
import { errorMessage } from '../lib/api'
import { notify } from '../lib/toast'
import { Button } from '../ui/button'

const t = auth.verification

/** Discreet notice over the signed-in pages until the address is confirmed, with 'Reenviar e-mail'. */
export function VerifyEmailBanner({ email }: { email: string }) {
  const [busy, setBusy] = useState(false)

  async function resend() {
    setBusy(true)
    try {
      await authApi.sendVerificationEmail(email)
      notify.success(t.resent, t.resentBody(email))
    } catch (err) {
      notify.error(t.resendFailed, errorMessage(err))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div data-testid="verify-email-banner"
      className="flex flex-wrap items-center gap-x-3 gap-y-1 border-b border-amber-200 bg-amber-50 px-4 py-2 text-sm text-amber-900 md:px-8">
      <MailWarning aria-hidden="true" className="size-4 shrink-0" />
      <p className="min-w-0 flex-1 break-words">{t.banner(email)}</p>
      <Button variant="link" size="sm" className="h-8 px-0 text-amber-900 underline" onClick={() => void resend()} loading={busy}>
        {t.resend}
      </Button>
    </div>
  )
}
