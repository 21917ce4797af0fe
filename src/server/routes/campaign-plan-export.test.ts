/** GET /api/campaigns/:id/export.csv from the campaign's builder plan (decision 014), read back as Editor would. */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CampaignPlan } from '../../core/builder/types'
import { EDITOR_PLAN_NAME, editorPlan } from '../../core/campaigns/__fixtures__/editor-plan'
import { profiles, user } from '../db/schema'
import { createTestApp, type TestApp } from '../testing/harness'
import type { CampaignJson } from './campaigns'

let t: TestApp
let cookie: string
beforeAll(async () => {
  t = await createTestApp()
  cookie = await t.user('exporta.plano@example.com')
})
afterAll(() => t.close())

/** RFC 4180 records: quoted fields may hold the delimiter, doubled quotes and line breaks; CRLF between records. */
function readDelimited(text: string, delimiter: string): Record<string, string>[] {
  const records: string[][] = [[]]
  let field = ''
  let quoted = false
  for (let i = text.startsWith('\uFEFF') ? 1 : 0; i < text.length; i++) {
    const ch = text[i]
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') field += text[i++]
      else if (ch === '"') quoted = false
      else field += ch
    } else if (ch === '"') quoted = true
    else if (ch === delimiter || (ch === '\r' && text[i + 1] === '\n')) {
      records.at(-1)!.push(field)
      field = ''
      if (ch === '\r') {
        records.push([])
        i++
      }
    } else field += ch
  }
  if (field !== '' || records.at(-1)!.length > 0) records.at(-1)!.push(field)
  const [header, ...rows] = records.filter((r) => r.length > 0)
  return rows.map((r) => Object.fromEntries(header.map((name, i) => [name, r[i] ?? ''])))
}

async function campaignWithPlan(plan: CampaignPlan, name = EDITOR_PLAN_NAME, who = cookie): Promise<CampaignJson> {
  const res = await t.request('/api/campaigns', { method: 'POST', cookie: who, json: { name } })
  const c = (await res.json()) as CampaignJson
  const put = await t.request(`/api/campaigns/${c.id}/plan`, { method: 'PUT', cookie: who, json: { ...structuredClone(plan), updated_at: null } })
  expect(put.status).toBe(200)
  return c
}

describe('export.csv from a plan', () => {
  it('writes the plan, not the lists: two ad groups, pinned headlines, in both encodings', async () => {
    const c = await campaignWithPlan(editorPlan)
    // A list saved on the campaign too: the plan's file does not take it.
    await t.request(`/api/campaigns/${c.id}/assets`, { method: 'POST', cookie, json: { asset_type: 'keywords', content: ['[lista antiga]'] } })
    const utf8 = await t.request(`/api/campaigns/${c.id}/export.csv`, { cookie })
    expect(utf8.status).toBe(200)
    expect(utf8.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    const utf16 = await t.request(`/api/campaigns/${c.id}/export.csv?encoding=utf16`, { cookie })
    expect(utf16.headers.get('content-type')).toBe('text/tab-separated-values; charset=utf-16le')
    const files = [
      readDelimited(await utf8.text(), ','),
      readDelimited(new TextDecoder('utf-16le').decode(await utf16.arrayBuffer()), '\t'),
    ]
    expect(files[1]).toStrictEqual(files[0])
    const rows = files[0]
    expect(rows.filter((r) => r['Ad Group Status'] === 'Paused').map((r) => r['Ad Group'])).toStrictEqual(['Comprar', 'Presentear'])
    expect(rows[0]).toMatchObject({ Campaign: EDITOR_PLAN_NAME, 'Bid Strategy Type': 'Target CPA', 'Target CPA': '35.50', Networks: 'Google search;Search Partners' })
    const ads = rows.filter((r) => r['Ad type'] === 'Responsive search ad')
    expect(ads.map((r) => r['Ad Group'])).toStrictEqual(['Comprar', 'Presentear', 'Presentear'])
    expect(ads[0]).toMatchObject({ 'Headline 1': 'Café Especial, Torra Média', 'Headline 1 position': '1', 'Headline 4 position': '2', 'Description 1 position': '1' })
    expect(rows.some((r) => r.Keyword === 'lista antiga')).toBe(false)
    expect(rows.find((r) => r['Criterion Type'] === 'Negative Exact')).toMatchObject({ 'Ad Group': 'Comprar', Keyword: 'presente café especial' })
  })

  it("answers 422 with the plan's pre-flight errors, naming the group", async () => {
    const plan = structuredClone(editorPlan)
    plan.settings.daily_budget = null
    plan.ad_groups[1].ads = []
    const c = await campaignWithPlan(plan)
    const res = await t.request(`/api/campaigns/${c.id}/export.csv`, { cookie })
    expect(res.status).toBe(422)
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'O arquivo do Google Ads Editor não pode ser gerado ainda. Falta o orçamento diário (R$) da campanha. Grupo "Presentear": não tem anúncio; crie um na etapa "Anúncios".',
    )
  })

  it('a Básico account (a plan saved during its trial) downloads the lists file, what its plan includes', async () => {
    const basic = await t.user('basico.exporta@example.com')
    const c = await campaignWithPlan(editorPlan, 'Lista Básica', basic)
    await t.request(`/api/campaigns/${c.id}`, { method: 'PATCH', cookie: basic, json: { final_url: 'https://loja.com.br/', daily_budget: 20 } })
    await t.request(`/api/campaigns/${c.id}/assets`, { method: 'POST', cookie: basic, json: { asset_type: 'keywords', content: ['[lista antiga]'] } })
    const [u] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, 'basico.exporta@example.com'))
    await t.db.update(profiles).set({ plan: 'basic', subscription_status: 'active', trial_expires_at: null }).where(eq(profiles.id, u.id))
    const res = await t.request(`/api/campaigns/${c.id}/export.csv`, { cookie: basic })
    expect(res.status).toBe(200)
    const rows = readDelimited(await res.text(), ',')
    expect(rows.filter((r) => r['Ad Group Status'] === 'Paused').map((r) => r['Ad Group'])).toStrictEqual(['Lista Básica'])
    expect(rows.some((r) => r.Keyword === 'lista antiga')).toBe(true)
  })
})
