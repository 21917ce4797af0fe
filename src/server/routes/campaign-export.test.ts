import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { GOOGLE_ADS_EDITOR_COLUMNS, googleAdsEditorRecords } from '../../core/campaigns/google-ads-editor-csv'
import { createTestApp, type TestApp } from '../testing/harness'
import type { CampaignAssetJson, CampaignJson } from './campaigns'

let t: TestApp
let cookie: string
beforeAll(async () => {
  t = await createTestApp()
  cookie = await t.user('exporta@example.com')
})
afterAll(() => t.close())

async function createCampaign(json: Record<string, unknown>, who = cookie): Promise<CampaignJson> {
  const res = await t.request('/api/campaigns', { method: 'POST', cookie: who, json })
  expect(res.status).toBe(201)
  return (await res.json()) as CampaignJson
}

async function addAsset(id: string, json: Record<string, unknown>, who = cookie): Promise<CampaignAssetJson> {
  const res = await t.request(`/api/campaigns/${id}/assets`, { method: 'POST', cookie: who, json })
  expect(res.status).toBe(201)
  return (await res.json()) as CampaignAssetJson
}

const READY = { final_url: 'https://loja.com.br/tenis?utm_source=google', daily_budget: 40 }

async function readyCampaign(name: string, who = cookie): Promise<CampaignJson> {
  const c = await createCampaign({ name, notes: 'Black Friday', country: 'Brasil', created_at: '2026-11-01T09:30:00.000Z', ...READY }, who)
  await addAsset(c.id, { asset_type: 'keywords', content: ['[tênis corrida]', 'tênis barato'] }, who)
  await addAsset(c.id, { asset_type: 'titles', content: ['Tênis de Corrida', 'Promoção de Verão', 'Frete Grátis Hoje'] }, who)
  await addAsset(c.id, { asset_type: 'descriptions', content: ['Tênis leves, com garantia, para correr melhor.', 'Entrega rápida em todo o Brasil.'] }, who)
  await addAsset(c.id, { asset_type: 'sitelinks', content: [{ text: 'Lançamentos', desc1: 'Modelos de 2026', desc2: 'Veja antes', final_url: 'https://loja.com.br/novos' }] }, who)
  await addAsset(c.id, { asset_type: 'callouts', content: ['Frete grátis', 'Parcele em 12x'] }, who)
  return c
}

async function errorOf(res: Response): Promise<{ code: string; message: string }> {
  return ((await res.json()) as { error: { code: string; message: string } }).error
}

describe('export.json', () => {
  it('downloads SPEC\'s export object, with the final URL and daily budget, under the campaign name', async () => {
    const c = await createCampaign({ name: 'Promoção Verão (2026)', notes: 'Black Friday', created_at: '2026-11-01T09:30:00.000Z', ...READY })
    await addAsset(c.id, { asset_type: 'callouts', content: ['Frete grátis', 'Parcele em 12x'] })
    const res = await t.request(`/api/campaigns/${c.id}/export.json`, { cookie })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="forjaads_campaign_Promocao_Verao_(2026).json"; filename*=UTF-8''forjaads_campaign_Promo%C3%A7%C3%A3o_Ver%C3%A3o_%282026%29.json`,
    )
    expect(await res.json()).toEqual({
      campaignName: 'Promoção Verão (2026)', notes: 'Black Friday', finalUrl: READY.final_url, dailyBudget: 40,
      createdAt: '2026-11-01T09:30:00.000Z', assets: [{ type: 'callouts', content: ['Frete grátis', 'Parcele em 12x'] }],
    })
  })
})

describe('export.csv pre-flight', () => {
  it('answers 422 naming the final URL and the daily budget when both are missing', async () => {
    const c = await createCampaign({ name: 'Sem dados' })
    const res = await t.request(`/api/campaigns/${c.id}/export.csv`, { cookie })
    expect(res.status).toBe(422)
    const error = await errorOf(res)
    expect(error.code).toBe('invalid_input')
    expect(error.message).toBe(
      'O arquivo do Google Ads Editor não pode ser gerado ainda. Falta a URL final (a página de destino dos anúncios). Falta o orçamento diário (R$) da campanha.',
    )
  })

  it('names only what is missing, and the utf16 file is refused alike', async () => {
    const c = await createCampaign({ name: 'Só URL', final_url: READY.final_url })
    for (const query of ['', '?encoding=utf16']) {
      const res = await t.request(`/api/campaigns/${c.id}/export.csv${query}`, { cookie })
      expect(res.status).toBe(422)
      const { message } = await errorOf(res)
      expect(message).toContain('Falta o orçamento diário')
      expect(message).not.toContain('URL final')
    }
  })

  it('refuses a keyword with a stray quote, naming its list and line', async () => {
    const c = await createCampaign({ name: 'Aspas', ...READY })
    await addAsset(c.id, { asset_type: 'keywords', content: ['tênis', 'tênis "corrida'] })
    const res = await t.request(`/api/campaigns/${c.id}/export.csv`, { cookie })
    expect(res.status).toBe(422)
    expect((await errorOf(res)).message).toContain('Palavras-chave, linha 2: "tênis "corrida" tem aspas ou colchetes soltos.')
  })

  it('answers 422 to an unknown encoding', async () => {
    const c = await readyCampaign('Codificação')
    const res = await t.request(`/api/campaigns/${c.id}/export.csv?encoding=latin1`, { cookie })
    expect(res.status).toBe(422)
    expect((await errorOf(res)).message).toBe('Codificação inválida: use utf8 ou utf16.')
  })
})

describe('export.csv files', () => {
  it('downloads UTF-8 with BOM, comma-separated, by default', async () => {
    const c = await readyCampaign('Promoção Verão (2026)')
    const res = await t.request(`/api/campaigns/${c.id}/export.csv`, { cookie })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toContain(`filename*=UTF-8''forjaads_google_ads_Promo%C3%A7%C3%A3o_Ver%C3%A3o_%282026%29.csv`)
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
    const lines = new TextDecoder().decode(bytes).split('\r\n')
    expect(lines[0]).toBe(GOOGLE_ADS_EDITOR_COLUMNS.join(','))
    expect(lines[1]).toMatch(/^Promoção Verão \(2026\),Search,Google search,40\.00,Daily,Doesn't have EU political ads,pt,Maximize clicks,/)
    expect(lines.some((l) => l.startsWith('Promoção Verão (2026),') && l.includes(',tênis corrida,') && l.endsWith(',Paused'))).toBe(true)
  })

  it('?encoding=utf16 downloads UTF-16LE with BOM, tab-separated, that parses back to the same records', async () => {
    const c = await readyCampaign('Tênis Ação')
    const res = await t.request(`/api/campaigns/${c.id}/export.csv?encoding=utf16`, { cookie })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/tab-separated-values; charset=utf-16le')
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="forjaads_google_ads_editor_Tenis_Acao.csv"; filename*=UTF-8''forjaads_google_ads_editor_T%C3%AAnis_A%C3%A7%C3%A3o.csv`,
    )
    const bytes = new Uint8Array(await res.arrayBuffer())
    expect([...bytes.slice(0, 2)]).toEqual([0xff, 0xfe])
    const text = new TextDecoder('utf-16le', { ignoreBOM: false }).decode(bytes)
    // No field here holds a quote, tab or line break, so no field is quoted and a plain split is exact.
    expect(text).not.toContain('"')
    const records = text.split('\r\n').slice(0, -1).map((line) => line.split('\t'))
    const full = (await (await t.request(`/api/campaigns/${c.id}`, { cookie })).json()) as CampaignJson
    expect(records).toStrictEqual(googleAdsEditorRecords(full))
    const kinds = records.slice(1).map((r) => r[GOOGLE_ADS_EDITOR_COLUMNS.indexOf('Link Text')] || r[GOOGLE_ADS_EDITOR_COLUMNS.indexOf('Ad type')] || '')
    expect(kinds).toContain('Lançamentos')
    expect(kinds).toContain('Responsive search ad')
  })

  it("gives another user's campaign a 404, ready or not, in both encodings", async () => {
    const mine = await readyCampaign('Só minha')
    const other = await t.user('outra-exporta@example.com')
    for (const query of ['', '?encoding=utf16', '?encoding=latin1']) {
      const res = await t.request(`/api/campaigns/${mine.id}/export.csv${query}`, { cookie: other })
      expect(res.status, query).toBe(404)
      expect(await errorOf(res)).toEqual({ code: 'not_found', message: 'Campanha não encontrada.' })
    }
    const res = await t.request(`/api/campaigns/${mine.id}/export.json`, { cookie: other })
    expect(res.status).toBe(404)
  })
})
