import { describe, expect, it } from 'vitest'
import { checkItem } from '../editorial'
import { generateKeywords } from '../generators/keywords'
import { generateNegatives } from '../generators/negatives'
import { generateSitelinks } from '../generators/sitelinks'
import { generateTextAssets } from '../generators/text-assets'
import { FUNNEL_LEVELS, MATCH_TYPES, type AssetType, type LanguageCode, type Sitelink } from '../types'
import { DEFAULT_CALLOUT_TEMPLATES } from './callouts'
import { DEFAULT_DESCRIPTION_TEMPLATES } from './descriptions'
import { DEFAULT_KEYWORD_TEMPLATE_LISTS } from './keyword-lists'
import { DEFAULT_KEYWORD_TEMPLATES } from './keywords'
import { DEFAULT_NEGATIVE_TEMPLATES } from './negatives'
import { DEFAULT_PROMOTION_TEMPLATES } from './promotions'
import { DEFAULT_SITELINK_TEMPLATES } from './sitelinks'
import { DEFAULT_TITLE_TEMPLATES } from './titles'

/**
 * The promise: every built-in, filled with a 12-character product name through the real
 * generators, fits its limit and passes the real editorial check (src/core/editorial.ts).
 */
const PRODUCT = 'Produto Demo'
const LANGUAGES: LanguageCode[] = ['pt', 'en', 'es']

function warningsOf(kind: AssetType, items: readonly (string | Sitelink)[]) {
  return items
    .map((item) => ({ item, warnings: checkItem(kind, item).map((w) => w.message) }))
    .filter((r) => r.warnings.length > 0)
}

describe('built-in content passes the editorial check', () => {
  it('uses a 12-character product name', () => {
    expect(PRODUCT).toHaveLength(12)
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

    it(`titles ${language}`, () => {
      const result = generateTextAssets('titles', DEFAULT_TITLE_TEMPLATES, language, PRODUCT)
      expect(result.ok && result.items).toHaveLength(13)
      if (result.ok) expect(warningsOf('titles', result.items)).toEqual([])
    })
  }

  it.each([
    ['descriptions', DEFAULT_DESCRIPTION_TEMPLATES, 4],
    ['callouts', DEFAULT_CALLOUT_TEMPLATES, 9],
    ['promotions', DEFAULT_PROMOTION_TEMPLATES, 8],
  ] as const)('%s pt', (kind, templates, count) => {
    const result = generateTextAssets(kind, templates, 'pt', PRODUCT)
    expect(result.ok && result.items).toHaveLength(count)
    if (result.ok) expect(warningsOf(kind, result.items)).toEqual([])
  })

  it('sitelinks pt', () => {
    const result = generateSitelinks(DEFAULT_SITELINK_TEMPLATES, 'pt', PRODUCT)
    expect(result.ok && result.items).toHaveLength(7)
    if (result.ok) expect(warningsOf('sitelinks', result.items)).toEqual([])
  })
})
