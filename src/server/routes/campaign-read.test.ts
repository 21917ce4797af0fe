/**
 * The read routes of /api/campaigns ("Speed", send what the screen shows): the list with summaries of
 * the lists (no items), one campaign in full, and the names for the menus.
 */
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AssetItem, AssetType } from '../../core/types'
import { campaignAssets, campaigns, user } from '../db/schema'
import { createTestApp, type TestApp } from '../testing/harness'
import type { CampaignAssetJson, CampaignJson, CampaignSummaryJson } from './campaigns'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const NOT_FOUND = { error: { code: 'not_found', message: 'Campanha não encontrada.' } }
const MISSING_ID = '00000000-0000-4000-8000-000000000000'

async function create(cookie: string, json: Record<string, unknown>): Promise<CampaignJson> {
  const res = await t.request('/api/campaigns', { method: 'POST', cookie, json })
  expect(res.status).toBe(201)
  return (await res.json()) as CampaignJson
}

async function attach(cookie: string, id: string, asset_type: AssetType, content: unknown[], name?: string): Promise<CampaignAssetJson> {
  const res = await t.request(`/api/campaigns/${id}/assets`, { method: 'POST', cookie, json: { asset_type, content, name } })
  expect(res.status).toBe(201)
  return (await res.json()) as CampaignAssetJson
}

async function get<T>(cookie: string, path: string): Promise<{ status: number; text: string; json: T }> {
  const res = await t.request(path, { cookie })
  const text = await res.text()
  return { status: res.status, text, json: JSON.parse(text) as T }
}

describe('GET /api/campaigns: summaries', () => {
  it('gives each campaign its fields and, per list, type, name and count, never the items; newest first; only the caller\'s', async () => {
    const ana = await t.user('ana.leitura@example.com')
    const bia = await t.user('bia.leitura@example.com')
    const old = await create(ana, { name: 'Antiga', created_at: '2026-01-01T00:00:00.000Z' })
    const full = await create(ana, { name: 'Completa', notes: 'Público frio', niche: 'Nutra', country: 'Brasil', platform: 'Hotmart', commission: 47.5, product_price: 197, final_url: 'https://loja.com.br/cafe', daily_budget: 30, created_at: '2026-03-01T00:00:00.000Z' })
    const mid = await create(ana, { name: 'Do meio', created_at: '2026-02-01T00:00:00.000Z' })
    await attach(ana, full.id, 'keywords', ['café especial', '[café gourmet]', '"café em grãos"'], 'Café')
    await attach(ana, full.id, 'negative_keywords', ['grátis', 'receita'])
    await attach(ana, full.id, 'sitelinks', [{ text: 'Ofertas', desc1: 'Até 30% off', desc2: 'Só hoje' }, { text: 'Frete', desc1: 'Grátis', desc2: 'Para o Brasil' }], 'Links')
    await attach(ana, mid.id, 'titles', ['Café Especial Hoje'])
    await create(bia, { name: 'Campanha da Bia' })

    const { status, text, json } = await get<CampaignSummaryJson[]>(ana, '/api/campaigns')
    expect(status).toBe(200)
    expect(json.map((c) => c.name)).toEqual(['Completa', 'Do meio', 'Antiga'])
    expect(json[0]).toEqual({
      ...full,
      assets: [
        { asset_type: 'keywords', name: 'Café', count: 3 },
        { asset_type: 'negative_keywords', name: null, count: 2 },
        { asset_type: 'sitelinks', name: 'Links', count: 2 },
      ],
    })
    expect(json[1].assets).toEqual([{ asset_type: 'titles', name: null, count: 1 }])
    expect(json[2]).toEqual(old)
    for (const absent of ['"content"', 'café gourmet', 'receita', 'Até 30% off', 'Café Especial Hoje', 'Campanha da Bia']) expect(text).not.toContain(absent)

    const other = await get<CampaignSummaryJson[]>(bia, '/api/campaigns')
    expect(other.json.map((c) => c.name)).toEqual(['Campanha da Bia'])
    expect(other.json[0].assets).toEqual([])
  })

  it('stays under 100 KB for 100 campaigns × 7 lists × 50 items (the full answer is 1.8 MB)', async () => {
    const cookie = await t.user('cem.campanhas@example.com')
    const [{ id: userId }] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, 'cem.campanhas@example.com'))
    const types: AssetType[] = ['keywords', 'negative_keywords', 'titles', 'descriptions', 'sitelinks', 'callouts', 'promotions']
    const start = Date.UTC(2026, 0, 1)
    const rows = await t.db.insert(campaigns).values(Array.from({ length: 100 }, (_, i) => ({
      user_id: userId,
      name: `Colágeno Verisol — Brasil #${i + 1}`,
      notes: `Campanha de teste para colágeno verisol: públicos frios, lances manuais e orçamento de R$ ${50 + i} por dia.`,
      platform: 'Hotmart', niche: 'Nutra', country: 'Brasil', commission: 47.9, product_price: 197, final_url: 'https://loja.exemplo.com.br/colageno', daily_budget: 50,
      created_at: new Date(start + i * 86_400_000),
    }))).returning({ id: campaigns.id })
    const item = (type: AssetType, n: number): AssetItem =>
      type === 'sitelinks' ? { text: `Ofertas do Dia ${n}`, desc1: 'Descontos que acabam hoje', desc2: 'Estoque limitado' } : `comprar colágeno verisol original ${n}`
    const assets = rows.flatMap((c, ci) => types.map((type, ai) => ({
      campaign_id: c.id, user_id: userId, asset_type: type, name: 'Colágeno Verisol',
      content: Array.from({ length: 50 }, (_, n) => item(type, n)), created_at: new Date(start + ci * 86_400_000 + ai * 60_000),
    })))
    for (let i = 0; i < assets.length; i += 100) await t.db.insert(campaignAssets).values(assets.slice(i, i + 100))

    const { status, text, json } = await get<CampaignSummaryJson[]>(cookie, '/api/campaigns')
    expect(status).toBe(200)
    expect(json).toHaveLength(100)
    expect(json.flatMap((c) => c.assets.map((a) => a.count))).toEqual(Array(700).fill(50))
    expect(json[0].assets.map((a) => a.asset_type)).toEqual(types)
    expect(Buffer.byteLength(text)).toBeLessThan(100_000)

    const one = await get<CampaignJson>(cookie, `/api/campaigns/${json[0].id}`)
    expect(one.json.assets.map((a) => a.content.length)).toEqual(Array(7).fill(50))
  })
})

describe('GET /api/campaigns/:id: one campaign in full', () => {
  it('answers the owner with every field and every list with its items, oldest list first', async () => {
    const cookie = await t.user('dono.detalhe@example.com')
    const c = await create(cookie, { name: 'Detalhe', notes: 'Com tudo', final_url: 'https://loja.com.br/x', daily_budget: 12.5 })
    const kw = await attach(cookie, c.id, 'keywords', ['comprar café', '[café especial]'], 'Café')
    const sl = await attach(cookie, c.id, 'sitelinks', [{ text: 'Ofertas', desc1: 'Até 30% off' }])
    const { status, json } = await get<CampaignJson>(cookie, `/api/campaigns/${c.id}`)
    expect(status).toBe(200)
    expect(json).toEqual({ ...c, assets: [kw, sl] })
    expect(sl.content).toEqual([{ text: 'Ofertas', desc1: 'Até 30% off', desc2: '' }])
  })

  it("answers 404 for another user's campaign, a missing id and a malformed one, and never shows the rows", async () => {
    const owner = await t.user('dona.segredo@example.com')
    const other = await t.user('outra.segredo@example.com')
    const secret = await create(owner, { name: 'Segredo', notes: 'margem 40%' })
    await attach(owner, secret.id, 'titles', ['Oferta Secreta'])
    for (const [cookie, id] of [[other, secret.id], [owner, MISSING_ID], [owner, 'nao-e-um-id'], [owner, `${secret.id}x`]]) {
      const res = await get<unknown>(cookie, `/api/campaigns/${id}`)
      expect(res.status, id).toBe(404)
      expect(res.json).toEqual(NOT_FOUND)
    }
  })
})

describe('GET /api/campaigns/names', () => {
  it('lists id and name only, newest first, only the caller\'s; [] with none', async () => {
    const cookie = await t.user('nomes@example.com')
    const other = await t.user('nomes.outra@example.com')
    expect((await get<unknown>(cookie, '/api/campaigns/names')).json).toEqual([])
    const a = await create(cookie, { name: 'Primeira', notes: 'nota', created_at: '2026-01-01T00:00:00.000Z' })
    const c = await create(cookie, { name: 'Terceira', created_at: '2026-05-01T00:00:00.000Z' })
    const b = await create(cookie, { name: 'Segunda', created_at: '2026-03-01T00:00:00.000Z' })
    await attach(cookie, a.id, 'keywords', ['café'])
    await create(other, { name: 'Da outra', created_at: '2026-12-01T00:00:00.000Z' })
    const res = await get<unknown>(cookie, '/api/campaigns/names')
    expect(res.status).toBe(200)
    expect(res.json).toEqual([{ id: c.id, name: 'Terceira' }, { id: b.id, name: 'Segunda' }, { id: a.id, name: 'Primeira' }])
  })
})
