import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { campaignAssets, campaigns, profiles, user } from '../db/schema'
import { ADMIN_EMAIL, createTestApp, type TestApp } from '../testing/harness'
import type { AssetType } from '../../core/types'
import { assetNotInPlan, type CampaignAssetJson, type CampaignJson, type CampaignSummaryJson } from './campaigns'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const NOT_FOUND = { error: { code: 'not_found', message: 'Campanha não encontrada.' } }
const MISSING_ID = '00000000-0000-4000-8000-000000000000'

async function userId(email: string): Promise<string> {
  const [u] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email))
  return u.id
}

async function createCampaign(cookie: string, json: Record<string, unknown>): Promise<CampaignJson> {
  const res = await t.request('/api/campaigns', { method: 'POST', cookie, json })
  expect(res.status).toBe(201)
  return (await res.json()) as CampaignJson
}

async function addAsset(cookie: string, id: string, json: Record<string, unknown>): Promise<CampaignAssetJson> {
  const res = await t.request(`/api/campaigns/${id}/assets`, { method: 'POST', cookie, json })
  expect(res.status).toBe(201)
  return (await res.json()) as CampaignAssetJson
}

async function list(cookie: string): Promise<CampaignSummaryJson[]> {
  const res = await t.request('/api/campaigns', { cookie })
  expect(res.status).toBe(200)
  return (await res.json()) as CampaignSummaryJson[]
}

/** One campaign in full (GET /api/campaigns/:id; its tests are in campaign-read.test.ts). */
async function full(cookie: string, id: string): Promise<CampaignJson> {
  const res = await t.request(`/api/campaigns/${id}`, { cookie })
  expect(res.status).toBe(200)
  return (await res.json()) as CampaignJson
}

/** Every campaign and asset row, ordered: compared before and after a refused request. */
async function snapshot() {
  return {
    campaigns: await t.db.select().from(campaigns).orderBy(asc(campaigns.id)),
    assets: await t.db.select().from(campaignAssets).orderBy(asc(campaignAssets.id)),
  }
}

describe('without a session or a subscription', () => {
  it('answers 401 without a session', async () => {
    for (const [method, path] of [['GET', '/api/campaigns'], ['POST', '/api/campaigns'], ['GET', `/api/campaigns/${MISSING_ID}/export.csv`]]) {
      const res = await t.request(path, { method, json: method === 'POST' ? { name: 'X' } : undefined })
      expect(res.status).toBe(401)
      expect(await res.json()).toEqual({ error: { code: 'unauthorized', message: 'Sessão expirada. Entre novamente.' } })
    }
  })

  it('answers 403 to a user whose trial has expired, and lets the admin through', async () => {
    const cookie = await t.user('expirou@example.com')
    await t.db.update(profiles).set({ trial_expires_at: new Date(Date.now() - 60_000) }).where(eq(profiles.id, await userId('expirou@example.com')))
    const before = await snapshot()
    for (const [method, path] of [['GET', '/api/campaigns'], ['POST', '/api/campaigns']]) {
      const res = await t.request(path, { method, cookie, json: method === 'POST' ? { name: 'Bloqueada' } : undefined })
      expect(res.status).toBe(403)
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('forbidden')
    }
    expect(await snapshot()).toEqual(before)

    const admin = await t.user(ADMIN_EMAIL)
    await t.db.update(user).set({ emailVerified: true }).where(eq(user.email, ADMIN_EMAIL)) // the admin is a verified address
    await t.db.update(profiles).set({ trial_expires_at: new Date(Date.now() - 60_000) }).where(eq(profiles.id, await userId(ADMIN_EMAIL)))
    expect((await t.request('/api/campaigns', { cookie: admin })).status).toBe(200)
  })
})

describe('campaign CRUD', () => {
  let cookie: string
  beforeAll(async () => {
    cookie = await t.user('ana@example.com')
  })

  it('creates, lists, updates and deletes a campaign with its assets', async () => {
    const created = await createCampaign(cookie, {
      name: '  Emagrecedor Verão  ', notes: 'Testar públicos frios', platform: '', niche: ' Nutra ',
      country: null, commission: 97.5, product_price: 197, created_at: '2026-11-20T12:00:00.000Z',
    })
    expect(created).toEqual({
      id: expect.stringMatching(/^[0-9a-f-]{36}$/), user_id: await userId('ana@example.com'),
      name: 'Emagrecedor Verão', notes: 'Testar públicos frios', platform: null, niche: 'Nutra', country: null,
      commission: 97.5, product_price: 197, final_url: null, daily_budget: null,
      created_at: '2026-11-20T12:00:00.000Z', updated_at: null, assets: [],
    })

    const keywords = await addAsset(cookie, created.id, { asset_type: 'keywords', content: ['  comprar emagrecedor ', '[emagrecedor natural]'] })
    expect(keywords).toMatchObject({ campaign_id: created.id, asset_type: 'keywords', content: ['comprar emagrecedor', '[emagrecedor natural]'] })
    const sitelinks = await addAsset(cookie, created.id, {
      asset_type: 'sitelinks', content: [{ text: 'Frete Grátis', desc1: 'Para todo o Brasil' }, { text: 'Garantia', desc1: '30 dias', desc2: 'Dinheiro de volta' }],
    })
    expect(sitelinks.content).toEqual([
      { text: 'Frete Grátis', desc1: 'Para todo o Brasil', desc2: '' },
      { text: 'Garantia', desc1: '30 dias', desc2: 'Dinheiro de volta' },
    ])

    expect(await full(cookie, created.id)).toEqual({ ...created, assets: [keywords, sitelinks] })

    const before = Date.now()
    const res = await t.request(`/api/campaigns/${created.id}`, { method: 'PATCH', cookie, json: { name: 'Emagrecedor Inverno', niche: '', commission: null } })
    expect(res.status).toBe(200)
    const patched = (await res.json()) as CampaignJson
    expect(patched).toMatchObject({ name: 'Emagrecedor Inverno', niche: null, commission: null, notes: 'Testar públicos frios', product_price: 197 })
    expect(Date.parse(patched.updated_at!)).toBeGreaterThanOrEqual(before - 1000)
    const [row] = await t.db.select().from(campaigns).where(eq(campaigns.id, created.id))
    expect(row.updated_at).not.toBeNull()
    expect(row.name).toBe('Emagrecedor Inverno')
    // The list (JSON written by PostgreSQL) and the PATCH answer (written by Node) agree on every field.
    const { assets: patchedAssets, ...fields } = patched
    expect(patchedAssets).toEqual([keywords, sitelinks])
    expect((await list(cookie))[0]).toEqual({ ...fields, assets: [{ asset_type: 'keywords', name: null, count: 2 }, { asset_type: 'sitelinks', name: null, count: 2 }] })

    const delAsset = await t.request(`/api/campaigns/${created.id}/assets/${keywords.id}`, { method: 'DELETE', cookie })
    expect(delAsset.status).toBe(204)
    expect((await full(cookie, created.id)).assets).toEqual([sitelinks])
    const again = await t.request(`/api/campaigns/${created.id}/assets/${keywords.id}`, { method: 'DELETE', cookie })
    expect(again.status).toBe(404)
    expect(await again.json()).toEqual({ error: { code: 'not_found', message: 'Item não encontrado.' } })

    const del = await t.request(`/api/campaigns/${created.id}`, { method: 'DELETE', cookie })
    expect(del.status).toBe(204)
    expect(await list(cookie)).toEqual([])
    expect(await t.db.select().from(campaigns).where(eq(campaigns.id, created.id))).toEqual([])
    expect(await t.db.select().from(campaignAssets).where(eq(campaignAssets.campaign_id, created.id))).toEqual([])
    expect((await t.request(`/api/campaigns/${created.id}`, { method: 'DELETE', cookie })).status).toBe(404)
  })

  it('lists newest first, with created_at defaulting to now', async () => {
    const c = await t.user('ordem@example.com')
    await createCampaign(c, { name: 'Antiga', created_at: '2026-01-01T00:00:00.000Z' })
    const now = await createCampaign(c, { name: 'Agora' })
    await createCampaign(c, { name: 'Do meio', created_at: '2026-06-01T10:00:00-03:00' })
    expect(Math.abs(Date.parse(now.created_at) - Date.now())).toBeLessThan(60_000)
    const names = (await list(c)).map((x) => x.name)
    expect(names).toEqual(['Agora', 'Do meio', 'Antiga'])
    expect((await list(c))[1].created_at).toBe('2026-06-01T13:00:00.000Z')
  })

  it('keeps cents and counts keywords without their match-type wrapping', async () => {
    const c = await createCampaign(cookie, { name: 'Centavos', commission: 0.1 + 0.2, product_price: 9_999_999.99 })
    expect(c).toMatchObject({ commission: 0.3, product_price: 9_999_999.99 })
    expect((await list(cookie)).find((x) => x.id === c.id)).toMatchObject({ commission: 0.3, product_price: 9_999_999.99 })
    await addAsset(cookie, c.id, { asset_type: 'negative_keywords', content: [`[${'a'.repeat(80)}]`, `"${'b'.repeat(80)}"`, 'c'.repeat(80)] })
    // Counted in characters, NFC: 30 accented letters typed decomposed are still 30.
    const asset = await addAsset(cookie, c.id, { asset_type: 'titles', content: ['e\u0301'.repeat(30)] })
    expect(asset.content).toEqual(['\u00e9'.repeat(30)])
  })
})

// The export routes are tested in campaign-export.test.ts.

describe('isolation between users', () => {
  it('gives user B a 404 on every path to user A\'s campaign and leaves A\'s rows untouched', async () => {
    const a = await t.user('dona@example.com')
    const b = await t.user('intrusa@example.com')
    const mine = await createCampaign(a, { name: 'Campanha da Dona', notes: 'segredo' })
    const asset = await addAsset(a, mine.id, { asset_type: 'titles', content: ['Compre Já', 'Oferta Especial'] })
    const bOwn = await createCampaign(b, { name: 'Campanha da Intrusa' })
    const before = await snapshot()

    expect((await list(b)).map((x) => x.name)).toEqual(['Campanha da Intrusa'])
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/campaigns/${mine.id}/export.json`],
      ['GET', `/api/campaigns/${mine.id}/export.csv`],
      ['PATCH', `/api/campaigns/${mine.id}`, { name: 'Roubada' }],
      ['DELETE', `/api/campaigns/${mine.id}`],
      ['POST', `/api/campaigns/${mine.id}/assets`, { asset_type: 'titles', content: ['Intrusa'] }],
      ['DELETE', `/api/campaigns/${mine.id}/assets/${asset.id}`],
    ]
    for (const [method, path, json] of attempts) {
      const res = await t.request(path, { method, cookie: b, json })
      expect(res.status, `${method} ${path}`).toBe(404)
      expect(await res.json()).toEqual(NOT_FOUND)
    }
    // A's asset id through B's own campaign: still not B's.
    const cross = await t.request(`/api/campaigns/${bOwn.id}/assets/${asset.id}`, { method: 'DELETE', cookie: b })
    expect(cross.status).toBe(404)
    expect(await snapshot()).toEqual(before)
    expect(await full(a, mine.id)).toEqual({ ...mine, assets: [asset] })
  })
})

describe('bad input changes nothing', () => {
  let cookie: string
  let id: string
  beforeAll(async () => {
    cookie = await t.user('erros@example.com')
    id = (await createCampaign(cookie, { name: 'Base' })).id
  })

  const long = (n: number, ch = 'a') => ch.repeat(n)
  const campaignCases: [string, unknown, string][] = [
    ['no name', {}, 'Nome da campanha é obrigatório'],
    ['empty name', { name: '' }, 'Nome da campanha é obrigatório'],
    ['name of spaces', { name: '    ' }, 'Nome da campanha é obrigatório'],
    ['name too long', { name: long(121) }, 'Nome muito longo (máximo 120 caracteres)'],
    ['name not a string', { name: 42 }, 'Nome da campanha é obrigatório'],
    ['notes too long', { name: 'X', notes: long(2001) }, 'Anotações muito longas (máximo 2000 caracteres)'],
    ['platform not a string', { name: 'X', platform: 5 }, 'Plataforma precisa ser um texto.'],
    ['niche too long', { name: 'X', niche: long(61) }, 'Nicho muito longo (máximo 60 caracteres)'],
    ['non-numeric commission', { name: 'X', commission: 'abc' }, 'Comissão deve ser um número.'],
    ['numeric string commission', { name: 'X', commission: '10' }, 'Comissão deve ser um número.'],
    ['negative price', { name: 'X', product_price: -1 }, 'Preço do produto não pode ser negativo.'],
    ['huge price', { name: 'X', product_price: 10_000_000.01 }, 'Preço do produto muito alto (máximo 10.000.000).'],
    ['three decimals', { name: 'X', commission: 1.234 }, 'Comissão aceita no máximo 2 casas decimais.'],
    ['bad date', { name: 'X', created_at: 'ontem' }, 'Data inválida.'],
    ['body not an object', ['X'], 'Dados inválidos.'],
    ['body null', null, 'Dados inválidos.'],
  ]

  it.each(campaignCases)('POST /api/campaigns: %s → 422', async (_, json, message) => {
    const before = await snapshot()
    const res = await t.request('/api/campaigns', { method: 'POST', cookie, json })
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({ error: { code: 'invalid_input', message } })
    expect(await snapshot()).toEqual(before)
  })

  it('PATCH refuses a blank name and a malformed id', async () => {
    const before = await snapshot()
    const blank = await t.request(`/api/campaigns/${id}`, { method: 'PATCH', cookie, json: { name: '  ' } })
    expect(blank.status).toBe(422)
    expect(await blank.json()).toEqual({ error: { code: 'invalid_input', message: 'Nome da campanha é obrigatório' } })
    for (const bad of ['nao-e-uuid', `${id}x`, "1' or '1'='1", MISSING_ID]) {
      const res = await t.request(`/api/campaigns/${encodeURIComponent(bad)}`, { method: 'PATCH', cookie, json: { name: 'Y' } })
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual(NOT_FOUND)
    }
    for (const path of ['/api/campaigns/nao-e-uuid/export.csv', '/api/campaigns/123/assets', `/api/campaigns/${id}/assets/nao-e-uuid`]) {
      const method = path.endsWith('/assets') ? 'POST' : path.includes('/assets/') ? 'DELETE' : 'GET'
      const res = await t.request(path, { method, cookie, json: method === 'POST' ? { asset_type: 'titles', content: ['A'] } : undefined })
      expect(res.status, path).toBe(404)
    }
    expect(await snapshot()).toEqual(before)
  })

  const assetCases: [string, unknown, string][] = [
    ['body a string', 'titles', 'Dados inválidos.'],
    ['wrong asset type', { asset_type: 'headlines', content: ['A'] }, 'Tipo de lista inválido.'],
    ['no content', { asset_type: 'titles' }, 'A lista precisa ser um array de itens.'],
    ['empty content', { asset_type: 'titles', content: [] }, 'Lista vazia!'],
    ['content not an array', { asset_type: 'titles', content: 'Compre já' }, 'A lista precisa ser um array de itens.'],
    ['too many items', { asset_type: 'callouts', content: Array.from({ length: 5001 }, (_, i) => `Item ${i}`) }, 'Lista grande demais (máximo 5000 itens).'],
    ['empty item', { asset_type: 'callouts', content: ['Frete grátis', '   '] }, 'Item 2 está vazio.'],
    ['number item', { asset_type: 'keywords', content: [12] }, 'Item 1 não é um texto.'],
    ['object in a text list', { asset_type: 'titles', content: [{ text: 'A' }] }, 'Item 1 não é um texto.'],
    ['title over 30', { asset_type: 'titles', content: ['Compre já', 'Compre hoje', long(31, 'x')] }, `Item 3 passa do limite de 30 caracteres: "${long(31, 'x').slice(0, 40)}"`],
    ['description over 90', { asset_type: 'descriptions', content: [long(91)] }, `Item 1 passa do limite de 90 caracteres: "${long(40)}…"`],
    ['callout over 25', { asset_type: 'callouts', content: [long(26)] }, `Item 1 passa do limite de 25 caracteres: "${long(26)}"`],
    ['promotion over 20', { asset_type: 'promotions', content: ['Black Friday 50% OFF!'] }, 'Item 1 passa do limite de 20 caracteres: "Black Friday 50% OFF!"'],
    ['keyword over 80', { asset_type: 'keywords', content: [`[${long(81)}]`] }, `Item 1 passa do limite de 80 caracteres: "[${long(39)}…"`],
    ['sitelink as a string', { asset_type: 'sitelinks', content: ['Frete;Grátis;Brasil'] }, 'Sitelink 1 inválido: use { text, desc1, desc2 }.'],
    ['sitelink without text', { asset_type: 'sitelinks', content: [{ text: ' ', desc1: 'A' }] }, 'Sitelink 1 está sem texto.'],
    ['sitelink with a numeric description', { asset_type: 'sitelinks', content: [{ text: 'A', desc1: 5 }] }, 'Sitelink 1: descrição 1 precisa ser um texto.'],
    ['sitelink text over 25', { asset_type: 'sitelinks', content: [{ text: long(26), desc1: '', desc2: '' }] }, `Sitelink 1: texto passa do limite de 25 caracteres: "${long(26)}"`],
    ['sitelink description over 35', { asset_type: 'sitelinks', content: [{ text: 'A', desc1: 'B', desc2: long(36) }] }, `Sitelink 1: descrição 2 passa do limite de 35 caracteres: "${long(36)}"`],
  ]

  it.each(assetCases)('POST /api/campaigns/:id/assets: %s → 422', async (_, json, message) => {
    const before = await snapshot()
    const res = await t.request(`/api/campaigns/${id}/assets`, { method: 'POST', cookie, json })
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({ error: { code: 'invalid_input', message } })
    expect(await snapshot()).toEqual(before)
  })

  it('refuses malformed JSON (422), a non-JSON body (415) and a body over 1 MB (413)', async () => {
    const before = await snapshot()
    const malformed = await t.request('/api/campaigns', { method: 'POST', cookie, body: '{"name": "X",', headers: { 'content-type': 'application/json' } })
    expect(malformed.status).toBe(422)
    expect(await malformed.json()).toEqual({ error: { code: 'invalid_input', message: 'Dados inválidos.' } })
    const text = await t.request('/api/campaigns', { method: 'POST', cookie, body: '{"name":"X"}', headers: { 'content-type': 'text/plain' } })
    expect(text.status).toBe(415)
    const huge = await t.request(`/api/campaigns/${id}/assets`, {
      method: 'POST', cookie, json: { asset_type: 'keywords', content: Array.from({ length: 4000 }, () => long(300)) },
    })
    expect(huge.status).toBe(413)
    expect(((await huge.json()) as { error: { code: string } }).error.code).toBe('payload_too_large')
    expect(await snapshot()).toEqual(before)
  })
})

describe('plan gating of campaign assets (docs/decisions/010-plans-enforced.md)', () => {
  const SITELINK = [{ text: 'Oferta', desc1: 'Linha um', desc2: 'Linha dois' }]
  const body = (type: string) => ({ asset_type: type, content: type === 'sitelinks' ? SITELINK : ['item'] })
  const PRO_TYPES = ['negative_keywords', 'titles', 'descriptions', 'callouts', 'promotions']

  async function account(email: string, set: Partial<typeof profiles.$inferInsert>, admin = false) {
    // The admin account may exist already (an earlier test signed it up).
    const cookie = await t.user(email).catch(() => t.signIn(email))
    if (admin) await t.db.update(user).set({ emailVerified: true }).where(eq(user.email, email))
    await t.db.update(profiles).set(set).where(eq(profiles.id, await userId(email)))
    const campaign = await createCampaign(cookie, { name: `Campanha de ${email}` })
    return { cookie, campaign }
  }

  it('Básico attaches keywords and sitelinks, and gets 403 with a pt-BR message for every pro type', async () => {
    for (const plan of ['basic', 'basico']) {
      const { cookie, campaign } = await account(`plano-${plan}@example.com`, { plan, subscription_status: 'active', trial_expires_at: null })
      await addAsset(cookie, campaign.id, body('keywords'))
      await addAsset(cookie, campaign.id, body('sitelinks'))
      const before = await snapshot()
      for (const type of PRO_TYPES) {
        const res = await t.request(`/api/campaigns/${campaign.id}/assets`, { method: 'POST', cookie, json: body(type) })
        expect(res.status).toBe(403)
        expect(await res.json()).toEqual({ error: { code: 'forbidden', message: assetNotInPlan(type as AssetType) } })
      }
      expect(await snapshot()).toEqual(before)
    }
    expect(assetNotInPlan('titles')).toBe('Seu plano Básico não inclui Títulos. Faça upgrade para o Pro para salvar este tipo de lista.')
  })

  it('Pro active, a trial and the admin attach every type', async () => {
    const accounts = [
      await account('plano-pro@example.com', { plan: 'pro', subscription_status: 'active', trial_expires_at: null }),
      await account('plano-trial@example.com', { plan: 'pro', subscription_status: 'trialing', trial_expires_at: new Date(Date.now() + 86_400_000) }),
      // The admin may do everything, even on an inactive Básico profile.
      await account(ADMIN_EMAIL, { plan: 'basic', subscription_status: 'inactive', trial_expires_at: null }, true),
    ]
    for (const { cookie, campaign } of accounts) {
      for (const type of ['keywords', 'sitelinks', ...PRO_TYPES]) await addAsset(cookie, campaign.id, body(type))
      expect((await list(cookie)).find((c) => c.id === campaign.id)?.assets).toHaveLength(7)
    }
  })

  it('an expired trial is refused by the subscription guard, for any type', async () => {
    const { cookie, campaign } = await account('plano-expirado@example.com', { plan: 'pro', subscription_status: 'trialing', trial_expires_at: new Date(Date.now() + 86_400_000) })
    await t.db.update(profiles).set({ trial_expires_at: new Date(Date.now() - 60_000) }).where(eq(profiles.id, await userId('plano-expirado@example.com')))
    const before = await snapshot()
    for (const type of ['keywords', 'titles']) {
      const res = await t.request(`/api/campaigns/${campaign.id}/assets`, { method: 'POST', cookie, json: body(type) })
      expect(res.status).toBe(403)
      expect(await res.json()).toEqual({ error: { code: 'forbidden', message: 'Sua assinatura não está ativa. Escolha um plano para continuar.' } })
    }
    expect(await snapshot()).toEqual(before)
  })
})
