/**
 * Every refusal of the shared plan schema (src/shared/plan.ts), each with its field's path and the step
 * of the builder that edits it: the screen counts them on the step buttons and shows each next to its
 * field, before the server would say the first of them (422).
 */
import { campaignPlan, type CampaignPlanInput } from '../../../shared/plan'

export type StepIndex = 0 | 1 | 2 | 3 | 4
export const STEP_COUNT = 5

export interface PlanIssue {
  path: PropertyKey[]
  message: string
  step: StepIndex
}

/** The step that edits a path: settings (1), groups (2), their ads (3), extensions (4). */
export function stepOfPath(path: readonly PropertyKey[]): StepIndex {
  if (path[0] === 'settings') return 0
  if (path[0] === 'ad_groups') return path[2] === 'ads' ? 2 : 1
  if (path[0] === 'extensions') return 3
  return 4
}

/** A path as a map key: ['ad_groups', 1, 'name'] → 'ad_groups.1.name'. */
export const pathKey = (path: readonly PropertyKey[]) => path.map(String).join('.')

export interface PlanIssues {
  all: PlanIssue[]
  /** Per step, how many. */
  counts: number[]
  /** The first message of each path (pathKey). */
  byPath: Map<string, string>
}

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
