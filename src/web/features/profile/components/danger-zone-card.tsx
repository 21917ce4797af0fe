import { useState } from 'react'
import { Download, ShieldAlert, Trash2 } from 'lucide-react'
import { profile as t } from '../../../i18n/pt-BR/profile'
import { errorMessage } from '../../../lib/api'
import { notify } from '../../../lib/toast'
import { Button } from '../../../ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card'
import { downloadFromApi } from '../../../lib/download'
import { DeleteAccountDialog } from './delete-account-dialog'
import { SettingRow } from './setting-row'

/** 'Zona de perigo' (LGPD): a copy of the user's data and the account's deletion (not for the admin). */
export function DangerZoneCard({ isAdmin, twoFactor }: { isAdmin: boolean; twoFactor: boolean }) {
  const [exporting, setExporting] = useState(false)
  const [deleting, setDeleting] = useState(false)

  async function exportData() {
    setExporting(true)
    try {
      await downloadFromApi('/api/me/export', 'meus-dados-forjaads.json')
    } catch (err) {
      notify.error(t.danger.exportError, errorMessage(err))
    } finally {
      setExporting(false)
    }
  }

  return (
    <Card className="border-destructive/50">
      <CardHeader>
        <CardTitle className="text-destructive">{t.danger.title}</CardTitle>
        <CardDescription>{t.danger.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <SettingRow
          title={t.danger.exportTitle}
          action={
            <Button type="button" variant="outline" loading={exporting} onClick={exportData} className="shrink-0">
              <Download aria-hidden="true" />
              {exporting ? t.danger.exportBusy : t.danger.exportButton}
            </Button>
          }
        >
          <p className="text-sm text-muted-foreground">{t.danger.exportBody}</p>
        </SettingRow>
        <SettingRow
          title={t.danger.deleteTitle}
          className="border-t border-border pt-6"
          action={
            !isAdmin && (
              <Button type="button" variant="destructive" onClick={() => setDeleting(true)} className="shrink-0">
                <Trash2 aria-hidden="true" />
                {t.danger.deleteButton}
              </Button>
            )
          }
        >
          {isAdmin ? (
            <p className="flex gap-2 text-sm text-muted-foreground" data-testid="admin-delete-blocked">
              <ShieldAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              {t.danger.adminBlocked}
            </p>
          ) : (
            <p className="text-sm text-muted-foreground">{t.danger.deleteBody}</p>
          )}
        </SettingRow>
      </CardContent>
      {!isAdmin && <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} twoFactor={twoFactor} />}
    </Card>
  )
}
