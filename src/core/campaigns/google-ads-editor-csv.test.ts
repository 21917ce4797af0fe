import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { AssetItem, AssetType } from '../types'
import { editorCampaign } from './__fixtures__/editor-campaign'
import { makeCampaign } from './__fixtures__/make-campaign'
import {
  BID_STRATEGY, EditorExportBlocked, GOOGLE_ADS_EDITOR_COLUMNS, campaignToGoogleAdsEditorCsv,
  campaignToGoogleAdsEditorUtf16, googleAdsEditorFileName, googleAdsEditorRecords,
} from './google-ads-editor-csv'
import type { Campaign } from './types'

const fixture = (name: string) => readFileSync(new URL(`./__fixtures__/${name}`, import.meta.url))
const HEADER = GOOGLE_ADS_EDITOR_COLUMNS.join(',')

/** A campaign that passes the pre-flight, with the given assets. */
const ready = (fields: Partial<Campaign> = {}, assets: [AssetType, AssetItem[]][] = []) =>
  makeCampaign({ name: 'C', final_url: 'https://loja.com.br/produto', daily_budget: 25.5, ...fields }, assets)

const ADS: [AssetType, AssetItem[]][] = [['titles', ['T1', 'T2', 'T3']], ['descriptions', ['D1', 'D2']]]

/** The data rows as objects keyed by column, empty cells left out. */
function rows(c: Campaign): Record<string, string>[] {
  const [header, ...data] = googleAdsEditorRecords(c)
  return data.map((r) => Object.fromEntries(r.flatMap((v, i) => (v === '' ? [] : [[header[i], v]]))))
}

/** What each row is, by the columns it fills. */
function kind(r: Record<string, string>): string {
  if (r['Campaign Type']) return 'campaign'
  if (r['Location ID']) return 'location'
  if (r['Ad Group Status']) return 'ad group'
  if (r['Criterion Type']?.startsWith('Campaign Negative')) return 'negative'
  if (r.Keyword) return 'keyword'
  if (r['Ad type']) return 'ad'
  if (r['Link Text']) return 'sitelink'
  if (r['Callout text']) return 'callout'
  return 'unknown'
}

describe('googleAdsEditorRecords', () => {
  it('writes every row type in order, everything created Paused', () => {
    const all = rows(editorCampaign)
    expect(all.map(kind)).toStrictEqual([
      'campaign', 'location', 'location', 'ad group', 'keyword', 'keyword', 'keyword', 'negative', 'negative', 'negative',
      'ad', 'ad', 'sitelink', 'sitelink', 'sitelink', 'callout', 'callout', 'callout',
    ])
    expect(all[0]).toStrictEqual({
      Campaign: 'Promoção Café Relâmpago', 'Campaign Type': 'Search', Networks: 'Google search', Budget: '50.00',
      'Budget type': 'Daily', 'EU political ads': "Doesn't have EU political ads", Languages: 'pt',
      'Bid Strategy Type': BID_STRATEGY, 'Campaign Status': 'Paused',
    })
    expect(all.filter((r) => kind(r) === 'location').map((r) => r['Location ID'])).toStrictEqual(['2076', '2620'])
    expect(all[3]).toStrictEqual({ Campaign: 'Promoção Café Relâmpago', 'Ad Group': 'Promoção Café Relâmpago', 'Ad Group Status': 'Paused' })
    for (const r of all.filter((x) => ['keyword', 'ad'].includes(kind(x)))) expect(r.Status).toBe('Paused')
    expect(all.filter((r) => kind(r) === 'negative').every((r) => r['Ad Group'] === undefined && r.Status === undefined)).toBe(true)
    expect(JSON.stringify(all)).not.toContain('Enabled')
  })

  it('gives the ads the campaign URL, an ad type and paths; sitelinks their own URL', () => {
    const ad = rows(editorCampaign).find((r) => kind(r) === 'ad')!
    expect(ad).toMatchObject({
      'Ad type': 'Responsive search ad', 'Final URL': editorCampaign.final_url, 'Path 1': 'promocao', 'Path 2': 'cafe',
    })
    const sitelinks = rows(editorCampaign).filter((r) => kind(r) === 'sitelink')
    expect(sitelinks.map((r) => [r['Link Text'], r['Final URL']])).toStrictEqual([
      ['Fale Conosco', 'https://exemplo.com.br/contato'],
      ['Perguntas Frequentes', 'https://exemplo.com.br/faq'],
      ['Nossa História', 'https://exemplo.com.br/historia'],
    ])
    // One description line: exported without descriptions (both or neither).
    expect(sitelinks[2]['Description Line 1']).toBeUndefined()
  })

  it('leaves out a sitelink without its own page, or with the ads\' page plus a #', () => {
    const c = ready({}, [['sitelinks', [
      { text: 'Sem URL', desc1: '', desc2: '' },
      { text: 'Âncora', desc1: '', desc2: '', final_url: 'https://loja.com.br/produto#contato' },
      { text: 'Contato', desc1: '', desc2: '', final_url: 'https://loja.com.br/contato' },
    ]]])
    expect(rows(c).filter((r) => kind(r) === 'sitelink').map((r) => r['Link Text'])).toStrictEqual(['Contato'])
  })

  it('makes at most 3 ads, each with 3 to 15 distinct headlines and 2 to 4 distinct descriptions', () => {
    const titles = Array.from({ length: 50 }, (_, i) => `Título ${i + 1}`)
    const descriptions = Array.from({ length: 14 }, (_, i) => `Descrição ${i + 1}`)
    const ads = rows(ready({}, [['titles', [...titles, 'TÍTULO 1', 'título 2']], ['descriptions', descriptions]])).filter((r) => kind(r) === 'ad')
    expect(ads).toHaveLength(3)
    for (const ad of ads) {
      const h = Object.entries(ad).filter(([k]) => /^Headline \d+$/.test(k)).map(([, v]) => v.toLowerCase())
      const d = Object.entries(ad).filter(([k]) => /^Description \d+$/.test(k)).map(([, v]) => v.toLowerCase())
      expect(h.length).toBe(15)
      expect(new Set(h).size).toBe(h.length)
      expect(d.length).toBe(4)
      expect(new Set(d).size).toBe(d.length)
    }
  })

  it('borrows from the start of the list so a later ad still has distinct texts', () => {
    const c = ready({}, [['titles', Array.from({ length: 16 }, (_, i) => `H${i + 1}`)], ['descriptions', ['D1', 'D2', 'D3', 'D4', 'D5']]])
    const second = rows(c).filter((r) => kind(r) === 'ad')[1]
    expect([second['Headline 1'], second['Headline 2'], second['Headline 3'], second['Headline 4']]).toStrictEqual(['H16', 'H1', 'H2', undefined])
    expect([second['Description 1'], second['Description 2']]).toStrictEqual(['D5', 'D1'])
  })

  it('refuses a keyword with a stray quote or bracket, naming its line', () => {
    const c = ready({}, [['keywords', ['ok', 'comprar "café']]])
    expect(() => googleAdsEditorRecords(c)).toThrow(EditorExportBlocked)
    expect(() => googleAdsEditorRecords(c)).toThrow('Palavras-chave, linha 2: "comprar "café" tem aspas ou colchetes soltos.')
  })

  it('refuses a campaign without final URL or daily budget', () => {
    expect(() => googleAdsEditorRecords(makeCampaign({ daily_budget: 10 }))).toThrow('Falta a URL final')
    expect(() => googleAdsEditorRecords(makeCampaign({ final_url: 'https://a.com.br' }))).toThrow('Falta o orçamento diário')
  })

  it('reads the country: Spanish-speaking countries get es, an unknown one no location', () => {
    const spain = rows(ready({ country: 'Espanha' }))
    expect(spain[0].Languages).toBe('es')
    expect(spain.filter((r) => kind(r) === 'location').map((r) => r['Location ID'])).toStrictEqual(['2724'])
    expect(rows(ready({ country: 'Atlântida' })).map(kind)).toStrictEqual(['campaign'])
  })

  it('writes no ad group without keywords or ads; Path 2 only with Path 1', () => {
    expect(rows(ready({}, [['callouts', ['Frete Grátis']]])).map(kind)).toStrictEqual(['campaign', 'location', 'callout'])
    const [ad] = rows(ready({ name: '!!!' }, ADS)).filter((r) => kind(r) === 'ad')
    expect([ad['Path 1'], ad['Path 2']]).toStrictEqual([undefined, undefined])
    const [single] = rows(ready({ name: 'Suplemento' }, ADS)).filter((r) => kind(r) === 'ad')
    expect([single['Path 1'], single['Path 2']]).toStrictEqual(['suplemento', undefined])
  })

  it('drops repeated keywords (same text ignoring case, same match type) and repeated callouts', () => {
    const c = ready({}, [['keywords', ['cápsulas', 'Cápsulas ', '"cápsulas"']], ['keywords', ['CÁPSULAS']], ['callouts', ['Frete', 'frete']]])
    expect(rows(c).filter((r) => kind(r) === 'keyword').map((r) => [r.Keyword, r['Criterion Type']])).toStrictEqual([
      ['cápsulas', 'Broad'], ['cápsulas', 'Phrase'],
    ])
    expect(rows(c).filter((r) => kind(r) === 'callout')).toHaveLength(1)
  })
})

describe('campaignToGoogleAdsEditorCsv (UTF-8, comma)', () => {
  it('matches the golden file byte for byte (BOM, CRLF, quoting, accents)', () => {
    const golden = fixture('google-ads-editor.golden.csv').toString('utf8')
    expect(golden.startsWith('\uFEFF')).toBe(true)
    expect(campaignToGoogleAdsEditorCsv(editorCampaign)).toBe(golden)
  })

  it.each([
    ['a comma', 'Frete grátis, sempre', '"Frete grátis, sempre"'],
    ['a quote', 'O "melhor" preço', '"O ""melhor"" preço"'],
    ['a line feed', 'linha 1\nlinha 2', '"linha 1\nlinha 2"'],
    ['nothing special', 'Compra Segura', 'Compra Segura'],
  ])('quotes a field with %s', (_, callout, cell) => {
    const lines = campaignToGoogleAdsEditorCsv(ready({ country: 'Atlântida' }, [['callouts', [callout]]])).split('\r\n')
    expect(lines[0]).toBe(`\uFEFF${HEADER}`)
    expect(lines[2]).toBe(`C${','.repeat(38)}${cell},,,`)
  })
})

describe('campaignToGoogleAdsEditorUtf16 (UTF-16LE, tab)', () => {
  it('matches the golden file byte for byte', () => {
    expect(Buffer.from(campaignToGoogleAdsEditorUtf16(editorCampaign)).equals(fixture('google-ads-editor.golden.utf16.csv'))).toBe(true)
  })

  it('starts with FF FE and holds the same records, tab-separated', () => {
    const bytes = campaignToGoogleAdsEditorUtf16(editorCampaign)
    expect([...bytes.slice(0, 2)]).toStrictEqual([0xff, 0xfe])
    const text = new TextDecoder('utf-16le').decode(bytes)
    const lines = text.split('\r\n')
    expect(lines[0]).toBe(GOOGLE_ADS_EDITOR_COLUMNS.join('\t'))
    expect(lines[1].split('\t').slice(0, 4)).toStrictEqual(['Promoção Café Relâmpago', 'Search', 'Google search', '50.00'])
    expect(lines).toHaveLength(googleAdsEditorRecords(editorCampaign).length + 1)
  })
})

describe('googleAdsEditorFileName', () => {
  it.each([
    ['Promoção Relâmpago', 'utf8', 'forjaads_google_ads_Promoção_Relâmpago.csv'],
    [' Nutra / Brasil: "BR" ', 'utf8', 'forjaads_google_ads_Nutra_Brasil_BR.csv'],
    ['Promoção Relâmpago', 'utf16', 'forjaads_google_ads_editor_Promoção_Relâmpago.csv'],
  ] as const)('%j (%s) → %s', (name, encoding, expected) => {
    expect(googleAdsEditorFileName(name, encoding)).toBe(expected)
  })
})
