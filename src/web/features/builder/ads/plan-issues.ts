/**
 * The plan's validation errors next to their fields, in the ads and extensions steps: the issues the
 * plan's checks found off the screen's thread (plan-checker.ts: the shared schema's pt-BR sentences, the
 * same the server's 422 sends), read by path.
 */
export type { PlanIssue } from '../plan-steps'
import type { PlanIssue } from '../plan-steps'

const samePath = (a: readonly PropertyKey[], b: readonly PropertyKey[]) => a.length === b.length && a.every((x, i) => x === b[i])

/** Messages whose path is exactly `path`, or starts with it when `under` (a field and its parts). */
export function issuesAt(issues: readonly PlanIssue[], path: readonly PropertyKey[], under = false): string[] {
  return issues
    .filter((i) => (under ? path.every((x, k) => i.path[k] === x) : samePath(i.path, path)))
    .map((i) => i.message)
}
