import { useState, type RefObject } from 'react'
import { Download, FileSpreadsheet } from 'lucide-react'
import type { EditorEncoding } from '../../../../core/campaigns/google-ads-editor-csv'
import type { Campaign } from '../../../../core/campaigns/types'
import { campaigns as c } from '../../../i18n/pt-BR/campaigns'
import { exportTexts as t } from '../../../i18n/pt-BR/export'
import { errorMessage } from '../../../lib/api'
import { campaignExportUrl } from '../../../lib/campaigns-api'
import { downloadFromApi } from '../../../lib/download'
import { notify } from '../../../lib/toast'
import { Button } from '../../../ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../ui/dialog'
import { ExportFixes } from './export-fixes'
import { PreflightList } from './preflight-list'
import { ExportSaveError, useExportFixes } from './use-export-fixes'

/** Full height on a phone (a sheet), a wide centred dialog from sm up. */
const PANEL =
  'inset-0 left-0 top-0 h-dvh max-h-dvh w-full max-w-none translate-x-0 translate-y-0 content-start rounded-none border-0 sm:inset-auto sm:left-1/2 sm:top-1/2 sm:h-auto sm:max-h-[calc(100dvh-2rem)] sm:w-[calc(100%-2rem)] sm:max-w-2xl sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-lg sm:border'

const ENCODINGS: { value: EditorEncoding; label: string; hint: string }[] = [
  { value: 'utf16', label: t.panel.utf16, hint: t.panel.utf16Hint },
  { value: 'utf8', label: t.panel.utf8, hint: t.panel.utf8Hint },
]

/** The export panel: pre-flight problems, inline fixes, the Editor file's encoding, the downloads. */
export function ExportDialog({ campaign, open, onOpenChange, returnFocus }: {
  campaign: Campaign
  open: boolean
  onOpenChange: (open: boolean) => void
  /** The button that opened the panel: focus goes back to it on close (there is no DialogTrigger). */
  returnFocus: RefObject<HTMLElement | null>
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={PANEL} closeLabel={t.panel.close} data-testid="export-dialog"
        onCloseAutoFocus={(e) => { e.preventDefault(); returnFocus.current?.focus() }}>
        {open && <ExportPanel campaign={campaign} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  )
}

function ExportPanel({ campaign, onDone }: { campaign: Campaign; onDone: () => void }) {
  const fixes = useExportFixes(campaign)
  const [encoding, setEncoding] = useState<EditorEncoding>('utf16')
  const [busy, setBusy] = useState<'csv' | 'json' | null>(null)
  const blocked = fixes.result.errors.length > 0
  const hint = fixes.invalid ? t.panel.invalidFields : blocked ? t.panel.blockedHint : null

  async function download(format: 'csv' | 'json') {
    setBusy(format)
    try {
      if (format === 'csv') {
        try {
          await fixes.save()
        } catch (err) {
          const undone = err instanceof ExportSaveError && err.undone
          notify.error(undone ? t.panel.saveFailed : t.panel.partlySaved, (undone ? t.panel.saveFailedBody : t.panel.partlySavedBody)(errorMessage(err)))
          return
        }
      }
      const url = format === 'json' ? campaignExportUrl(campaign.id, 'json') : `${campaignExportUrl(campaign.id, 'csv')}${encoding === 'utf16' ? '?encoding=utf16' : ''}`
      await downloadFromApi(url, `campanha.${format}`)
      notify.success(c.toasts.exported, format === 'csv' ? c.toasts.exportedCsv : undefined)
      onDone()
    } catch (err) {
      notify.error(c.toasts.exportFailed, errorMessage(err))
    } finally {
      setBusy(null)
    }
  }

  return (
    <>
      <DialogHeader>
        <DialogTitle>{t.panel.title}</DialogTitle>
        <DialogDescription>{t.panel.description}</DialogDescription>
      </DialogHeader>
      <ExportFixes fixes={fixes} />
      <PreflightList result={fixes.result} />
      <fieldset className="grid gap-2" disabled={busy !== null}>
        <legend className="mb-2 text-sm font-semibold">{t.panel.encodingLegend}</legend>
        {ENCODINGS.map((e) => (
          <label key={e.value} className="flex cursor-pointer gap-3 rounded-md border border-border p-3 has-[:checked]:border-primary has-[:checked]:bg-accent">
            <input type="radio" name="export-encoding" value={e.value} checked={encoding === e.value} onChange={() => setEncoding(e.value)}
              aria-describedby={`export-encoding-${e.value}-hint`} className="mt-0.5 size-4 shrink-0 accent-primary" />
            <span className="grid min-w-0 gap-0.5">
              <span className="text-sm font-medium">{e.label}</span>
              <span id={`export-encoding-${e.value}-hint`} className="text-xs text-muted-foreground">{e.hint}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {hint && <p id="export-hint" className="text-sm text-muted-foreground">{hint}</p>}
      <DialogFooter className="sticky -bottom-6 -mx-6 -mb-6 border-t border-border bg-background px-6 py-4">
        <Button variant="outline" onClick={() => void download('json')} loading={busy === 'json'} disabled={busy !== null}>
          {busy !== 'json' && <Download aria-hidden="true" />}
          {t.panel.downloadJson}
        </Button>
        <Button onClick={() => void download('csv')} loading={busy === 'csv'} disabled={busy !== null || blocked || fixes.invalid}
          aria-describedby={hint ? 'export-hint' : undefined}>
          {busy !== 'csv' && <FileSpreadsheet aria-hidden="true" />}
          {fixes.saving ? t.panel.saving : fixes.dirty ? t.panel.saveAndDownload : t.panel.downloadEditor}
        </Button>
      </DialogFooter>
    </>
  )
}
