/**
 * What the builder checks a plan with: the shared schema (zod, every pt-BR refusal) and the pre-flight
 * of the Editor export (editorial rules, conflicts). About 40 kB of gzip, so a chunk of its own
 * (checks-module.ts): the screen paints its first step without it, and it arrives right after.
 */
import { planPreflight } from '../../../core/builder/plan-preflight'
import type { Preflight } from '../../../core/campaigns/preflight'
import { parsePlan, type CampaignPlan } from '../../../shared/plan'
import { planIssues } from './plan-issues'
import type { PlanIssues } from './plan-steps'

export { parsePlan }

export interface PlanChecks {
  issues: PlanIssues
  preflight: Preflight
}

export function planChecks(plan: CampaignPlan, campaignName: string): PlanChecks {
  return { issues: planIssues(plan), preflight: planPreflight(plan, campaignName) }
}
