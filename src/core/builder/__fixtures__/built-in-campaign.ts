/** A campaign saved from the built-ins only, as a new user makes it (keywords of two funnel stages, every other list). */
import { makeCampaign } from '../../campaigns/__fixtures__/make-campaign'
import type { Campaign } from '../../campaigns/types'
import { generateKeywords } from '../../generators/keywords'
import { generateNegatives } from '../../generators/negatives'
import { generateSitelinks } from '../../generators/sitelinks'
import { generateTextAssets, type TextAssetKind } from '../../generators/text-assets'
import { DEFAULT_CALLOUT_TEMPLATES } from '../../templates/callouts'
import { DEFAULT_DESCRIPTION_TEMPLATES } from '../../templates/descriptions'
import { DEFAULT_KEYWORD_TEMPLATES } from '../../templates/keywords'
import { DEFAULT_NEGATIVE_TEMPLATES } from '../../templates/negatives'
import { DEFAULT_SITELINK_TEMPLATES } from '../../templates/sitelinks'
import { DEFAULT_TITLE_TEMPLATES } from '../../templates/titles'
import type { AssetItem, AssetType, FunnelLevel, MatchType, TextTemplates } from '../../types'

const TEXT: Record<Exclude<TextAssetKind, 'promotions'>, TextTemplates> = {
  titles: DEFAULT_TITLE_TEMPLATES,
  descriptions: DEFAULT_DESCRIPTION_TEMPLATES,
  callouts: DEFAULT_CALLOUT_TEMPLATES,
}

function items<T>(r: { ok: true; items: T[] } | { ok: false }): T[] {
  if (!r.ok) throw new Error(`generation failed: ${JSON.stringify(r)}`)
  return r.items
}

export function builtInCampaign(product = 'Lipo Slim', fields: Partial<Omit<Campaign, 'assets'>> = {}): Campaign {
  const keywords = (funnel: FunnelLevel, matchType: MatchType) =>
    items(generateKeywords({ templates: DEFAULT_KEYWORD_TEMPLATES, listKey: 'nutra', language: 'pt', funnel, matchType, product }))
  const text = (kind: keyof typeof TEXT) => items(generateTextAssets(kind, TEXT[kind], 'pt', product, { gender: 'm' }))
  const assets: [AssetType, AssetItem[]][] = [
    ['keywords', keywords('middle', 'phrase')],
    ['keywords', keywords('bottom', 'exact')],
    ['negative_keywords', items(generateNegatives(DEFAULT_NEGATIVE_TEMPLATES, 'pt'))],
    ['titles', text('titles')],
    ['descriptions', text('descriptions')],
    ['sitelinks', items(generateSitelinks(DEFAULT_SITELINK_TEMPLATES, 'pt', product, { gender: 'm' }))],
    ['callouts', text('callouts')],
  ]
  return makeCampaign({ name: product, final_url: 'https://loja.com.br/lipo', daily_budget: 50, ...fields }, assets)
}
