import { useMemo, useState } from 'react'
import { Download, FileJson, FileSpreadsheet } from 'lucide-react'
import { crossGroupNegatives } from '../../../../core/builder/cross-negatives'
import type { Preflight } from '../../../../core/campaigns/preflight'
import { parsePlan, type CampaignPlan } from '../../../../shared/plan'
import { builder } from '../../../i18n/pt-BR/builder'
import { errorMessage } from '../../../lib/api'
import { downloadBlob, downloadFromApi } from '../../../lib/download'
import { notify } from '../../../lib/toast'
import { Button } from '../../../ui/button'
import { AllGood, ProblemList } from '../components/problem-list'
import type { PlanIssues } from '../plan-steps'
import type { StepProps } from '../step-props'
import type { Autosave } from '../use-autosave'

const t = builder.review

type Encoding = 'utf16' | 'utf8'

/** What the plan holds, as the review counts it (cross negatives included when on). */
export function planCounts(plan: CampaignPlan) {
  const groups = plan.ad_groups
  const cross = plan.settings.cross_negatives ? crossGroupNegatives(groups).reduce((n, c) => n + c.added.length, 0) : 0
  return {
    groups: groups.length,
    keywords: groups.reduce((n, g) => n + g.keywords.length, 0),
    ads: groups.reduce((n, g) => n + g.ads.length, 0),
    sitelinks: plan.extensions.sitelinks.length,
    callouts: plan.extensions.callouts.length,
    negatives: plan.extensions.negatives.length + groups.reduce((n, g) => n + g.negatives.length, 0) + cross,
  }
}

/** A file name from the campaign's name: 'Café Relâmpago' → 'cafe-relampago-plano.json'. */
export function planFileName(name: string): string {
  const base = name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 60)
  return `${base || 'campanha'}-plano.json`
}

interface ReviewStepProps extends StepProps {
  issues: PlanIssues
  preflight: Preflight
  autosave: Autosave
  onGo: (step: number) => void
}

/** Step 5, 'Revisão': the pre-flight over the whole plan, its counts and the exports. */
export function ReviewStep({ plan, campaign, issues, preflight, autosave, onGo }: ReviewStepProps) {
  const counts = useMemo(() => planCounts(plan), [plan])
  const [busy, setBusy] = useState<Encoding | null>(null)
  const invalid = issues.all.length > 0
  const blocked = invalid || preflight.errors.length > 0

  async function exportEditor(encoding: Encoding) {
    setBusy(encoding)
    try {
      // The server builds the file from the saved plan: what is on screen goes first.
      if (!(await autosave.flush())) {
        notify.error(t.exportFailed, t.notSaved)
        return
      }
      await downloadFromApi(`/api/campaigns/${encodeURIComponent(campaign.id)}/export.csv?encoding=${encoding}`, 'campanha.csv')
      notify.success(t.exported)
    } catch (err) {
      notify.error(t.exportFailed, errorMessage(err))
    } finally {
      setBusy(null)
    }
  }

  function exportJson() {
    const parsed = parsePlan(plan)
    const body = { ...(parsed.ok ? parsed.plan : plan), updated_at: autosave.currentVersion() }
    downloadBlob(planFileName(campaign.name), new Blob([`${JSON.stringify(body, null, 2)}\n`], { type: 'application/json' }))
  }

  return (
    <div className="grid gap-6">
      <p className="text-sm text-muted-foreground">{t.description}</p>

      <section aria-labelledby="review-counts-title">
        <h3 id="review-counts-title" className="mb-2 text-base font-semibold">{t.counts}</h3>
        <dl className="grid grid-cols-2 gap-2 sm:grid-cols-3 lg:grid-cols-6" data-testid="review-counts">
          {(Object.keys(t.countLabels) as (keyof typeof t.countLabels)[]).map((k) => (
            <div key={k} className="rounded-md border border-border bg-card p-3">
              <dt className="text-xs text-muted-foreground">{t.countLabels[k]}</dt>
              <dd className="text-xl font-semibold" data-testid={`count-${k}`}>{counts[k].toLocaleString('pt-BR')}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="review-problems-title" className="grid gap-3">
        <h3 id="review-problems-title" className="text-base font-semibold">{t.problems}</h3>
        <div className="grid gap-3" aria-live="polite">
          {invalid && <ProblemList id="review-invalid" title={t.invalid} problems={issues.all} tone="error" onGo={onGo} />}
          {!blocked && <AllGood />}
          {preflight.errors.length > 0 && <ProblemList id="review-errors" title={t.errorsTitle(preflight.errors.length)} problems={preflight.errors} tone="error" onGo={onGo} />}
          {preflight.warnings.length > 0 && <ProblemList id="review-warnings" title={t.warningsTitle(preflight.warnings.length)} problems={preflight.warnings} tone="warning" onGo={onGo} />}
        </div>
      </section>

      <section aria-labelledby="review-exports-title" className="grid gap-3">
        <h3 id="review-exports-title" className="text-base font-semibold">{t.exports}</h3>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button disabled={blocked || busy !== null} loading={busy === 'utf16'} onClick={() => void exportEditor('utf16')}>
            <Download aria-hidden="true" />{t.editorUtf16}
          </Button>
          <Button variant="outline" disabled={blocked || busy !== null} loading={busy === 'utf8'} onClick={() => void exportEditor('utf8')}>
            <FileSpreadsheet aria-hidden="true" />{t.editorUtf8}
          </Button>
          <Button variant="outline" onClick={exportJson}>
            <FileJson aria-hidden="true" />{t.json}
          </Button>
        </div>
        {blocked && <p className="text-sm text-muted-foreground">{t.blocked}</p>}
        {busy && <p className="text-sm text-muted-foreground" role="status">{t.waitSave}</p>}
      </section>
    </div>
  )
}
