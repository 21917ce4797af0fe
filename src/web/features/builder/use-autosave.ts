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
 * `initialVersion` is the version it was read at; `unsavedAtStart` for a plan just started here.
 */
export function useAutosave(campaignId: string, plan: CampaignPlan, replace: (plan: CampaignPlan) => void, initialVersion: string | null, unsavedAtStart: boolean): Autosave {
  const queryClient = useQueryClient()
  const [status, setStatus] = useState<AutosaveStatus>({ kind: unsavedAtStart ? 'pending' : 'saved' })
  const [newer, setNewer] = useState<PlanAnswer | null>(null)
  const saverRef = useRef<Autosaver<CampaignPlan> | null>(null)
  const first = useRef(plan)

  if (saverRef.current === null) {
    saverRef.current = new Autosaver<CampaignPlan>({
      delayMs: AUTOSAVE_DELAY_MS,
      // The schema arrives with the plan's checks (a chunk the page loads at once); a save that comes
      // first waits for it (refusal below), so nothing invalid is ever sent.
      validate: (p) => refusalOf(planChecksModule.current, p),
      save: async (p, version) => {
        const refusal = refusalOf(await planChecksModule.load(), p)
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
