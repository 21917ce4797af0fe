import { Copy, Download } from 'lucide-react'
import { twoFactor as t } from '../../../i18n/pt-BR/two-factor'
import { downloadBlob } from '../../../lib/download'
import { notify } from '../../../lib/toast'
import { Button } from '../../../ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../ui/dialog'

/** The backup codes, shown once right after activation, with copy and .txt download. */
export function BackupCodesDialog({ codes, onClose }: { codes: string[] | null; onClose: () => void }) {
  const list = codes ?? []
  const text = list.join('\n')
  async function copy() {
    try {
      await navigator.clipboard.writeText(text)
      notify.success(t.backup.copied)
    } catch {
      // clipboard refused (permissions): the codes stay on screen and in the download
    }
  }
  function download() {
    downloadBlob(t.backup.fileName, new Blob([`${t.backup.fileHeader}\n\n${text}\n`], { type: 'text/plain;charset=utf-8' }))
  }
  return (
    <Dialog open={codes !== null} onOpenChange={(o) => { if (!o) onClose() }}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t.backup.title}</DialogTitle>
          <DialogDescription>{t.backup.body}</DialogDescription>
        </DialogHeader>
        <ul aria-label={t.backup.title} className="grid grid-cols-2 gap-2 rounded-md bg-muted p-3 font-mono text-sm">
          {list.map((c) => <li key={c} className="text-center" data-testid="backup-code">{c}</li>)}
        </ul>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => void copy()}><Copy aria-hidden="true" />{t.backup.copy}</Button>
          <Button type="button" variant="outline" onClick={download}><Download aria-hidden="true" />{t.backup.download}</Button>
          <Button type="button" onClick={onClose}>{t.backup.done}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
