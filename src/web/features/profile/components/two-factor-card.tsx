import { useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { twoFactor as t } from '../../../i18n/pt-BR/two-factor'
import { errorMessage } from '../../../lib/api'
import { ME_KEY, useMe } from '../../../lib/session'
import { notify } from '../../../lib/toast'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card'
import { Label } from '../../../ui/label'
import { Switch } from '../../../ui/switch'
import { BackupCodesDialog } from './backup-codes-dialog'
import { EnrolDialog } from './enrol-dialog'
import { PasswordDialog } from './password-dialog'
import { twoFactorApi } from './two-factor-api'

type Step =
  | { kind: 'idle' }
  | { kind: 'password'; action: 'enable' | 'disable' }
  | { kind: 'enrol'; password: string; totpURI: string; backupCodes: string[] }
  | { kind: 'backup'; codes: string[] }

/**
 * Segurança → two-factor switch (SPEC §4): on asks for the password, enrols a TOTP factor and verifies a
 * 6-digit code in a dialog (QR code and secret as text), then shows the 10 backup codes once; Cancel
 * disables the pending enrolment so nothing is half-on. Off asks for the password.
 */
export function TwoFactorCard() {
  const me = useMe()
  const queryClient = useQueryClient()
  const [step, setStep] = useState<Step>({ kind: 'idle' })
  const [busy, setBusy] = useState(false)
  const enabled = me.data?.user.two_factor_enabled === true
  const refresh = () => queryClient.invalidateQueries({ queryKey: ME_KEY })

  async function withPassword(password: string) {
    if (step.kind !== 'password') return
    setBusy(true)
    try {
      if (step.action === 'enable') {
        const res = await twoFactorApi.enable(password)
        setStep({ kind: 'enrol', password, totpURI: res.totpURI, backupCodes: res.backupCodes })
      } else {
        await twoFactorApi.disable(password)
        setStep({ kind: 'idle' })
        notify.success(t.toasts.disabled)
        await refresh()
      }
    } catch (err) {
      notify.error(step.action === 'enable' ? t.toasts.enableError : t.toasts.disableError, errorMessage(err))
    } finally {
      setBusy(false)
    }
  }

  async function verify(code: string) {
    if (step.kind !== 'enrol') return
    setBusy(true)
    try {
      await twoFactorApi.verifyTotp(code)
      setStep({ kind: 'backup', codes: step.backupCodes })
      notify.success(t.toasts.enabled)
      await refresh()
    } catch (err) {
      const message = errorMessage(err)
      notify.error(t.toasts.invalidCode, message === t.toasts.invalidCode ? undefined : message)
    } finally {
      setBusy(false)
    }
  }

  async function cancelEnrolment() {
    if (step.kind !== 'enrol') return setStep({ kind: 'idle' })
    setBusy(true)
    try {
      await twoFactorApi.disable(step.password)
    } catch {
      // nothing verified yet: the pending factor stays unusable and the switch stays off
    } finally {
      setBusy(false)
      setStep({ kind: 'idle' })
      await refresh()
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h3">{t.title}</CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex items-center gap-3">
        <Switch
          id="two-factor-switch"
          aria-label={t.switchLabel}
          checked={enabled}
          disabled={me.data == null || step.kind !== 'idle'}
          onCheckedChange={(on) => setStep({ kind: 'password', action: on ? 'enable' : 'disable' })}
        />
        <Label htmlFor="two-factor-switch" aria-hidden="true">{enabled ? t.on : t.off}</Label>
      </CardContent>
      <PasswordDialog
        open={step.kind === 'password'}
        title={step.kind === 'password' && step.action === 'disable' ? t.password.disableTitle : t.password.enableTitle}
        busy={busy}
        onCancel={() => setStep({ kind: 'idle' })}
        onSubmit={(p) => void withPassword(p)}
      />
      <EnrolDialog
        totpURI={step.kind === 'enrol' ? step.totpURI : null}
        busy={busy}
        onCancel={() => void cancelEnrolment()}
        onVerify={(c) => void verify(c)}
      />
      <BackupCodesDialog codes={step.kind === 'backup' ? step.codes : null} onClose={() => setStep({ kind: 'idle' })} />
    </Card>
  )
}
