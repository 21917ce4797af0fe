/**
 * The built-in negative lists never block a built-in keyword of the same language: every negative
 * against every keyword of every list and funnel level, filled with a few products and problems,
 * in every match form (SPEC §3 template stores; rules in conflicts.ts).
 */
import { describe, expect, it } from 'vitest'
import { generateKeywords } from '../generators/keywords'
import { generateNegatives } from '../generators/negatives'
import { DEFAULT_KEYWORD_TEMPLATES } from '../templates/keywords'
import { DEFAULT_NEGATIVE_TEMPLATES } from '../templates/negatives'
import { FUNNEL_LEVELS, MATCH_TYPES } from '../types'
import { findConflicts } from './conflicts'

const FILLINGS = {
  pt: { products: ['lipo slim', 'escova secadora', 'colágeno verisol'], problems: ['celulite', 'queda de cabelo', 'gordura localizada'] },
  en: { products: ['lipo slim', 'hair dryer brush', 'keto burn'], problems: ['cellulite', 'hair loss', 'belly fat'] },
  es: { products: ['lipo slim', 'cepillo secador', 'colágeno plus'], problems: ['celulitis', 'caída del cabello', 'grasa abdominal'] },
} as const

function builtInKeywords(language: keyof typeof FILLINGS): string[] {
  const out: string[] = []
  for (const listKey of Object.keys(DEFAULT_KEYWORD_TEMPLATES[language] ?? {})) {
    for (const funnel of FUNNEL_LEVELS) {
      const fillings = listKey === 'nutra' && funnel === 'top' ? FILLINGS[language].problems : FILLINGS[language].products
      for (const product of fillings) {
        for (const matchType of MATCH_TYPES) {
          const result = generateKeywords({ templates: DEFAULT_KEYWORD_TEMPLATES, listKey, language, funnel, matchType, product })
          if (!result.ok) throw new Error(`${language}/${listKey}/${funnel}: ${result.error}`)
          out.push(...result.items)
        }
      }
    }
  }
  return out
}

describe.each(Object.keys(FILLINGS) as (keyof typeof FILLINGS)[])('built-in lists, %s', (language) => {
  const negatives = generateNegatives(DEFAULT_NEGATIVE_TEMPLATES, language)
  const keywords = builtInKeywords(language)

  it('has both lists to compare', () => {
    expect(negatives.ok && negatives.items.length).toBeGreaterThan(25)
    // 2 lists × 3 levels × 3 fillings × 3 match types, each level with 8 templates or more
    expect(keywords.length).toBeGreaterThan(2 * 3 * 3 * 3 * 8)
  })

  it('no built-in negative blocks a built-in keyword', () => {
    expect(findConflicts(negatives.ok ? negatives.items : [], keywords)).toEqual([])
  })

  it('no negative as stored in the template blocks one either (before lowercasing)', () => {
    expect(findConflicts(DEFAULT_NEGATIVE_TEMPLATES[language] ?? [], keywords)).toEqual([])
  })
})
