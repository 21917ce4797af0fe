import { describe, expect, it } from 'vitest'
import { checkItem } from '../editorial'
import { isBrandClaim } from '../generators/brand-claims'
import { fillTemplate } from '../generators/fill-template'
import { generateKeywords } from '../generators/keywords'
import { generateNegatives } from '../generators/negatives'
import { generateSitelinks } from '../generators/sitelinks'
import type { GenerateOptions } from '../generators/template-outcome'
import { generateTextAssets, type TextAssetKind } from '../generators/text-assets'
import { ITEM_LIMIT, SITELINK_LIMITS, charCount } from '../limits'
import { FUNNEL_LEVELS, MATCH_TYPES, type AssetType, type LanguageCode, type ProductGender, type Sitelink } from '../types'
import { DEFAULT_CALLOUT_TEMPLATES } from './callouts'
import { DEFAULT_DESCRIPTION_TEMPLATES } from './descriptions'
import { DEFAULT_KEYWORD_TEMPLATE_LISTS } from './keyword-lists'
import { DEFAULT_KEYWORD_TEMPLATES } from './keywords'
import { DEFAULT_NEGATIVE_TEMPLATES } from './negatives'
import { DEFAULT_PROMOTION_TEMPLATES } from './promotions'
import { DEFAULT_SITELINK_TEMPLATES } from './sitelinks'
import { DEFAULT_TITLE_TEMPLATES } from './titles'

/**
 * The promise ("Ready to post"): every built-in, filled through the real generators with product
 * names of 8 to 29 characters, in each gender, with offer facts given, comes out in whole words, within its
 * limit, and passes the real editorial check (src/core/editorial.ts) — nothing to fix before posting.
 */
const PRODUCT = 'Produto Demo'
const LANGUAGES: LanguageCode[] = ['pt', 'en', 'es']
const NAMES = ['Lipo Fit', 'Colágeno Premium', 'Cinta Modeladora Fit Pro', 'Suplemento Vitamínico Premium']
const GENDERS: ProductGender[] = ['m', 'f']
const FACTS = { warrantyDays: 30, installments: 12, discountPercent: 20 }
const TEXT_STORES = {
  titles: DEFAULT_TITLE_TEMPLATES,
  descriptions: DEFAULT_DESCRIPTION_TEMPLATES,
  callouts: DEFAULT_CALLOUT_TEMPLATES,
  promotions: DEFAULT_PROMOTION_TEMPLATES,
} as const

const words = (s: string) => s.split(/[^\p{L}\p{N}]+/u).filter(Boolean)

function warningsOf(kind: AssetType, items: readonly (string | Sitelink)[]) {
  return items
    .map((item) => ({ item, warnings: checkItem(kind, item).map((w) => w.message) }))
    .filter((r) => r.warnings.length > 0)
}

/** Words of an item that are not words of any of `templates` filled the same way: a cut word shows here. */
function strayWords(item: string, templates: readonly string[], product: string, options: GenerateOptions): string[] {
  const known = new Set<string>()
  for (const t of templates) {
    const filled = fillTemplate(t, { product, gender: options.gender ?? 'm', facts: options.facts ?? {} })
    if (filled.ok) for (const w of words(filled.text)) known.add(w)
  }
  return words(item).filter((w) => !known.has(w))
}

describe('built-in content passes the editorial check', () => {
  it('the product names are 8, 16, 24 and 29 characters', () => {
    expect(NAMES.map((n) => n.length)).toEqual([8, 16, 24, 29])
  })

  for (const language of LANGUAGES) {
    for (const { key } of DEFAULT_KEYWORD_TEMPLATE_LISTS) {
      for (const funnel of FUNNEL_LEVELS) {
        it.each(MATCH_TYPES)(`keywords ${language} ${key} ${funnel} %s`, (matchType) => {
          const result = generateKeywords({
            templates: DEFAULT_KEYWORD_TEMPLATES, listKey: key, language, funnel, matchType, product: PRODUCT,
          })
          expect(result.ok).toBe(true)
          if (!result.ok) return
          expect(result.items.length).toBeGreaterThan(0)
          expect(warningsOf('keywords', result.items)).toEqual([])
        })
      }
    }

    it(`negatives ${language}`, () => {
      const result = generateNegatives(DEFAULT_NEGATIVE_TEMPLATES, language)
      expect(result.ok && result.items.length).toBeGreaterThan(0)
      if (result.ok) expect(warningsOf('negative_keywords', result.items)).toEqual([])
    })
  }
})

describe('ready to post: whole words, within the limit, no editorial warning', () => {
  const cases = LANGUAGES.flatMap((language) =>
    NAMES.flatMap((product) => GENDERS.map((gender) => [language, product, gender] as const)))

  for (const kind of Object.keys(TEXT_STORES) as TextAssetKind[]) {
    it.each(cases)(`${kind} %s "%s" %s`, (language, product, gender) => {
      const options = { gender, facts: FACTS }
      const result = generateTextAssets(kind, TEXT_STORES[kind], language, product, options)
      if (!result.ok) throw new Error(result.error)
      expect(result.language).toBe(language)
      expect(result.items.length).toBeGreaterThan(0)
      const templates = TEXT_STORES[kind][language]?.templates ?? []
      for (const item of result.items) {
        expect([item, strayWords(item, templates, product, options)]).toEqual([item, []])
        expect([item, charCount(item) <= ITEM_LIMIT[kind]]).toEqual([item, true])
      }
      expect(warningsOf(kind, result.items)).toEqual([])
      expect(result.skipped.missingFacts).toBe(0)
    })
  }

  it.each(cases)('sitelinks %s "%s" %s', (language, product, gender) => {
    const options = { gender, facts: FACTS }
    const result = generateSitelinks(DEFAULT_SITELINK_TEMPLATES, language, product, options)
    if (!result.ok) throw new Error(result.error)
    expect(result.items.length).toBeGreaterThanOrEqual(7)
    const templates = (DEFAULT_SITELINK_TEMPLATES[language]?.templates ?? []).flatMap((s) => [s.text, s.desc1, s.desc2])
    for (const item of result.items) {
      for (const part of ['text', 'desc1', 'desc2'] as const) {
        expect([item[part], strayWords(item[part], templates, product, options)]).toEqual([item[part], []])
        expect([item[part], charCount(item[part]) <= SITELINK_LIMITS[part]]).toEqual([item[part], true])
      }
      expect(item.desc1 !== '' && item.desc2 !== '').toBe(true)
    }
    expect(new Set(result.items.map((s) => s.text.toLowerCase())).size).toBe(result.items.length)
    expect(warningsOf('sitelinks', result.items)).toEqual([])
  })
})

describe('enough to post, and nothing a Google reviewer would call misrepresentation', () => {
  it.each(LANGUAGES)('%s: at least 15 headlines for a 29-character name with offer facts, in each gender', (language) => {
    for (const gender of GENDERS) {
      const result = generateTextAssets('titles', DEFAULT_TITLE_TEMPLATES, language, NAMES[3], { gender, facts: FACTS })
      expect(result.ok && result.items.length).toBeGreaterThanOrEqual(15)
    }
  })

  it('at least 30 pt headline templates and 12 pt description templates', () => {
    expect(DEFAULT_TITLE_TEMPLATES.pt?.templates.length).toBeGreaterThanOrEqual(30)
    expect(DEFAULT_DESCRIPTION_TEMPLATES.pt?.templates.length).toBeGreaterThanOrEqual(12)
  })

  it.each(LANGUAGES)('%s: no brand claim comes out in affiliate-safe mode (the default); they do when it is off', (language) => {
    let left = 0
    let allowed = 0
    for (const kind of Object.keys(TEXT_STORES) as TextAssetKind[]) {
      const on = generateTextAssets(kind, TEXT_STORES[kind], language, 'Kit', { facts: FACTS })
      const off = generateTextAssets(kind, TEXT_STORES[kind], language, 'Kit', { facts: FACTS, affiliateSafe: false })
      if (!on.ok || !off.ok) throw new Error('generation failed')
      expect(on.items.filter(isBrandClaim)).toEqual([])
      left += on.skipped.brandClaims
      allowed += off.items.filter(isBrandClaim).length
    }
    const sitelinks = generateSitelinks(DEFAULT_SITELINK_TEMPLATES, language, 'Kit', { facts: FACTS })
    if (!sitelinks.ok) throw new Error('generation failed')
    expect(sitelinks.items.filter((s) => isBrandClaim(`${s.text} ${s.desc1} ${s.desc2}`))).toEqual([])
    expect(sitelinks.skipped.brandClaims).toBeGreaterThan(0)
    expect(left).toBeGreaterThan(0)
    expect(allowed).toBe(left)
  })

  it('without offer facts the templates quoting them are left out and counted, not filled with a made-up figure', () => {
    const result = generateTextAssets('titles', DEFAULT_TITLE_TEMPLATES, 'pt', 'Kit')
    if (!result.ok) throw new Error(result.error)
    expect(result.items.filter((t) => /\d/.test(t))).toEqual([])
    expect(result.skipped.missingFacts).toBeGreaterThan(0)
    expect(result.skipped.neededFacts).toEqual(['warrantyDays', 'installments', 'discountPercent'])
  })
})
