import { useEffect, useState, type FormEvent } from 'react'
import QRCode from 'qrcode'
import { twoFactor as t } from '../../../i18n/pt-BR/two-factor'
import { Button } from '../../../ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../ui/dialog'
import { Input } from '../../../ui/input'
import { Label } from '../../../ui/label'
import { groupSecret, isSixDigits, secretOf } from './two-factor-api'

type Props = {
  totpURI: string | null
  busy: boolean
  onCancel: () => void
  onVerify: (code: string) => void
}

/** The pending enrolment: QR code and secret as text, and the 6-digit code that activates the factor. */
export function EnrolDialog({ totpURI, busy, onCancel, onVerify }: Props) {
  return (
    <Dialog open={totpURI !== null} onOpenChange={(o) => { if (!o && !busy) onCancel() }}>
      <DialogContent>{totpURI !== null && <EnrolForm totpURI={totpURI} busy={busy} onCancel={onCancel} onVerify={onVerify} />}</DialogContent>
    </Dialog>
  )
}

function EnrolForm({ totpURI, busy, onCancel, onVerify }: Props & { totpURI: string }) {
  const [qr, setQr] = useState<string | null>(null)
  const [code, setCode] = useState('')
  const secret = secretOf(totpURI)
  useEffect(() => {
    let live = true
    QRCode.toDataURL(totpURI, { margin: 1, width: 200 }).then((url) => { if (live) setQr(url) }, () => undefined)
    return () => { live = false }
  }, [totpURI])

  function submit(e: FormEvent) {
    e.preventDefault()
    if (isSixDigits(code)) onVerify(code)
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{t.enrol.title}</DialogTitle>
        <DialogDescription>{t.enrol.body}</DialogDescription>
      </DialogHeader>
      <div className="flex justify-center">
        {qr ? (
          <img src={qr} alt={t.enrol.qrAlt} width={200} height={200} className="rounded-md border border-border bg-white" />
        ) : (
          <div role="img" aria-label={t.enrol.qrAlt} className="size-[200px] rounded-md border border-border bg-muted" />
        )}
      </div>
      <div className="grid gap-1.5">
        <p id="two-factor-secret-label" className="text-sm font-medium">{t.enrol.secret}</p>
        <code
          aria-labelledby="two-factor-secret-label"
          data-testid="two-factor-secret"
          data-secret={secret}
          className="break-all rounded-md bg-muted px-3 py-2 text-center font-mono text-sm tracking-wider select-all"
        >
          {groupSecret(secret)}
        </code>
      </div>
      <div className="grid gap-1.5">
        <Label htmlFor="two-factor-code">{t.enrol.code}</Label>
        <Input
          id="two-factor-code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          pattern="\d{6}"
          aria-describedby="two-factor-code-hint"
          value={code}
          onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
        />
        <p id="two-factor-code-hint" className="text-xs text-muted-foreground">{t.enrol.codeHint}</p>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={busy}>{t.enrol.cancel}</Button>
        <Button type="submit" loading={busy} disabled={!isSixDigits(code)}>{t.enrol.verify}</Button>
      </DialogFooter>
    </form>
  )
}
