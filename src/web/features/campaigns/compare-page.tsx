import { useState, type ReactNode } from 'react'
import { ArrowLeft, Columns3, Download } from 'lucide-react'
import { useSearchParams } from 'react-router'
import { Link } from '../../ui/link'
import type { Comparison } from '../../../core/campaigns/compare'
import { SETTING_LABELS, settingText } from '../../../core/campaigns/compare-labels'
import { ASSET_LABELS } from '../../../core/exporters/txt'
import { compare as t } from '../../i18n/pt-BR/compare'
import { ApiError, errorMessage } from '../../lib/api'
import { downloadFromApi } from '../../lib/download'
import { notify } from '../../lib/toast'
import { Button } from '../../ui/button'
import { PageHeader } from '../../ui/page-header'
import { Spinner } from '../../ui/spinner'
import { ToolGate } from '../tools/components/tool-gate'
import { BlockingList } from './compare/blocking-list'
import { compareUrl, parseCompareIds, useComparison } from './compare/compare-api'
import { OverlapSection } from './compare/overlap-section'
import { SideBySideTable } from './compare/side-by-side-table'

const LOCKED = {
  text: t.locked,
  icon: Columns3,
  back: { to: '/saved-campaigns', label: t.page.back },
}

/** /saved-campaigns/compare?ids=a,b[,c] (Pro): two or three campaigns side by side (issue 13). */
export function ComparePage() {
  return (
    <ToolGate tool="campaign_compare" screen={LOCKED}>
      <CompareScreen />
    </ToolGate>
  )
}

function BackLink() {
  return (
    <Button asChild variant="outline">
      <Link to="/saved-campaigns"><ArrowLeft aria-hidden="true" />{t.page.back}</Link>
    </Button>
  )
}

/** A state without a comparison (bad address, not found, failed): what happened and the way back. */
function Notice({ title, hint, children }: { title: string; hint: string; children?: ReactNode }) {
  return (
    <div className="rounded-lg border border-dashed border-border p-8 text-center" role="alert">
      <p className="font-medium">{title}</p>
      <p className="mt-1 text-sm text-muted-foreground">{hint}</p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        {children}
        <BackLink />
      </div>
    </div>
  )
}

function CompareScreen() {
  const [params] = useSearchParams()
  const ids = parseCompareIds(params.get('ids'))
  const query = useComparison(ids)
  const [exporting, setExporting] = useState(false)

  async function exportCsv() {
    if (!ids) return
    setExporting(true)
    try {
      await downloadFromApi(compareUrl(ids, 'csv'), 'comparacao-campanhas.csv')
      notify.success(t.page.exported, t.page.exportedBody)
    } catch (err) {
      notify.error(t.page.exportFailed, errorMessage(err))
    } finally {
      setExporting(false)
    }
  }

  const ready = ids !== null && query.isSuccess
  return (
    <div className="min-w-0">
      <PageHeader
        title={t.page.title}
        description={t.page.description}
        actions={ready && (
          <>
            <BackLink />
            <Button onClick={() => void exportCsv()} loading={exporting} disabled={exporting}>
              <Download aria-hidden="true" />
              {t.page.exportCsv}
            </Button>
          </>
        )}
      />
      {ids === null ? (
        <Notice title={t.page.badIds} hint={t.page.badIdsHint} />
      ) : query.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner size={32} aria-label={t.page.loading} />
        </div>
      ) : query.isError ? (
        query.error instanceof ApiError && query.error.status === 404 ? (
          <Notice title={t.page.notFound} hint={t.page.notFoundHint} />
        ) : (
          <Notice title={t.page.loadError} hint={errorMessage(query.error)}>
            <Button variant="outline" onClick={() => void query.refetch()}>{t.page.retry}</Button>
          </Notice>
        )
      ) : (
        <ComparisonView comparison={query.data} />
      )}
    </div>
  )
}

function ComparisonView({ comparison: cmp }: { comparison: Comparison }) {
  const names = cmp.campaigns.map((x) => x.name)
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6" data-testid="comparison">
      <SideBySideTable
        testId="compare-settings"
        title={t.settings.title}
        firstColumn={t.settings.setting}
        names={names}
        rows={cmp.settings.map((r) => ({
          label: SETTING_LABELS[r.field],
          values: r.values.map((v) => settingText(r.field, v)),
          different: !r.same,
        }))}
      />
      <SideBySideTable
        testId="compare-counts"
        title={t.counts.title}
        firstColumn={t.counts.type}
        names={names}
        rows={cmp.counts.map((r) => ({ label: ASSET_LABELS[r.asset_type], values: r.counts.map(String) }))}
      />
      <OverlapSection testId="compare-keywords" title={t.overlap.keywords} hint={t.overlap.keywordsHint} overlap={cmp.keywords} names={names} />
      <BlockingList blocking={cmp.blocking} names={names} />
      <div className="grid min-w-0 grid-cols-1 gap-6 lg:grid-cols-2">
        <OverlapSection testId="compare-headlines" title={t.overlap.headlines} hint={t.overlap.textsHint} overlap={cmp.headlines} names={names} />
        <OverlapSection testId="compare-descriptions" title={t.overlap.descriptions} hint={t.overlap.textsHint} overlap={cmp.descriptions} names={names} />
      </div>
    </div>
  )
}
