/**
 * The campaign builder's plan over HTTP (docs/decisions/014-campaign-builder.md): GET and PUT
 * /api/campaigns/:id/plan. The PUT carries the version the client last saw (updated_at); a stale one
 * is a 409 whose body holds the newer plan, thrown here as PlanConflict so the screen can offer it.
 */
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query'
import type { CampaignPlan } from '../../../shared/plan'
import { ApiError, api } from '../../lib/api'

export interface PlanAnswer {
  /** null until the plan is first saved. */
  plan: CampaignPlan | null
  updated_at: string | null
}

export const planKey = (campaignId: string) => ['builder-plan', campaignId] as const
const planPath = (campaignId: string) => `/api/campaigns/${encodeURIComponent(campaignId)}/plan`

const planQuery = (campaignId: string) => queryOptions({
  queryKey: planKey(campaignId),
  queryFn: ({ signal }) => api<PlanAnswer>(planPath(campaignId), { signal }),
  enabled: campaignId !== '',
  // The screen starts from what it read once; its own saves keep the cache current (rememberPlan).
  refetchOnWindowFocus: false,
  retry: (failures, err) => !(err instanceof ApiError && (err.status === 404 || err.status === 403)) && failures < 3,
})

/** The saved plan of a campaign (null plan: never saved). */
export function usePlan(campaignId: string) {
  return useQuery(planQuery(campaignId))
}

/** Keeps the cache on the version just saved, so coming back to the campaign shows it at once. */
export function rememberPlan(queryClient: QueryClient, campaignId: string, answer: PlanAnswer) {
  queryClient.setQueryData(planKey(campaignId), answer)
}

/** A 409: someone saved a newer version meanwhile; it comes with the refusal. */
export class PlanConflict extends Error {
  constructor(message: string, readonly newer: PlanAnswer) {
    super(message)
  }
}

/**
 * PUT the whole plan as of `version` (null for the first save). Resolves with the saved plan and its
 * new version; throws PlanConflict on a 409, ApiError otherwise (a 422's message names the field).
 * Through api(), so a 401 ends the session as everywhere; the newer plan of a 409 is read back with GET
 * (api() keeps only the error of a refusal), which is what the 409's body carries too.
 */
export async function savePlan(campaignId: string, plan: CampaignPlan, version: string | null): Promise<PlanAnswer> {
  try {
    return await api<PlanAnswer>(planPath(campaignId), { method: 'PUT', json: { ...plan, updated_at: version } })
  } catch (err) {
    if (err instanceof ApiError && err.status === 409) {
      throw new PlanConflict(err.message, await api<PlanAnswer>(planPath(campaignId)))
    }
    throw err
  }
}
