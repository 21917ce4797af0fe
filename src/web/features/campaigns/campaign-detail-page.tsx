import { Suspense, lazy, useEffect, useRef, useState, type MouseEvent } from 'react'
import { ArrowLeft, Download, FileSpreadsheet } from 'lucide-react'
import { useNavigate, useParams } from 'react-router'
import type { CampaignAsset } from '../../../core/campaigns/types'
import { listToClipboard } from '../../../core/exporters/txt'
import { campaigns as t } from '../../i18n/pt-BR/campaigns'
import { errorMessage } from '../../lib/api'
import { isCampaignNotFound, useCampaign, useDeleteAsset } from '../../lib/campaigns-api'
import { notify } from '../../lib/toast'
import { ConfirmDialog } from '../../ui/alert-dialog'
import { Button } from '../../ui/button'
import { PageHeader } from '../../ui/page-header'
import { Spinner } from '../../ui/spinner'
import { AssetCard } from './components/asset-card'
import { CampaignKeywordChecks } from './components/campaign-keyword-checks'
import { brDate } from './dates'

/** The export panel (and the pre-flight's editorial rules) load when it is first opened. */
const loadExportDialog = () => import('./components/export-dialog')
const ExportDialog = lazy(() => loadExportDialog().then((m) => ({ default: m.ExportDialog })))
/** Fetched as soon as the pointer or focus reaches an export button, so the panel opens at once. */
const prefetch = { onPointerEnter: () => void loadExportDialog(), onFocus: () => void loadExportDialog() }

export function CampaignDetailPage() {
  const { id = '' } = useParams()
  const navigate = useNavigate()
  const query = useCampaign(id)
  const deleteAsset = useDeleteAsset()
  const [deleting, setDeleting] = useState<CampaignAsset | null>(null)
  const [exportOpen, setExportOpen] = useState(false)
  // Mounted from the first opening on, so closing is a Radix close (focus goes back to the opener).
  const [exportLoaded, setExportLoaded] = useState(false)
  const exportOpener = useRef<HTMLButtonElement | null>(null)
  const campaign = query.data

  // SPEC §2: an id that is not among the user's campaigns (the server's 404) goes back to the list.
  const missing = (query.isError && isCampaignNotFound(query.error)) || id === ''
  useEffect(() => {
    if (missing) navigate('/saved-campaigns', { replace: true })
  }, [missing, navigate])

  if (query.isPending || missing) {
    return (
      <div className="flex justify-center py-16">
        <Spinner size={32} aria-label={t.detail.loading} />
      </div>
    )
  }
  if (query.isError || !campaign) {
    return (
      <div className="rounded-lg border border-dashed border-border p-8 text-center" role="alert">
        <p className="font-medium">{t.list.loadError}</p>
        <p className="mt-1 text-sm text-muted-foreground">{errorMessage(query.error)}</p>
        <Button variant="outline" className="mt-4" onClick={() => void query.refetch()}>{t.list.retry}</Button>
      </div>
    )
  }

  function openExport(e: MouseEvent<HTMLButtonElement>) {
    exportOpener.current = e.currentTarget
    setExportLoaded(true)
    setExportOpen(true)
  }

  async function copy(asset: CampaignAsset) {
    try {
      await navigator.clipboard.writeText(listToClipboard(asset.asset_type, asset.content))
      notify.success(t.toasts.copied)
    } catch {
      notify.error(t.toasts.copyFailed, t.toasts.copyFailedBody)
    }
  }

  async function confirmDeleteAsset() {
    if (!deleting) return
    try {
      await deleteAsset.mutateAsync({ campaignId: id, assetId: deleting.id })
    } catch (err) {
      notify.error(t.toasts.itemDeleteFailed, errorMessage(err))
      throw err
    }
    notify.success(t.toasts.itemDeleted)
  }

  return (
    <div className="min-w-0">
      <Button variant="ghost" size="sm" className="mb-3 -ml-2" onClick={() => navigate('/saved-campaigns')}>
        <ArrowLeft aria-hidden="true" />
        {t.detail.back}
      </Button>
      <PageHeader
        title={campaign.name}
        description={<>{t.card.createdAt} <time dateTime={campaign.created_at}>{brDate(campaign.created_at)}</time></>}
        actions={
          <>
            {/* Every export opens the pre-flight panel, which holds the downloads. */}
            <Button onClick={openExport} {...prefetch}>
              <Download aria-hidden="true" />
              {t.detail.export}
            </Button>
            <Button variant="outline" onClick={openExport} {...prefetch}>
              <FileSpreadsheet aria-hidden="true" />
              {t.detail.exportCsv}
            </Button>
          </>
        }
      />
      <section aria-labelledby="campaign-notes-title" className="mb-8 rounded-lg border border-border bg-card p-4 sm:p-6">
        <h2 id="campaign-notes-title" className="mb-2 text-sm font-semibold text-muted-foreground">{t.form.notes}</h2>
        <p className={campaign.notes?.trim() ? 'whitespace-pre-wrap break-words' : 'italic text-muted-foreground'} data-testid="campaign-detail-notes">
          {campaign.notes?.trim() || t.detail.noNotes}
        </p>
      </section>

      <CampaignKeywordChecks campaign={campaign} />

      <section aria-labelledby="campaign-assets-title">
        <h2 id="campaign-assets-title" className="mb-4 text-xl font-semibold">{t.detail.assets}</h2>
        {campaign.assets.length === 0 ? (
          <div className="rounded-lg border border-dashed border-border p-8 text-center">
            <p className="font-medium">{t.detail.noAssets}</p>
            <p className="mt-1 text-sm text-muted-foreground">{t.detail.noAssetsHint}</p>
          </div>
        ) : (
          <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
            {campaign.assets.map((a) => (
              <AssetCard key={a.id} asset={a} onCopy={() => void copy(a)} onDelete={() => setDeleting(a)} />
            ))}
          </div>
        )}
      </section>

      {exportLoaded && (
        <Suspense fallback={null}>
          <ExportDialog campaign={campaign} open={exportOpen} onOpenChange={setExportOpen} returnFocus={exportOpener} />
        </Suspense>
      )}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => { if (!open) setDeleting(null) }}
        title={t.detail.confirmDeleteAsset.title}
        description={t.detail.confirmDeleteAsset.description}
        confirmLabel={t.detail.confirmDeleteAsset.confirm}
        cancelLabel={t.confirmDelete.cancel}
        destructive
        onConfirm={confirmDeleteAsset}
      />
    </div>
  )
}
