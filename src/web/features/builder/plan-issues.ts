/**
 * Every refusal of the shared plan schema (src/shared/plan.ts), each with its field's path and the step
 * of the builder that edits it: the screen counts them on the step buttons and shows each next to its
 * field, before the server would say the first of them (422).
 */
import { campaignPlan, type CampaignPlanInput } from '../../../shared/plan'
import { STEP_COUNT, pathKey, stepOfPath, type PlanIssue, type PlanIssues } from './plan-steps'

export { STEP_COUNT, pathKey, stepOfPath, type PlanIssue, type PlanIssues, type StepIndex } from './plan-steps'

export function planIssues(plan: CampaignPlanInput): PlanIssues {
  const r = campaignPlan.safeParse(plan)
  const all: PlanIssue[] = r.success ? [] : r.error.issues.map((i) => ({ path: i.path, message: i.message, step: stepOfPath(i.path) }))
  const counts = Array.from({ length: STEP_COUNT }, () => 0)
  const byPath = new Map<string, string>()
  for (const issue of all) {
    counts[issue.step]++
    const key = pathKey(issue.path)
    if (!byPath.has(key)) byPath.set(key, issue.message)
  }
  return { all, counts, byPath }
}
