/**
 * The builder's five steps as the plan's paths map to them, and the shape of the plan's problems: what
 * the page needs before the plan's checks (./plan-checks.ts, a chunk of its own) have loaded.
 */
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

/** No problem known (yet). */
export const NO_ISSUES: PlanIssues = { all: [], counts: Array.from({ length: STEP_COUNT }, () => 0), byPath: new Map() }
