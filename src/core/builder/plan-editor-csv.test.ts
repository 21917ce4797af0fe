import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { EDITOR_PLAN_NAME, editorPlan } from '../campaigns/__fixtures__/editor-plan'
import { EditorExportBlocked, GOOGLE_ADS_EDITOR_COLUMNS } from '../campaigns/google-ads-editor-csv'
import { PLAN_EDITOR_COLUMNS, planEditorRecords, planToGoogleAdsEditorCsv, planToGoogleAdsEditorUtf16 } from './plan-editor-csv'
import type { CampaignPlan, PlanAdGroup } from './types'

const fixture = (name: string) => readFileSync(new URL(`../campaigns/__fixtures__/${name}`, import.meta.url))

/** The data rows as objects keyed by column, empty cells left out. */
function rows(plan: CampaignPlan, name = EDITOR_PLAN_NAME): Record<string, string>[] {
  const [header, ...data] = planEditorRecords(name, plan)
  return data.map((r) => Object.fromEntries(r.flatMap((v, i) => (v === '' ? [] : [[header[i], v]]))))
}

function kind(r: Record<string, string>): string {
  if (r['Campaign Type']) return 'campaign'
  if (r['Location ID']) return 'location'
  if (r['Ad Group Status']) return 'ad group'
  if (r['Criterion Type']?.startsWith('Campaign Negative')) return 'campaign negative'
  if (r['Criterion Type']?.startsWith('Negative')) return 'group negative'
  if (r.Keyword) return 'keyword'
  if (r['Ad type']) return 'ad'
  if (r['Link Text']) return 'sitelink'
  if (r['Callout text']) return 'callout'
  return 'unknown'
}

const of = (all: Record<string, string>[], group: string, k: string) => all.filter((r) => r['Ad Group'] === group && kind(r) === k)

/** A plan of the fixture with some fields changed. */
const changed = (settings: Partial<CampaignPlan['settings']>, groups?: (g: PlanAdGroup[]) => PlanAdGroup[]): CampaignPlan => ({
  ...editorPlan,
  settings: { ...editorPlan.settings, ...settings },
  ad_groups: groups ? groups(structuredClone(editorPlan.ad_groups)) : editorPlan.ad_groups,
})

describe('planEditorRecords', () => {
  it('keeps the lists export columns, in order, with the target, the suffix and a position after each headline and description', () => {
    expect(PLAN_EDITOR_COLUMNS.filter((c) => (GOOGLE_ADS_EDITOR_COLUMNS as readonly string[]).includes(c))).toStrictEqual([...GOOGLE_ADS_EDITOR_COLUMNS])
    expect(PLAN_EDITOR_COLUMNS.slice(7, 11)).toStrictEqual(['Bid Strategy Type', 'Target CPA', 'Target ROAS', 'Final URL suffix'])
    const at = PLAN_EDITOR_COLUMNS.indexOf('Headline 15')
    expect(PLAN_EDITOR_COLUMNS.slice(at, at + 4)).toStrictEqual(['Headline 15', 'Headline 15 position', 'Description 1', 'Description 1 position'])
  })

  it('writes the campaign row from the settings and every row type in order, everything Paused', () => {
    const all = rows(editorPlan)
    expect(all.map(kind)).toStrictEqual([
      'campaign', 'location', 'location',
      'ad group', 'keyword', 'keyword', 'keyword', 'keyword', 'group negative', 'group negative', 'ad',
      'ad group', 'keyword', 'keyword', 'keyword', 'ad', 'ad',
      'campaign negative', 'campaign negative', 'sitelink', 'sitelink', 'callout', 'callout', 'callout',
    ])
    expect(all[0]).toStrictEqual({
      Campaign: EDITOR_PLAN_NAME, 'Campaign Type': 'Search', Networks: 'Google search;Search Partners', Budget: '80.00',
      'Budget type': 'Daily', 'EU political ads': "Doesn't have EU political ads", Languages: 'pt',
      'Bid Strategy Type': 'Target CPA', 'Target CPA': '35.50',
      'Final URL suffix': 'utm_source=google&utm_medium=cpc&utm_campaign=cafe_especial', 'Campaign Status': 'Paused',
    })
    expect(all.filter((r) => kind(r) === 'location').map((r) => r['Location ID'])).toStrictEqual(['2076', '2620'])
    for (const r of all.filter((x) => ['keyword', 'ad'].includes(kind(x)))) expect(r.Status).toBe('Paused')
    expect(JSON.stringify(all)).not.toContain('Enabled')
  })

  it('writes pins as Headline N position / Description N position, only for pinned texts', () => {
    const [ad] = of(rows(editorPlan), 'Comprar', 'ad')
    expect(ad['Headline 1']).toBe('Café Especial, Torra Média')
    expect(ad['Headline 1 position']).toBe('1')
    expect(ad['Headline 2 position']).toBeUndefined()
    expect(ad['Headline 4']).toBe('Compre Hoje, Receba Amanhã')
    expect(ad['Headline 4 position']).toBe('2')
    expect(ad['Description 1 position']).toBe('1')
    expect(ad['Description 2 position']).toBeUndefined()
    const second = of(rows(editorPlan), 'Presentear', 'ad')[1]
    expect([second['Headline 3 position'], second['Description 2 position']]).toStrictEqual(['3', '2'])
    expect([ad['Path 1'], ad['Path 2']]).toStrictEqual(['cafe', 'especial'])
  })

  it("adds each group's cross negatives as exact group negatives, minus the removed ones and the group's own keywords", () => {
    const all = rows(editorPlan)
    const negatives = (g: string) => of(all, g, 'group negative').map((r) => `${r['Criterion Type']}: ${r.Keyword}`)
    expect(negatives('Comprar')).toStrictEqual(['Negative Broad: grátis', 'Negative Exact: presente café especial'])
    // '[comprar café especial]' was removed from Presentear; '[café torra média]' is a keyword of both groups.
    expect(negatives('Presentear')).toStrictEqual([])
    const restored = changed({}, (g) => g.map((x) => ({ ...x, cross_negatives_removed: [] })))
    expect(of(rows(restored), 'Presentear', 'group negative').map((r) => r.Keyword)).toStrictEqual(['comprar café especial'])
    const off = rows(changed({ cross_negatives: false }))
    expect(off.filter((r) => r['Criterion Type'] === 'Negative Exact')).toStrictEqual([])
  })

  it("uses the group's own page for its keywords and ads, and the campaign's page otherwise", () => {
    const all = rows(editorPlan)
    expect(of(all, 'Comprar', 'keyword').every((r) => r['Final URL'] === undefined)).toBe(true)
    expect(of(all, 'Comprar', 'ad').map((r) => r['Final URL'])).toStrictEqual(['https://cafe.com.br/especial'])
    expect(of(all, 'Presentear', 'keyword').every((r) => r['Final URL'] === 'https://cafe.com.br/presentes')).toBe(true)
    expect(of(all, 'Presentear', 'ad').map((r) => r['Final URL'])).toStrictEqual(['https://cafe.com.br/presentes', 'https://cafe.com.br/presentes'])
    // Every group with its own page: the campaign needs none.
    const own = changed({ final_url: null }, (g) => g.map((x, i) => ({ ...x, final_url: `https://cafe.com.br/g${i}` })))
    expect(of(rows(own), 'Comprar', 'ad')[0]['Final URL']).toBe('https://cafe.com.br/g0')
  })

  it('writes the other bid strategies and networks as Editor names them', () => {
    const roas = rows(changed({ bid_strategy: 'target_roas', target_value: 450, search_partners: false, final_url_suffix: null }))[0]
    expect([roas['Bid Strategy Type'], roas['Target ROAS'], roas['Target CPA'], roas.Networks, roas['Final URL suffix']])
      .toStrictEqual(['Target ROAS', '450%', undefined, 'Google search', undefined])
    expect(rows(changed({ bid_strategy: 'maximize_clicks', target_value: null }))[0]['Bid Strategy Type']).toBe('Maximize clicks')
    const conv = rows(changed({ bid_strategy: 'maximize_conversions', target_value: null, language: 'es' }))[0]
    expect([conv['Bid Strategy Type'], conv['Target CPA'], conv.Languages]).toStrictEqual(['Maximize conversions', undefined, 'es'])
  })

  it('leaves out sitelinks without a page, and descriptions of a sitelink with one line', () => {
    const sitelinks = rows(editorPlan).filter((r) => kind(r) === 'sitelink')
    expect(sitelinks).toStrictEqual([
      { Campaign: EDITOR_PLAN_NAME, 'Link Text': 'Cafés em Grãos', 'Description Line 1': 'Torras clara, média e escura', 'Description Line 2': 'Moemos na hora, se quiser', 'Final URL': 'https://cafe.com.br/graos' },
      { Campaign: EDITOR_PLAN_NAME, 'Link Text': 'Assinatura', 'Final URL': 'https://cafe.com.br/assinatura' },
    ])
  })

  it('throws EditorExportBlocked with the pre-flight errors', () => {
    const broken = changed({ daily_budget: null }, (g) => [{ ...g[0], ads: [] }])
    try {
      planEditorRecords(EDITOR_PLAN_NAME, broken)
      expect.unreachable()
    } catch (e) {
      expect(e).toBeInstanceOf(EditorExportBlocked)
      expect((e as EditorExportBlocked).errors.map((p) => p.code)).toStrictEqual(['daily-budget-missing', 'group-no-ads'])
    }
  })
})

describe('golden files', () => {
  it('UTF-8: matches byte for byte (BOM, CRLF, quoting, accents)', () => {
    const golden = fixture('plan-editor.golden.csv').toString('utf8')
    expect(golden.startsWith('\uFEFFCampaign,')).toBe(true)
    expect(planToGoogleAdsEditorCsv(EDITOR_PLAN_NAME, editorPlan)).toBe(golden)
  })

  it('UTF-16: matches byte for byte, and reads as the same records tab-separated', () => {
    const bytes = planToGoogleAdsEditorUtf16(EDITOR_PLAN_NAME, editorPlan)
    expect(Buffer.from(bytes).equals(fixture('plan-editor.golden.utf16.csv'))).toBe(true)
    expect([bytes[0], bytes[1]]).toStrictEqual([0xff, 0xfe])
    const lines = new TextDecoder('utf-16le').decode(bytes).split('\r\n')
    expect(lines[0].split('\t')).toStrictEqual([...PLAN_EDITOR_COLUMNS])
    expect(lines.filter((l) => l.includes('\tResponsive search ad\t'))).toHaveLength(3)
  })
})
