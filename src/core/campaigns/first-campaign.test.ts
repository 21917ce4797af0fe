/**
 * Issue "Ready to post", done when: a new user's first campaign, built only from the built-ins with a
 * 24-character product name, passes the pre-flight with no error, and its only warnings ask for what only
 * the user knows (each sitelink's page; the promotions' dates and values, which Editor needs).
 */
import { describe, expect, it } from 'vitest'
import { generateKeywords } from '../generators/keywords'
import { generateNegatives } from '../generators/negatives'
import { generateSitelinks } from '../generators/sitelinks'
import { generateTextAssets, type TextAssetKind } from '../generators/text-assets'
import { DEFAULT_CALLOUT_TEMPLATES } from '../templates/callouts'
import { DEFAULT_DESCRIPTION_TEMPLATES } from '../templates/descriptions'
import { DEFAULT_KEYWORD_TEMPLATES } from '../templates/keywords'
import { DEFAULT_NEGATIVE_TEMPLATES } from '../templates/negatives'
import { DEFAULT_PROMOTION_TEMPLATES } from '../templates/promotions'
import { DEFAULT_SITELINK_TEMPLATES } from '../templates/sitelinks'
import { DEFAULT_TITLE_TEMPLATES } from '../templates/titles'
import type { AssetItem, AssetType, ContentLanguage, FunnelLevel, MatchType, ProductGender, TextTemplates } from '../types'
import { campaignToGoogleAdsEditorCsv } from './google-ads-editor-csv'
import { makeCampaign } from './__fixtures__/make-campaign'
import { preflight } from './preflight'

const TEXT_TEMPLATES: Record<TextAssetKind, TextTemplates> = {
  titles: DEFAULT_TITLE_TEMPLATES,
  descriptions: DEFAULT_DESCRIPTION_TEMPLATES,
  callouts: DEFAULT_CALLOUT_TEMPLATES,
  promotions: DEFAULT_PROMOTION_TEMPLATES,
}

function ok<T>(r: { ok: true; items: T[] } | { ok: false }): T[] {
  if (!r.ok) throw new Error(`generation failed: ${JSON.stringify(r)}`)
  return r.items
}

function firstCampaign(language: ContentLanguage, product: string, gender: ProductGender, listKey: string) {
  const keywords = (funnel: FunnelLevel, matchType: MatchType) =>
    ok(generateKeywords({ templates: DEFAULT_KEYWORD_TEMPLATES, listKey, language, funnel, matchType, product }))
  const text = (kind: TextAssetKind) => ok(generateTextAssets(kind, TEXT_TEMPLATES[kind], language, product, { gender }))
  const assets: [AssetType, AssetItem[]][] = [
    ['keywords', keywords('middle', 'phrase')],
    ['keywords', keywords('bottom', 'exact')],
    ['negative_keywords', ok(generateNegatives(DEFAULT_NEGATIVE_TEMPLATES, language))],
    ['titles', text('titles')],
    ['descriptions', text('descriptions')],
    ['sitelinks', ok(generateSitelinks(DEFAULT_SITELINK_TEMPLATES, language, product, { gender }))],
    ['callouts', text('callouts')],
    ['promotions', text('promotions')],
  ]
  return makeCampaign({ name: product, final_url: 'https://loja.com.br/produto', daily_budget: 50 }, assets)
}

const CASES: [ContentLanguage, string, ProductGender, string][] = [
  ['pt', 'Lipo Slim Turbo Caps Max', 'm', 'nutra'],
  ['pt', 'Cinta Modeladora FitPro', 'f', 'produtos-fisicos'],
  ['en', 'Keto Burn Ultra Capsules', 'm', 'nutra'],
  ['es', 'Faja Moldeadora Premium', 'f', 'produtos-fisicos'],
]

describe('a first campaign from the built-ins only', () => {
  it.each(CASES)('%s, %s: no error; warnings only ask for sitelink pages and promotion details', (language, product, gender, listKey) => {
    expect([23, 24]).toContain(product.length)
    const campaign = firstCampaign(language, product, gender, listKey)
    const result = preflight(campaign)
    expect(result.errors).toEqual([])
    const codes = new Set(result.warnings.map((w) => w.code))
    expect([...codes].sort()).toEqual(['promotions-not-exported', 'sitelink-no-page'])

    const titles = campaign.assets.find((a) => a.asset_type === 'titles')!.content
    expect(titles.length).toBeGreaterThanOrEqual(15)
    const csv = campaignToGoogleAdsEditorCsv(campaign)
    expect(csv).toContain('Responsive search ad')
    expect(csv).toContain('https://loja.com.br/produto')
  })

  it('with each sitelink given its own page, only the promotions warning is left', () => {
    const campaign = firstCampaign('pt', 'Lipo Slim Turbo Caps Max', 'm', 'nutra')
    const sitelinks = campaign.assets.find((a) => a.asset_type === 'sitelinks')!
    sitelinks.content = sitelinks.content.map((s, i) => (typeof s === 'string' ? s : { ...s, final_url: `https://loja.com.br/pagina-${i + 1}` }))
    expect(preflight(campaign)).toEqual({ errors: [], warnings: [expect.objectContaining({ code: 'promotions-not-exported' })] })
  })
})
