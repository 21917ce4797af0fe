import { useState } from 'react'
import type { PlanStart } from '../../../../core/builder/plan-from-campaign'
import { builder as t } from '../../../i18n/pt-BR/builder'
import { ApiError, errorMessage } from '../../../lib/api'
import { isCampaignNotFound, useCampaign } from '../../../lib/campaigns-api'
import { Button } from '../../../ui/button'
import { Spinner } from '../../../ui/spinner'
import { usePlan } from '../plan-api'
import { StartPlan } from './start-plan'
import { Workspace } from './workspace'

/**
 * One campaign's plan: loads the campaign and its plan; without a plan yet, starts one from the campaign
 * (StartPlan), which the workspace then saves.
 */
export function PlanEditor({ campaignId }: { campaignId: string }) {
  const campaign = useCampaign(campaignId)
  const plan = usePlan(campaignId)
  const [started, setStarted] = useState<PlanStart | null>(null)

  const notFound = isCampaignNotFound(campaign.error) || (plan.error instanceof ApiError && plan.error.status === 404)
  if (notFound) {
    return <p role="alert" className="rounded-lg border border-dashed border-border p-8 text-center font-medium">{t.notFound}</p>
  }
  if (campaign.isPending || plan.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner size={32} aria-label={t.loading} />
      </div>
    )
  }
  if (campaign.isError || plan.isError) {
    return (
      <div className="rounded-lg border border-dashed border-border p-8 text-center" role="alert">
        <p className="font-medium">{t.loadError}</p>
        <p className="mt-1 text-sm text-muted-foreground">{errorMessage(campaign.error ?? plan.error)}</p>
        <Button variant="outline" className="mt-4" onClick={() => { void campaign.refetch(); void plan.refetch() }}>{t.picker.retry}</Button>
      </div>
    )
  }
  const saved = plan.data.plan
  if (saved) {
    return <Workspace campaign={campaign.data} initial={saved} version={plan.data.updated_at} unsaved={false} notes={[]} />
  }
  if (started) {
    return <Workspace campaign={campaign.data} initial={started.plan} version={null} unsaved notes={started.notes} />
  }
  return <StartPlan campaign={campaign.data} onStart={setStarted} />
}
