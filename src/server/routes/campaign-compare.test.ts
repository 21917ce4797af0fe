import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Comparison } from '../../core/campaigns/compare'
import { readCsvObjects } from '../../core/campaigns/compare-csv-read'
import { profiles, user } from '../db/schema'
import { createTestApp, type TestApp } from '../testing/harness'
import { COMPARE_MESSAGES, COMPARE_NOT_IN_PLAN } from './campaign-compare'
import type { CampaignJson } from './campaigns'

let t: TestApp
let cookie: string
beforeAll(async () => {
  t = await createTestApp()
  cookie = await t.user('compara@example.com')
})
afterAll(() => t.close())

async function campaign(name: string, assets: [string, unknown[]][] = [], fields: Record<string, unknown> = {}, who = cookie): Promise<string> {
  const res = await t.request('/api/campaigns', { method: 'POST', cookie: who, json: { name, ...fields } })
  expect(res.status).toBe(201)
  const { id } = (await res.json()) as CampaignJson
  for (const [asset_type, content] of assets) {
    const added = await t.request(`/api/campaigns/${id}/assets`, { method: 'POST', cookie: who, json: { asset_type, content } })
    expect(added.status).toBe(201)
  }
  return id
}

const compare = (ids: string, who = cookie, extra = '') => t.request(`/api/campaigns/compare?ids=${ids}${extra}`, { cookie: who })
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error

describe('GET /api/campaigns/compare', () => {
  it('compares two campaigns: settings, counts, overlap folded for case and accents, the blocking negative', async () => {
    const a = await campaign('Verão', [
      ['keywords', ['[Frete Grátis]', 'tênis corrida', '"tênis barato"']],
      ['negative_keywords', ['barato']],
      ['titles', ['Tênis de Corrida', 'Oferta de Verão']],
      ['descriptions', ['Entrega rápida em todo o Brasil.']],
    ], { country: 'Brasil', daily_budget: 40 })
    const b = await campaign('Inverno', [
      ['keywords', ['[frete gratis]', 'TENIS CORRIDA', 'tênis barato']],
      ['titles', ['tenis de corrida']],
      ['callouts', ['Garantia']],
    ], { country: 'Brasil', daily_budget: 25 })
    const res = await compare(`${a},${b}`)
    expect(res.status).toBe(200)
    const cmp = (await res.json()) as Comparison
    expect(cmp.campaigns).toEqual([{ id: a, name: 'Verão' }, { id: b, name: 'Inverno' }])
    expect(cmp.settings.find((s) => s.field === 'daily_budget')).toEqual({ field: 'daily_budget', values: [40, 25], same: false })
    expect(cmp.settings.find((s) => s.field === 'country')?.same).toBe(true)
    expect(Object.fromEntries(cmp.counts.map((r) => [r.asset_type, r.counts]))).toMatchObject({ keywords: [3, 3], negative_keywords: [1, 0], titles: [2, 1], callouts: [0, 1] })
    expect(cmp.keywords.total).toBe(4)
    expect(cmp.keywords.inAll.map((k) => k.text)).toEqual(['[Frete Grátis]', 'tênis corrida'])
    expect(cmp.keywords.only.map((l) => l.map((k) => k.text))).toEqual([['"tênis barato"'], ['tênis barato']])
    expect(cmp.headlines.inAll.map((h) => h.text)).toEqual(['Tênis de Corrida'])
    expect(cmp.descriptions.only[0].map((d) => d.text)).toEqual(['Entrega rápida em todo o Brasil.'])
    expect(cmp.blocking).toEqual([{ from: 0, negative: 'barato', to: 1, blocked: ['tênis barato'] }])
  })

  it('compares three campaigns in the order asked, with what is in some but not all', async () => {
    const a = await campaign('A', [['keywords', ['creme', 'sérum', 'óleo']]])
    const b = await campaign('B', [['keywords', ['Creme', 'serum']], ['negative_keywords', ['[óleo]']]])
    const c = await campaign('C', [['keywords', ['CREME', 'hidratante']]])
    const cmp = (await (await compare(`${c},${a},${b}`)).json()) as Comparison
    expect(cmp.campaigns.map((x) => x.name)).toEqual(['C', 'A', 'B'])
    expect(cmp.keywords.inAll.map((k) => k.text)).toEqual(['CREME'])
    expect(cmp.keywords.some).toEqual([{ text: 'sérum', in: [1, 2] }])
    expect(cmp.keywords.only.map((l) => l.map((k) => k.text))).toEqual([['hidratante'], ['óleo'], []])
    expect(cmp.blocking).toEqual([{ from: 2, negative: '[óleo]', to: 1, blocked: ['óleo'] }])
  })

  it('downloads the comparison as CSV that parses back', async () => {
    const a = await campaign('Café Especial', [['keywords', ['[café]', 'moedor']], ['negative_keywords', ['moedor']]])
    const b = await campaign('Café Gourmet', [['keywords', ['[CAFE]', 'moedor elétrico']]])
    const res = await compare(`${a},${b}`, cookie, '&format=csv')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="comparacao-campanhas.csv"; filename*=UTF-8''comparacao-campanhas.csv`)
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const rows = readCsvObjects(new TextDecoder().decode(bytes))
    expect(rows.find((r) => r['Seção'] === 'Palavras-chave' && r.Item === '[café]')).toMatchObject({ Detalhe: 'Em todas', 'Café Especial': 'Sim', 'Café Gourmet': 'Sim' })
    expect(rows.find((r) => r['Seção'] === 'Negativas que bloqueiam')).toMatchObject({ Item: 'moedor', Detalhe: 'moedor elétrico', 'Café Especial': 'Negativa', 'Café Gourmet': 'Palavra-chave bloqueada' })
  })

  it('refuses with a pt-BR 422 unless the ids are two or three distinct UUIDs, and an unknown format', async () => {
    const a = await campaign('Um')
    const b = await campaign('Dois')
    const cases: [string, string][] = [
      ['', COMPARE_MESSAGES.count],
      [a, COMPARE_MESSAGES.count],
      [`${a},${b},${a.replace(/.$/, '0')},${b.replace(/.$/, '0')}`, COMPARE_MESSAGES.count],
      [`${a},nao-e-um-id`, COMPARE_MESSAGES.id],
      [`${a},`, COMPARE_MESSAGES.id],
      [`${a},${a.toUpperCase()}`, COMPARE_MESSAGES.repeated],
    ]
    for (const [ids, message] of cases) {
      const res = await compare(ids)
      expect(res.status, ids).toBe(422)
      expect(await errorOf(res)).toEqual({ code: 'invalid_input', message })
    }
    expect((await t.request('/api/campaigns/compare', { cookie })).status).toBe(422)
    const xml = await compare(`${a},${b}`, cookie, '&format=xml')
    expect(xml.status).toBe(422)
    expect((await errorOf(xml)).message).toBe(COMPARE_MESSAGES.format)
  })

  it('answers 404 when a campaign is another user\'s or is gone, and leaks nothing of it', async () => {
    const mine = await campaign('Minha')
    const other = await t.user('vizinha@example.com')
    const theirs = await campaign('Segredo da Vizinha', [['keywords', ['segredo']]], {}, other)
    for (const ids of [`${mine},${theirs}`, `${theirs},${mine}`, `${mine},00000000-0000-4000-8000-000000000000`]) {
      const res = await compare(ids)
      expect(res.status, ids).toBe(404)
      const body = await res.text()
      expect(JSON.parse(body)).toEqual({ error: { code: 'not_found', message: 'Campanha não encontrada.' } })
      expect(body).not.toContain('Segredo')
    }
    expect((await compare(`${mine},${theirs}`, cookie, '&format=csv')).status).toBe(404)
  })

  it('refuses Básico with the pt-BR 403, an expired trial with the subscription 403, and a visitor with 401', async () => {
    const basic = await t.user('basico-compara@example.com')
    const x = await campaign('X', [], {}, basic)
    const y = await campaign('Y', [], {}, basic)
    const [u] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, 'basico-compara@example.com'))
    await t.db.update(profiles).set({ plan: 'basic', subscription_status: 'active', trial_expires_at: null }).where(eq(profiles.id, u.id))
    const refused = await compare(`${x},${y}`, basic)
    expect(refused.status).toBe(403)
    expect(await errorOf(refused)).toEqual({ code: 'forbidden', message: COMPARE_NOT_IN_PLAN })
    expect((await compare(`${x},${y}`, basic, '&format=csv')).status).toBe(403)

    await t.db.update(profiles).set({ plan: 'trial', subscription_status: 'trialing', trial_expires_at: new Date(Date.now() - 60_000) }).where(eq(profiles.id, u.id))
    const expired = await compare(`${x},${y}`, basic)
    expect(expired.status).toBe(403)
    expect((await errorOf(expired)).message).toBe('Sua assinatura não está ativa. Escolha um plano para continuar.')

    await t.db.update(profiles).set({ plan: 'pro', subscription_status: 'active' }).where(eq(profiles.id, u.id))
    expect((await compare(`${x},${y}`, basic)).status).toBe(200)

    const anon = await t.request(`/api/campaigns/compare?ids=${x},${y}`)
    expect(anon.status).toBe(401)
  })

  it('leaves GET /api/campaigns/:id as it was', async () => {
    const id = await campaign('Ainda Aqui')
    expect((await t.request(`/api/campaigns/${id}`, { cookie })).status).toBe(200)
    expect((await t.request('/api/campaigns/names', { cookie })).status).toBe(200)
  })
})
