import { Suspense, lazy } from 'react'
import { useSearchParams } from 'react-router'
import { builder as t } from '../../i18n/pt-BR/builder'
import { useCampaign } from '../../lib/campaigns-api'
import { PageHeader } from '../../ui/page-header'
import { Spinner } from '../../ui/spinner'
import { ToolGate } from '../tools/components/tool-gate'
import { CampaignPicker } from './components/campaign-picker'
import { usePlan } from './plan-api'

/**
 * The editor (the plan's schema, pre-flight, grouping, steps) is a chunk of its own: the header and the
 * campaign choice show first, while it loads in parallel with the campaign and its plan.
 */
const loadEditor = () => import('./components/plan-editor')
const PlanEditor = lazy(() => loadEditor().then((m) => ({ default: m.PlanEditor })))

/**
 * /campaign-builder, 'Construtor de Campanhas' (issue 13, docs/decisions/014-campaign-builder.md): a
 * saved campaign (?campaign=<id>, so a reload keeps it) and its plan, built in five steps and saved as
 * the user works. Pro access; Básico sees the locked state.
 */
export function BuilderPage() {
  return (
    <ToolGate tool="campaign_builder">
      <Builder />
    </ToolGate>
  )
}

function Builder() {
  const [params, setParams] = useSearchParams()
  const campaignId = params.get('campaign') ?? ''
  const choose = (id: string) => setParams(id ? { campaign: id } : {}, { replace: false })
  // Started here, not in the editor's chunk: the data and the chunk arrive together.
  useCampaign(campaignId)
  usePlan(campaignId)
  if (campaignId) void loadEditor().catch(() => undefined)
  return (
    <div className="min-w-0">
      <PageHeader title={t.title} description={t.description} />
      <div className="mb-6">
        <CampaignPicker value={campaignId} onChange={choose} />
      </div>
      {campaignId ? (
        // A new campaign is a new editor: the one left saves what it has on the way out.
        <Suspense fallback={<div className="flex justify-center py-16"><Spinner size={32} aria-label={t.loading} /></div>}>
          <PlanEditor key={campaignId} campaignId={campaignId} />
        </Suspense>
      ) : (
        <p className="rounded-lg border border-dashed border-border p-8 text-center text-muted-foreground">{t.picker.choose}</p>
      )}
    </div>
  )
}
