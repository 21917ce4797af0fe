/**
 * The plan's validation errors (the shared schema's pt-BR sentences, the same the server's 422 sends),
 * for showing each next to its field. Only the part a step edits is checked: keywords and negatives,
 * which can run to 20,000, are left out of the copy that is parsed (their paths stay the same).
 */
import { useDeferredValue, useMemo } from 'react'
import { campaignPlan, type CampaignPlan } from '../../../../shared/plan'

export interface PlanIssue {
  path: readonly PropertyKey[]
  message: string
}

export type IssueScope = 'ads' | 'extensions'

/** Every issue of the plan's ads (or extensions), in the schema's order. */
export function planIssues(plan: CampaignPlan, scope: IssueScope): PlanIssue[] {
  const light = {
    ...plan,
    ad_groups: scope === 'ads' ? plan.ad_groups.map((g) => ({ ...g, keywords: [], negatives: [], cross_negatives_removed: [] })) : [],
    extensions: scope === 'extensions' ? plan.extensions : { sitelinks: [], callouts: [], negatives: [] },
  }
  const r = campaignPlan.safeParse(light)
  if (r.success) return []
  const prefix = scope === 'ads' ? 'ad_groups' : 'extensions'
  return r.error.issues.filter((i) => i.path[0] === prefix).map((i) => ({ path: i.path, message: i.message }))
}

/** The issues of a step, recomputed off the typing path (deferred). */
export function usePlanIssues(plan: CampaignPlan, scope: IssueScope): PlanIssue[] {
  const deferred = useDeferredValue(plan)
  return useMemo(() => planIssues(deferred, scope), [deferred, scope])
}

const samePath = (a: readonly PropertyKey[], b: readonly PropertyKey[]) => a.length === b.length && a.every((x, i) => x === b[i])

/** Messages whose path is exactly `path`, or starts with it when `under` (a field and its parts). */
export function issuesAt(issues: readonly PlanIssue[], path: readonly PropertyKey[], under = false): string[] {
  return issues
    .filter((i) => (under ? path.every((x, k) => i.path[k] === x) : samePath(i.path, path)))
    .map((i) => i.message)
}
