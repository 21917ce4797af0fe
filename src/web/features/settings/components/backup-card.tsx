import { useRef, useState, type ChangeEvent } from 'react'
import { Download, Upload } from 'lucide-react'
import { backupFileName, parseBackup, type Backup } from '../../../../core/backup'
import { settings as t } from '../../../i18n/pt-BR/settings'
import { notify } from '../../../lib/toast'
import { ConfirmDialog } from '../../../ui/alert-dialog'
import { Button } from '../../../ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card'
import { applyBackup, collectBackup, downloadJson } from '../backup-io'

const MAX_BYTES = 5 * 1024 * 1024

/** 'Backup e restauração': one JSON file with every template set, saved list and the preferences. */
export function BackupCard({ onRestored }: { onRestored: () => void }) {
  const input = useRef<HTMLInputElement>(null)
  const [pending, setPending] = useState<Backup | null>(null)

  async function pick(e: ChangeEvent<HTMLInputElement>) {
    const file = e.target.files?.[0]
    e.target.value = ''
    if (!file) return
    if (file.size > MAX_BYTES) return notify.error(t.backup.invalid, t.backup.tooBig)
    let text: string
    try {
      text = await file.text()
    } catch {
      return notify.error(t.backup.invalid, t.backup.unreadable)
    }
    const result = parseBackup(text)
    if (!result.ok) return notify.error(t.backup.invalid, result.message)
    setPending(result.data)
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.backup.title}</CardTitle>
        <CardDescription>{t.backup.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          onClick={() => {
            const now = new Date()
            downloadJson(backupFileName(now), collectBackup(now))
            notify.success(t.backup.downloaded)
          }}
        >
          <Download aria-hidden="true" />
          {t.backup.download}
        </Button>
        <Button variant="outline" onClick={() => input.current?.click()}>
          <Upload aria-hidden="true" />
          {t.backup.restore}
        </Button>
        <input
          ref={input}
          type="file"
          accept=".json,application/json"
          className="sr-only"
          tabIndex={-1}
          aria-label={t.backup.fileLabel}
          onChange={(e) => void pick(e)}
        />
      </CardContent>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => { if (!open) setPending(null) }}
        title={t.backup.confirm.title}
        description={pending?.preferences ? t.backup.confirm.bodyWithPreferences : t.backup.confirm.body}
        confirmLabel={t.backup.confirm.confirm}
        onConfirm={() => {
          if (!pending) return
          if (!applyBackup(pending)) {
            notify.error(t.backup.writeFailed, t.backup.writeFailedBody)
            return
          }
          notify.success(t.backup.restored, t.backup.restoredBody(new Date(pending.exportedAt).toLocaleDateString('pt-BR')))
          onRestored()
        }}
      />
    </Card>
  )
}
