/**
 * A saved list's name, PATCH of one list (rename, new items), and the campaign's landing page and
 * daily budget: the fields the Google Ads Editor export needs.
 */
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { campaignAssets, campaigns, profiles, user } from '../db/schema'
import { createTestApp, type TestApp } from '../testing/harness'
import type { CampaignAssetJson, CampaignJson } from './campaigns'

let t: TestApp
let cookie: string
beforeAll(async () => {
  t = await createTestApp()
  cookie = await t.user('lia@example.com')
})
afterAll(() => t.close())

async function create(json: Record<string, unknown>): Promise<CampaignJson> {
  const res = await t.request('/api/campaigns', { method: 'POST', cookie, json })
  expect(res.status).toBe(201)
  return (await res.json()) as CampaignJson
}

async function attach(id: string, json: Record<string, unknown>, as = cookie): Promise<CampaignAssetJson> {
  const res = await t.request(`/api/campaigns/${id}/assets`, { method: 'POST', cookie: as, json })
  expect(res.status).toBe(201)
  return (await res.json()) as CampaignAssetJson
}

const patch = (id: string, assetId: string, json: unknown, as = cookie) =>
  t.request(`/api/campaigns/${id}/assets/${assetId}`, { method: 'PATCH', cookie: as, json })

async function rows() {
  return {
    campaigns: await t.db.select().from(campaigns).orderBy(asc(campaigns.id)),
    assets: await t.db.select().from(campaignAssets).orderBy(asc(campaignAssets.id)),
  }
}

const message = async (res: Response) => ((await res.json()) as { error: { message: string } }).error.message

describe('campaign landing page and daily budget', () => {
  it('keeps an https final_url and a positive daily_budget, and clears them with null', async () => {
    const c = await create({ name: 'Com URL', final_url: ' https://loja.com.br/produto?x=1 ', daily_budget: 35.5 })
    expect(c).toMatchObject({ final_url: 'https://loja.com.br/produto?x=1', daily_budget: 35.5 })
    const [listed] = (await (await t.request('/api/campaigns', { cookie })).json()) as CampaignJson[]
    expect(listed).toMatchObject({ final_url: 'https://loja.com.br/produto?x=1', daily_budget: 35.5 })
    const res = await t.request(`/api/campaigns/${c.id}`, { method: 'PATCH', cookie, json: { final_url: null, daily_budget: null } })
    expect(await res.json()).toMatchObject({ final_url: null, daily_budget: null })
  })

  it.each([
    [{ final_url: 'http://loja.com.br' }, 'https://'],
    [{ final_url: 'loja.com.br' }, 'https://'],
    [{ final_url: 'https://localhost' }, 'https://'],
    [{ final_url: 'https://user:pw@loja.com.br' }, 'https://'],
    [{ final_url: 'javascript:alert(1)' }, 'https://'],
    [{ daily_budget: 0 }, 'maior que zero'],
    [{ daily_budget: -5 }, 'maior que zero'],
    [{ daily_budget: 10.123 }, '2 casas decimais'],
    [{ daily_budget: '20' }, 'deve ser um número'],
  ])('refuses %o with a pt-BR 422 and stores nothing', async (fields, expected) => {
    const before = await rows()
    const res = await t.request('/api/campaigns', { method: 'POST', cookie, json: { name: 'Ruim', ...fields } })
    expect(res.status).toBe(422)
    expect(await message(res)).toContain(expected)
    expect(await rows()).toEqual(before)
  })
})

describe('a saved list: name and PATCH', () => {
  it('keeps the name a list was saved with, and a sitelink\'s own https page', async () => {
    const c = await create({ name: 'Listas' })
    const kw = await attach(c.id, { asset_type: 'keywords', name: '  Fundo de funil  ', content: ['[comprar x]'] })
    expect(kw.name).toBe('Fundo de funil')
    const none = await attach(c.id, { asset_type: 'keywords', content: ['comprar x'] })
    expect(none.name).toBeNull()
    const sl = await attach(c.id, {
      asset_type: 'sitelinks',
      content: [{ text: 'Garantia', desc1: 'Linha um', desc2: 'Linha dois', final_url: 'https://loja.com.br/garantia' }, { text: 'Frete', desc1: '', desc2: '', final_url: '' }],
    })
    expect(sl.content).toEqual([
      { text: 'Garantia', desc1: 'Linha um', desc2: 'Linha dois', final_url: 'https://loja.com.br/garantia' },
      { text: 'Frete', desc1: '', desc2: '' },
    ])
    const bad = await t.request(`/api/campaigns/${c.id}/assets`, {
      method: 'POST', cookie, json: { asset_type: 'sitelinks', content: [{ text: 'X', desc1: '', desc2: '', final_url: 'http://x.com' }] },
    })
    expect(bad.status).toBe(422)
    expect(await message(bad)).toBe('Sitelink 1: Informe um endereço completo começando com https:// (ex.: https://seusite.com.br/produto).')
  })

  it('renames a list and replaces its items, checked for the list\'s own type', async () => {
    const c = await create({ name: 'Editar' })
    const neg = await attach(c.id, { asset_type: 'negative_keywords', content: ['grátis', 'emprego'] })
    const renamed = await patch(c.id, neg.id, { name: 'Negativas gerais' })
    expect(renamed.status).toBe(200)
    expect(await renamed.json()).toMatchObject({ id: neg.id, name: 'Negativas gerais', content: ['grátis', 'emprego'] })
    const edited = await patch(c.id, neg.id, { content: [' [grátis] ', 'emprego'] })
    expect(await edited.json()).toMatchObject({ name: 'Negativas gerais', content: ['[grátis]', 'emprego'] })

    const titles = await attach(c.id, { asset_type: 'titles', content: ['Curto'] })
    const before = await rows()
    const tooLong = await patch(c.id, titles.id, { content: ['x'.repeat(31)] })
    expect(tooLong.status).toBe(422)
    expect(await message(tooLong)).toContain('passa do limite de 30 caracteres')
    for (const body of [{}, { content: [] }, { name: 5 }]) expect((await patch(c.id, titles.id, body)).status).toBe(422)
    expect(await rows()).toEqual(before)
  })

  it('answers 404 for another user\'s list or campaign, and 403 for a type the plan does not include', async () => {
    const c = await create({ name: 'Dona' })
    const kw = await attach(c.id, { asset_type: 'keywords', content: ['a'] })
    const other = await t.user('outra@example.com')
    const before = await rows()
    const res = await patch(c.id, kw.id, { name: 'Minha' }, other)
    expect(res.status).toBe(404)
    expect(await message(res)).toBe('Campanha não encontrada.')
    expect((await patch(c.id, '00000000-0000-4000-8000-000000000000', { name: 'x' })).status).toBe(404)
    expect(await rows()).toEqual(before)

    const basic = await t.user('basico@example.com')
    const [u] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, 'basico@example.com'))
    const own = (await (await t.request('/api/campaigns', { method: 'POST', cookie: basic, json: { name: 'B' } })).json()) as CampaignJson
    const titles = await attach(own.id, { asset_type: 'titles', content: ['Antes'] }, basic) // while on trial
    await t.db.update(profiles).set({ plan: 'basic', subscription_status: 'active', trial_expires_at: null }).where(eq(profiles.id, u.id))
    const refused = await patch(own.id, titles.id, { content: ['Depois'] }, basic)
    expect(refused.status).toBe(403)
    expect(await message(refused)).toContain('Seu plano Básico não inclui')
  })
})
