import { afterEach, describe, expect, it, vi } from 'vitest'
import { parsePlan, type CampaignPlan } from '../../../shared/plan'
import { PlanChecker } from './plan-checker'
import { planChecks, type PlanChecks } from './plan-checks'
import type { CheckRequest } from './plan-checks.worker'

const plan = (budget = 30): CampaignPlan => ({
  settings: {
    daily_budget: budget, bid_strategy: 'maximize_clicks', target_value: null, locations: [2076], language: 'pt',
    final_url: 'https://loja.com.br', final_url_suffix: null, search_partners: false, cross_negatives: false,
  },
  ad_groups: [{
    name: 'Fundo de funil', final_url: null, keywords: ['[comprar café]', 'café especial'], negatives: [], cross_negatives_removed: [],
    ads: [{ headlines: ['Café A', 'Café B', 'Café C'].map((text) => ({ text, pin: null })), descriptions: ['Desc um.', 'Desc dois.'].map((text) => ({ text, pin: null })), path1: '', path2: '' }],
  }],
  extensions: { sitelinks: [], callouts: [], negatives: [] },
  updated_at: '2026-11-22T10:00:00.000Z',
})

/** Resolves with the first `n` checks the checker hands over. */
function collect(n: number) {
  const got: PlanChecks[] = []
  let resolve!: (checks: PlanChecks[]) => void
  const done = new Promise<PlanChecks[]>((r) => (resolve = r))
  const onChecks = (c: PlanChecks) => {
    got.push(c)
    if (got.length === n) resolve(got)
  }
  return { got, done, onChecks }
}

/** A Worker that answers as plan-checks.worker.ts does, through structured clones, a task later. */
class FakeWorker {
  static made = 0
  static fail = false
  onmessage: ((e: MessageEvent<PlanChecks>) => void) | null = null
  onerror: ((e: ErrorEvent) => void) | null = null
  constructor() {
    FakeWorker.made++
  }
  postMessage(request: CheckRequest) {
    const copy = structuredClone(request)
    setTimeout(() => {
      if (FakeWorker.fail) this.onerror?.({ preventDefault: () => undefined } as ErrorEvent)
      else this.onmessage?.({ data: structuredClone(planChecks(copy.plan, copy.campaignName)) } as MessageEvent<PlanChecks>)
    }, 1)
  }
  terminate() {}
}

afterEach(() => {
  vi.unstubAllGlobals()
  FakeWorker.made = 0
  FakeWorker.fail = false
})

describe('PlanChecker', () => {
  it('without workers, checks here in a later task: what planChecks says, of the newest plan only', async () => {
    const { got, done, onChecks } = collect(2)
    const checker = new PlanChecker(onChecks)
    const [a, b, c] = [plan(10), plan(20), plan(-1)]
    checker.check(a, 'Café')
    expect(got).toHaveLength(0) // never in the task that changed the plan
    checker.check(b, 'Café')
    checker.check(c, 'Café')
    const [first, last] = await done
    expect(first).toEqual(planChecks(a, 'Café'))
    expect(last).toEqual(planChecks(c, 'Café'))
    await new Promise((r) => setTimeout(r, 20))
    expect(got).toHaveLength(2) // b was replaced by c before its turn
  })

  it('knows the refusal of the plan it checked last, as the saved copy (updated_at null) would get it', async () => {
    const { done, onChecks } = collect(1)
    const checker = new PlanChecker(onChecks)
    const bad = plan(-1)
    bad.ad_groups[0].ads[0].headlines[1].text = 'x'.repeat(31)
    checker.check(bad, 'Café')
    expect(checker.refusalOf(bad)).toBeUndefined()
    await done
    const parsed = parsePlan({ ...bad, updated_at: null })
    expect(parsed.ok).toBe(false)
    expect(checker.refusalOf(bad)).toBe(parsed.ok ? null : parsed.message)
    expect(checker.refusalOf(plan())).toBeUndefined() // another plan, even an equal one: not known
  })

  it('a valid plan: null; a plan whose updated_at is refused: not known (the caller parses it)', async () => {
    const good = collect(1)
    const checker = new PlanChecker(good.onChecks)
    const p = plan()
    checker.check(p, 'Café')
    await good.done
    expect(checker.refusalOf(p)).toBeNull()

    const odd = collect(1)
    const other = new PlanChecker(odd.onChecks)
    const q = { ...plan(), updated_at: 'ontem' }
    other.check(q, 'Café')
    const [checks] = await odd.done
    expect(checks.issues.all.some((i) => i.path[0] === 'updated_at')).toBe(true)
    expect(other.refusalOf(q)).toBeUndefined()
  })

  it('in a worker: the same checks, one worker for every change', async () => {
    vi.stubGlobal('Worker', FakeWorker)
    const { done, onChecks } = collect(2)
    const checker = new PlanChecker(onChecks)
    const [a, b] = [plan(10), plan(-5)]
    checker.check(a, 'Café')
    checker.check(b, 'Café')
    const [first, last] = await done
    expect(first).toEqual(planChecks(a, 'Café'))
    expect(last).toEqual(planChecks(b, 'Café'))
    expect(last.issues.counts[0]).toBeGreaterThan(0)
    expect(FakeWorker.made).toBe(1)
  })

  it('a worker that fails: the plan it was given is checked here, and so are the next ones', async () => {
    vi.stubGlobal('Worker', FakeWorker)
    FakeWorker.fail = true
    const { done, onChecks } = collect(2)
    const checker = new PlanChecker(onChecks)
    const a = plan(10)
    checker.check(a, 'Café')
    const b = plan(-2)
    setTimeout(() => checker.check(b, 'Café'), 30)
    const [first, last] = await done
    expect(first).toEqual(planChecks(a, 'Café'))
    expect(last).toEqual(planChecks(b, 'Café'))
    expect(FakeWorker.made).toBe(1)
  })

  it('disposed: nothing more is handed over', async () => {
    const { got, onChecks } = collect(1)
    const checker = new PlanChecker(onChecks)
    checker.check(plan(), 'Café')
    checker.dispose()
    await new Promise((r) => setTimeout(r, 50))
    expect(got).toHaveLength(0)
  })
})
