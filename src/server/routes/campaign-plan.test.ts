import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CampaignPlan } from '../../core/builder/types'
import { EDITOR_PLAN_NAME, editorPlan } from '../../core/campaigns/__fixtures__/editor-plan'
import { profiles, user } from '../db/schema'
import { createTestApp, type TestApp } from '../testing/harness'
import { PLAN_CONFLICT_MESSAGE, PLAN_NOT_IN_PLAN, type PlanConflictJson, type PlanJson } from './campaign-plan'
import type { CampaignJson } from './campaigns'

let t: TestApp
let cookie: string
let other: string
beforeAll(async () => {
  t = await createTestApp()
  cookie = await t.user('plano@example.com')
  other = await t.user('vizinho@example.com')
})
afterAll(() => t.close())

async function createCampaign(name = EDITOR_PLAN_NAME, who = cookie): Promise<CampaignJson> {
  const res = await t.request('/api/campaigns', { method: 'POST', cookie: who, json: { name } })
  expect(res.status).toBe(201)
  return (await res.json()) as CampaignJson
}

const getPlan = (id: string, who = cookie) => t.request(`/api/campaigns/${id}/plan`, { cookie: who })
const putPlan = (id: string, json: unknown, who = cookie) => t.request(`/api/campaigns/${id}/plan`, { method: 'PUT', cookie: who, json })
const withVersion = (updated_at: string | null, plan: CampaignPlan = editorPlan): CampaignPlan => ({ ...structuredClone(plan), updated_at })
const messageOf = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message

/** A plan saved for the first time; its version. */
async function saved(id: string, plan: CampaignPlan = editorPlan): Promise<string> {
  const res = await putPlan(id, withVersion(null, plan))
  expect(res.status).toBe(200)
  return ((await res.json()) as PlanJson).updated_at!
}

describe('GET/PUT /api/campaigns/:id/plan', () => {
  it('answers null before the first save, then round-trips the plan with a version that advances', async () => {
    const c = await createCampaign()
    expect(await (await getPlan(c.id)).json()).toStrictEqual({ plan: null, updated_at: null })

    const first = await putPlan(c.id, withVersion(null))
    expect(first.status).toBe(200)
    const one = (await first.json()) as PlanJson
    expect(one.updated_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/)
    expect(one.plan).toEqual(withVersion(one.updated_at))
    expect(await (await getPlan(c.id)).json()).toEqual(one)

    const changed = withVersion(one.updated_at)
    changed.ad_groups[0].name = 'Comprar agora'
    const second = await putPlan(c.id, changed)
    expect(second.status).toBe(200)
    const two = (await second.json()) as PlanJson
    expect(Date.parse(two.updated_at!)).toBeGreaterThan(Date.parse(one.updated_at!))
    const read = (await (await getPlan(c.id)).json()) as PlanJson
    expect(read).toEqual(two)
    expect(read.plan!.ad_groups[0].name).toBe('Comprar agora')
  })

  it.each([
    ['a headline over 30 characters names the group, the ad and the headline', (p: CampaignPlan) => { p.ad_groups[0].ads[0].headlines[1].text = 'x'.repeat(31) },
      'Grupo 1, anúncio 1: título 2 passa do limite de 30 caracteres.'],
    ['an unknown bid strategy', (p: CampaignPlan) => { (p.settings as { bid_strategy: string }).bid_strategy = 'manual_cpc' },
      'Estratégia de lances deve ser maximize_clicks, maximize_conversions, target_cpa ou target_roas.'],
    ['a target strategy without its value', (p: CampaignPlan) => { p.settings.target_value = null }, 'Informe o CPA desejado (R$), maior que zero.'],
    ['a ROAS without its value', (p: CampaignPlan) => { p.settings.bid_strategy = 'target_roas'; p.settings.target_value = 0 }, 'Informe o ROAS desejado (%), maior que zero.'],
  ])('refuses %s with a pt-BR 422, and saves nothing', async (_, change, message) => {
    const c = await createCampaign()
    const plan = withVersion(null)
    change(plan)
    const res = await putPlan(c.id, plan)
    expect(res.status).toBe(422)
    expect(await res.json()).toStrictEqual({ error: { code: 'invalid_input', message } })
    expect(await (await getPlan(c.id)).json()).toStrictEqual({ plan: null, updated_at: null })
  })

  it('refuses malformed JSON (422) and a body that is not JSON (415)', async () => {
    const c = await createCampaign()
    const headers = { 'content-type': 'application/json' }
    const broken = await t.request(`/api/campaigns/${c.id}/plan`, { method: 'PUT', cookie, headers, body: '{"settings":' })
    expect([broken.status, await messageOf(broken)]).toStrictEqual([422, 'Dados inválidos.'])
    const text = await t.request(`/api/campaigns/${c.id}/plan`, { method: 'PUT', cookie, headers: { 'content-type': 'text/plain' }, body: JSON.stringify(editorPlan) })
    expect(text.status).toBe(415)
  })

  it('answers a stale write with 409 carrying the newer plan and version, and keeps the newer plan', async () => {
    const c = await createCampaign()
    const v1 = await saved(c.id)
    const tabA = withVersion(v1)
    tabA.settings.daily_budget = 120
    const a = await putPlan(c.id, tabA)
    expect(a.status).toBe(200)
    const newer = (await a.json()) as PlanJson

    for (const stale of [v1, null, '2020-01-01T00:00:00.000Z']) {
      const tabB = withVersion(stale)
      tabB.settings.daily_budget = 10
      const b = await putPlan(c.id, tabB)
      expect(b.status).toBe(409)
      const body = (await b.json()) as PlanConflictJson
      expect(body.error).toStrictEqual({ code: 'conflict', message: PLAN_CONFLICT_MESSAGE })
      expect(body.updated_at).toBe(newer.updated_at)
      expect(body.plan).toEqual(newer.plan)
      expect(body.plan!.settings.daily_budget).toBe(120)
    }
    expect(await (await getPlan(c.id)).json()).toEqual(newer)
  })

  it('of simultaneous PUTs from the same version, one wins (200) and the others get 409 with the winner', async () => {
    const c = await createCampaign()
    const v1 = await saved(c.id)
    const plans = [110, 220, 330, 440].map((budget) => {
      const p = withVersion(v1)
      p.settings.daily_budget = budget
      return p
    })
    const answers = await Promise.all(plans.map((p) => putPlan(c.id, p)))
    expect(answers.map((r) => r.status).sort()).toStrictEqual([200, 409, 409, 409])
    const won = (await answers.find((r) => r.status === 200)!.json()) as PlanJson
    for (const r of answers.filter((x) => x.status === 409)) expect(((await r.json()) as PlanConflictJson).plan).toEqual(won.plan)
    expect(await (await getPlan(c.id)).json()).toEqual(won)
  })

  it("answers 404 on another user's campaign (read or write) and leaves its plan alone", async () => {
    const c = await createCampaign()
    const v1 = await saved(c.id)
    expect((await getPlan(c.id, other)).status).toBe(404)
    for (const version of [v1, null]) {
      const res = await putPlan(c.id, withVersion(version), other)
      expect([res.status, await messageOf(res)]).toStrictEqual([404, 'Campanha não encontrada.'])
    }
    expect((await getPlan('nao-e-um-id')).status).toBe(404)
    expect((await putPlan('00000000-0000-4000-8000-000000000000', withVersion(null))).status).toBe(404)
    expect(((await (await getPlan(c.id)).json()) as PlanJson).updated_at).toBe(v1)
  })

  it('goes with the campaign', async () => {
    const c = await createCampaign()
    await saved(c.id)
    expect((await t.request(`/api/campaigns/${c.id}`, { method: 'DELETE', cookie })).status).toBe(204)
    expect((await getPlan(c.id)).status).toBe(404)
  })

  it('answers 401 without a session', async () => {
    const c = await createCampaign()
    expect((await t.request(`/api/campaigns/${c.id}/plan`)).status).toBe(401)
    expect((await t.request(`/api/campaigns/${c.id}/plan`, { method: 'PUT', json: withVersion(null) })).status).toBe(401)
  })

  it('answers a Básico account 403 with a pt-BR sentence, on its own campaign', async () => {
    const basic = await t.user('basico.plano@example.com')
    const c = await createCampaign('Minha', basic)
    const [u] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, 'basico.plano@example.com'))
    await t.db.update(profiles).set({ plan: 'basic', subscription_status: 'active', trial_expires_at: null }).where(eq(profiles.id, u.id))
    for (const res of [await getPlan(c.id, basic), await putPlan(c.id, withVersion(null), basic)]) {
      expect(res.status).toBe(403)
      expect(await res.json()).toStrictEqual({ error: { code: 'forbidden', message: PLAN_NOT_IN_PLAN } })
    }
  })
})

describe('plan body size', () => {
  /** A valid plan of about `groups` × 10,000 long keywords. */
  function bigPlan(groups: number): CampaignPlan {
    const plan = withVersion(null)
    plan.ad_groups = Array.from({ length: groups }, (_, g) => ({
      ...structuredClone(editorPlan.ad_groups[0]),
      name: `Grupo ${g + 1}`,
      negatives: [],
      keywords: Array.from({ length: 10_000 }, (_, i) => `[g${g}n${i} ${'é'.repeat(48)}]`),
    }))
    return plan
  }

  it('accepts a 2 MB plan and refuses one over 4 MB with a 413 (the rest of the API keeps 1 MB)', async () => {
    const c = await createCampaign()
    const two = bigPlan(2)
    const size = Buffer.byteLength(JSON.stringify(two))
    expect(size).toBeGreaterThan(2 * 1024 * 1024)
    expect(size).toBeLessThan(4 * 1024 * 1024)
    const ok = await putPlan(c.id, two)
    expect(ok.status).toBe(200)
    expect(((await (await getPlan(c.id)).json()) as PlanJson).plan!.ad_groups[1].keywords).toHaveLength(10_000)

    const huge = { ...withVersion(null), padding: 'x'.repeat(4 * 1024 * 1024) }
    const tooBig = await putPlan(c.id, huge)
    expect(tooBig.status).toBe(413)
    expect(await messageOf(tooBig)).toBe('Os dados enviados são grandes demais (máximo 4 MB).')
    const patch = await t.request(`/api/campaigns/${c.id}`, { method: 'PATCH', cookie, json: { notes: 'x'.repeat(1_100_000) } })
    expect([patch.status, await messageOf(patch)]).toStrictEqual([413, 'Os dados enviados são grandes demais (máximo 1 MB).'])
  }, 60_000)
})
