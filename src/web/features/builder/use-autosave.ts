/**
 * Binds the autosave (./autosave.ts) to the builder screen: the plan saves itself ~800 ms after the
 * last change, when the tab is hidden or the screen left, and before an export (flush). A 409 keeps the
 * newer plan for the conflict dialog.
 */
import { useCallback, useEffect, useRef, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import type { CampaignPlan } from '../../../shared/plan'
import { errorMessage } from '../../lib/api'
import { Autosaver, type AutosaveStatus } from './autosave'
import { planChecksModule } from './checks-module'
import { PlanConflict, rememberPlan, savePlan, type PlanAnswer } from './plan-api'

export const AUTOSAVE_DELAY_MS = 800

/** Why the plan cannot be saved as it is (the shared schema's first refusal), or null. */
function refusalOf(checks: typeof planChecksModule.current, plan: CampaignPlan): string | null {
  if (!checks) return null
  const r = checks.parsePlan({ ...plan, updated_at: null })
  return r.ok ? null : r.message
}

/** What the plan's checks already know of a plan: its refusal, null when valid, undefined when not known. */
export interface KnownChecks {
  refusalOf: (plan: CampaignPlan) => string | null | undefined
}

export interface Autosave {
  status: AutosaveStatus
  /** The newer version a 409 brought, while the conflict dialog is open. */
  newer: PlanAnswer | null
  /** Saves what is pending now; true when everything is on the server. */
  flush: () => Promise<boolean>
  /** The version the last save made (what the server holds), at the time of asking. */
  currentVersion: () => string | null
  /** Conflict choices: the newer plan replaces the screen's, or the screen's is saved over it. */
  takeNewer: () => void
  keepMine: () => void
}

/**
 * `plan` is the screen's plan; `replace` swaps it for another (the newer version of a conflict).
 * `initialVersion` is the version it was read at; `unsavedAtStart` for a plan just started here;
 * `known`, the plan's checks (./plan-checker.ts), spares parsing a plan they have checked.
 */
export function useAutosave(campaignId: string, plan: CampaignPlan, replace: (plan: CampaignPlan) => void, initialVersion: string | null, unsavedAtStart: boolean, known?: KnownChecks): Autosave {
  const queryClient = useQueryClient()
  const [status, setStatus] = useState<AutosaveStatus>({ kind: unsavedAtStart ? 'pending' : 'saved' })
  const [newer, setNewer] = useState<PlanAnswer | null>(null)
  const saverRef = useRef<Autosaver<CampaignPlan> | null>(null)
  const first = useRef(plan)
  const knownRef = useRef(known)
  knownRef.current = known

  if (saverRef.current === null) {
    // Plans found valid by validate below: save does not parse them again.
    const valid = new WeakSet<CampaignPlan>()
    saverRef.current = new Autosaver<CampaignPlan>({
      delayMs: AUTOSAVE_DELAY_MS,
      // The plan's checks usually hold the answer already (worked out off this thread); else the schema,
      // which arrives with the checks' chunk. A save that comes before it waits for it (refusal below),
      // so nothing invalid is ever sent.
      validate: (p) => {
        const seen = knownRef.current?.refusalOf(p)
        const refusal = seen !== undefined ? seen : refusalOf(planChecksModule.current, p)
        if (refusal === null && (seen !== undefined || planChecksModule.current)) valid.add(p)
        return refusal
      },
      save: async (p, version) => {
        const refusal = valid.has(p) ? null : refusalOf(await planChecksModule.load(), p)
        if (refusal !== null) throw new Error(refusal)
        const answer = await savePlan(campaignId, p, version)
        rememberPlan(queryClient, campaignId, { plan: answer.plan ?? p, updated_at: answer.updated_at })
        return answer.updated_at
      },
      conflictOf: (err) => {
        if (!(err instanceof PlanConflict)) return undefined
        setNewer(err.newer)
        return { version: err.newer.updated_at }
      },
      messageOf: (err) => errorMessage(err),
      onStatus: setStatus,
    }, plan, initialVersion, unsavedAtStart)
  }
  const saver = saverRef.current

  // Every change of the plan after the first render is a change to save.
  useEffect(() => {
    if (plan === first.current) return
    first.current = plan
    saver.change(plan)
  }, [plan, saver])

  // Hidden tab (switching apps on a phone, closing): save now. Leaving the screen: save, then stop.
  useEffect(() => {
    const onHide = () => { if (document.visibilityState === 'hidden') void saver.flush() }
    const onBeforeUnload = (e: BeforeUnloadEvent) => {
      if (!saver.unsaved) return
      void saver.flush()
      e.preventDefault()
    }
    document.addEventListener('visibilitychange', onHide)
    window.addEventListener('beforeunload', onBeforeUnload)
    return () => {
      document.removeEventListener('visibilitychange', onHide)
      window.removeEventListener('beforeunload', onBeforeUnload)
      // Not disposed: a remount (StrictMode) keeps using it; nothing changes it once the screen is gone.
      void saver.flush()
    }
  }, [saver])

  const flush = useCallback(() => saver.flush(), [saver])
  const takeNewer = useCallback(() => {
    if (!newer) return
    const next = newer.plan
    setNewer(null)
    if (!next) {
      saver.resolveConflict('mine')
      return
    }
    first.current = next
    saver.resolveConflict('theirs', next)
    replace(next)
  }, [newer, replace, saver])
  const keepMine = useCallback(() => {
    setNewer(null)
    saver.resolveConflict('mine')
  }, [saver])

  const currentVersion = useCallback(() => saver.currentVersion, [saver])
  return { status, newer, flush, currentVersion, takeNewer, keepMine }
}
