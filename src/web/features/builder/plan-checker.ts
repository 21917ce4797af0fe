/**
 * Checks the plan on screen off the screen's thread: each plan goes to a Web Worker
 * (./plan-checks.worker.ts) and its answer comes back as state, so typing and clicking never wait for
 * the schema and the pre-flight (~70 ms a change on a plan of 5,000 keywords, ~400 ms the first time).
 * One check at a time: changes made meanwhile are checked together, the newest plan only. Without
 * workers (tests, an old browser, a worker that fails to load) the checks run here, in a task of their own.
 */
import { useEffect, useState } from 'react'
import type { CampaignPlan } from '../../../shared/plan'
import { planChecksModule } from './checks-module'
import type { PlanChecks } from './plan-checks'
import type { CheckRequest } from './plan-checks.worker'

export class PlanChecker {
  private worker: Worker | null = null
  private workerFailed = typeof Worker === 'undefined'
  /** The request being checked, and the newest one waiting for it. */
  private running: CheckRequest | null = null
  private waiting: CheckRequest | null = null
  private last: { plan: CampaignPlan; checks: PlanChecks } | null = null
  private disposed = false

  constructor(private readonly onChecks: (checks: PlanChecks) => void) {}

  check(plan: CampaignPlan, campaignName: string) {
    this.disposed = false
    this.waiting = { plan, campaignName }
    if (!this.running) this.next()
  }

  /**
   * The schema's first refusal of `plan` sent as it is saved (updated_at null), when the last check was
   * of this very plan: null when it passes; undefined when not known (check it yourself).
   */
  refusalOf(plan: CampaignPlan): string | null | undefined {
    if (this.last?.plan !== plan) return undefined
    const all = this.last.checks.issues.all
    // A refusal of updated_at itself would not be the saved copy's: let the caller parse that one.
    if (all.some((i) => i.path[0] === 'updated_at')) return undefined
    return all[0]?.message ?? null
  }

  dispose() {
    this.disposed = true
    this.worker?.terminate()
    this.worker = null
    this.running = null
    this.waiting = null
  }

  private next() {
    const request = this.waiting
    this.waiting = null
    this.running = request
    if (!request) return
    const worker = this.ensureWorker()
    if (worker) worker.postMessage(request)
    else void this.checkHere(request)
  }

  private ensureWorker(): Worker | null {
    if (this.worker || this.workerFailed) return this.worker
    try {
      this.worker = new Worker(new URL('./plan-checks.worker.ts', import.meta.url), { type: 'module', name: 'plan-checks' })
    } catch {
      this.workerFailed = true
      return null
    }
    this.worker.onmessage = (e: MessageEvent<PlanChecks>) => this.done(e.data)
    this.worker.onerror = (e) => {
      e.preventDefault()
      // The worker did not load or threw: check here from now on, starting with what it was given.
      this.workerFailed = true
      this.worker?.terminate()
      this.worker = null
      if (this.running) void this.checkHere(this.running)
    }
    return this.worker
  }

  private async checkHere(request: CheckRequest) {
    let mod
    try {
      mod = await planChecksModule.load()
    } catch {
      // Offline before the chunk arrived: the next change tries again.
      if (this.running === request) this.running = null
      return
    }
    await new Promise((r) => setTimeout(r, 0)) // a task of its own, after the one that changed the plan
    if (this.running !== request) return
    this.done(mod.planChecks(request.plan, request.campaignName))
  }

  private done(checks: PlanChecks) {
    const request = this.running
    if (!request || this.disposed) return
    this.last = { plan: request.plan, checks }
    this.onChecks(checks)
    this.next()
  }
}

/** The checks of the newest plan checked (they follow the plan on screen shortly); null before the first. */
export function usePlanChecks(plan: CampaignPlan, campaignName: string): { checks: PlanChecks | null; checker: PlanChecker } {
  const [checks, setChecks] = useState<PlanChecks | null>(null)
  const [checker] = useState(() => new PlanChecker(setChecks))
  useEffect(() => {
    checker.check(plan, campaignName)
  }, [checker, plan, campaignName])
  useEffect(() => () => checker.dispose(), [checker])
  return { checks, checker }
}
