import { describe, expect, it } from 'vitest'
import type { Sitelink, TextTemplates } from '../types'
import { DEFAULT_CALLOUT_TEMPLATES } from './callouts'
import { DEFAULT_DESCRIPTION_TEMPLATES } from './descriptions'
import { DEFAULT_NEGATIVE_TEMPLATES } from './negatives'
import { DEFAULT_PROMOTION_TEMPLATES } from './promotions'
import { DEFAULT_SITELINK_TEMPLATES } from './sitelinks'
import { DEFAULT_TITLE_TEMPLATES } from './titles'

/*
 * Built-in ad content (SPEC §3 template stores, §5 other generators, §9 limits and counts),
 * checked with a small local copy of Google's editorial rules. Deliberately independent of
 * src/core/editorial.ts so the two can catch each other's mistakes.
 */

const PLACEHOLDER = '{NOME_PRODUTO}'
const DEMO_PRODUCT = 'Produto Demo'

function fill(template: string): string {
  return template.replaceAll(PLACEHOLDER, DEMO_PRODUCT)
}

interface AdTextRules {
  max: number
  /** How many '!' one text may hold: 0 for titles, 1 for descriptions. */
  maxExclamations: number
}

/** Returns every editorial problem of one filled-in ad text; empty when it is fine. */
function adTextProblems(text: string, rules: AdTextRules): string[] {
  const problems: string[] = []
  if (text.length === 0) problems.push('empty')
  if (text.length > rules.max) problems.push(`${text.length} chars > ${rules.max}`)
  if (text !== text.trim()) problems.push('leading or trailing space')
  if (/\s{2,}/.test(text)) problems.push('double space')
  if (/[{}[\]]/.test(text)) problems.push('unfilled placeholder or bracket')
  for (const word of text.match(/\p{L}+/gu) ?? []) {
    if (word.length > 3 && word === word.toUpperCase() && word !== word.toLowerCase()) {
      problems.push(`all-caps word "${word}"`)
    }
  }
  if (/([!?.,;:¡¿])\1/.test(text) || /[!?¡¿]{2,}/.test(text)) problems.push('repeated punctuation')
  if (text.includes('…')) problems.push('ellipsis')
  const exclamations = (text.match(/!/g) ?? []).length
  if (exclamations > rules.maxExclamations) problems.push(`${exclamations} '!' > ${rules.maxExclamations}`)
  if (/\p{Extended_Pictographic}/u.test(text)) problems.push('emoji or pictograph')
  if (/\b(cura|curar|cure|milagr\w*|garantido|garantida)\b/iu.test(text)) problems.push('forbidden claim')
  return problems
}

const NEGATIVE_FORBIDDEN = /[!@%^*()={};~<>?\\|,.]/

/** Returns every problem of one negative keyword; empty when it is fine. */
function negativeProblems(word: string): string[] {
  const problems: string[] = []
  if (word.length === 0) problems.push('empty')
  if (word.length > 80) problems.push(`${word.length} chars > 80`)
  if (word.split(' ').length > 10) problems.push('more than 10 words')
  if (word !== word.trim()) problems.push('leading or trailing space')
  if (/\s{2,}/.test(word)) problems.push('double space')
  if (NEGATIVE_FORBIDDEN.test(word)) problems.push('forbidden symbol')
  if (word !== word.toLocaleLowerCase('pt-BR')) problems.push('not lowercase')
  if (/\p{Extended_Pictographic}/u.test(word)) problems.push('emoji or pictograph')
  return problems
}

function templatesOf(store: TextTemplates, language: string): string[] {
  const entry = store[language]
  if (!entry) throw new Error(`no ${language} templates`)
  return entry.templates
}

function sitelinks(): Sitelink[] {
  const entry = DEFAULT_SITELINK_TEMPLATES.pt
  if (!entry) throw new Error('no pt sitelinks')
  return entry.templates
}

function duplicates(values: string[]): string[] {
  const seen = new Set<string>()
  const repeated: string[] = []
  for (const value of values) {
    const key = value.toLocaleLowerCase('pt-BR')
    if (seen.has(key)) repeated.push(value)
    seen.add(key)
  }
  return repeated
}

describe('checker self-test', () => {
  it.each([
    ['COMPRE Agora', 'all-caps word'],
    ['Compre Agora!!', 'repeated punctuation'],
    ['Compre Agora?!', 'repeated punctuation'],
    ['Veja Mais...', 'repeated punctuation'],
    ['Compre Agora!', "1 '!' > 0"],
    [' Compre Agora', 'leading or trailing space'],
    ['Compre  Agora', 'double space'],
    ['Compre Agora 🔥', 'emoji or pictograph'],
    ['{NOME_PRODUCT} Oficial', 'unfilled placeholder or bracket'],
    ['A Cura da Gastrite', 'forbidden claim'],
    ['Um Título Longo Demais Para o Limite', '36 chars > 30'],
  ])('rejects %j (%s)', (text, problem) => {
    expect(adTextProblems(text, { max: 30, maxExclamations: 0 }).join(' | ')).toContain(problem)
  })

  it.each(['Compre Agora com Desconto', 'Frete Grátis', 'SOS Pix 100% Original', '¿Funciona?'])(
    'accepts %j',
    (text) => {
      expect(adTextProblems(text, { max: 30, maxExclamations: 0 })).toEqual([])
    },
  )

  it.each([
    ['grátis!', 'forbidden symbol'],
    ['reclame aqui, golpe', 'forbidden symbol'],
    ['Shopee', 'not lowercase'],
    ['um dois três quatro cinco seis sete oito nove dez onze', 'more than 10 words'],
    ['(pdf)', 'forbidden symbol'],
  ])('negative checker rejects %j (%s)', (word, problem) => {
    expect(negativeProblems(word).join(' | ')).toContain(problem)
  })
})

describe('built-in counts (SPEC §9)', () => {
  it.each([
    ['titles pt', 13, () => templatesOf(DEFAULT_TITLE_TEMPLATES, 'pt').length],
    ['titles en', 13, () => templatesOf(DEFAULT_TITLE_TEMPLATES, 'en').length],
    ['titles es', 13, () => templatesOf(DEFAULT_TITLE_TEMPLATES, 'es').length],
    ['descriptions pt', 4, () => templatesOf(DEFAULT_DESCRIPTION_TEMPLATES, 'pt').length],
    ['sitelinks pt', 7, () => sitelinks().length],
    ['callouts pt', 9, () => templatesOf(DEFAULT_CALLOUT_TEMPLATES, 'pt').length],
    ['promotions pt', 8, () => templatesOf(DEFAULT_PROMOTION_TEMPLATES, 'pt').length],
  ])('%s has exactly %i', (_name, expected, count) => {
    expect(count()).toBe(expected)
  })

  it('titles exist for exactly pt, en and es', () => {
    expect(Object.keys(DEFAULT_TITLE_TEMPLATES).sort()).toEqual(['en', 'es', 'pt'])
  })

  it.each([
    ['descriptions', DEFAULT_DESCRIPTION_TEMPLATES],
    ['callouts', DEFAULT_CALLOUT_TEMPLATES],
    ['promotions', DEFAULT_PROMOTION_TEMPLATES],
  ])('%s are pt only', (_name, store) => {
    expect(Object.keys(store)).toEqual(['pt'])
  })

  it('sitelinks are pt only', () => {
    expect(Object.keys(DEFAULT_SITELINK_TEMPLATES)).toEqual(['pt'])
  })

  it.each([
    ['pt', 150],
    ['en', 25],
    ['es', 25],
  ])('negatives %s has at least %i words', (language, minimum) => {
    expect(DEFAULT_NEGATIVE_TEMPLATES[language]?.length ?? 0).toBeGreaterThanOrEqual(minimum)
  })

  it('negatives en and es stay "about 28" (25 to 35)', () => {
    for (const language of ['en', 'es']) {
      expect(DEFAULT_NEGATIVE_TEMPLATES[language]?.length ?? 0).toBeLessThanOrEqual(35)
    }
  })
})

describe('uniqueness', () => {
  const lists: [string, string[]][] = [
    ['titles pt', templatesOf(DEFAULT_TITLE_TEMPLATES, 'pt')],
    ['titles en', templatesOf(DEFAULT_TITLE_TEMPLATES, 'en')],
    ['titles es', templatesOf(DEFAULT_TITLE_TEMPLATES, 'es')],
    ['descriptions pt', templatesOf(DEFAULT_DESCRIPTION_TEMPLATES, 'pt')],
    ['sitelink texts pt', sitelinks().map((s) => s.text)],
    ['sitelink descriptions pt', sitelinks().flatMap((s) => [s.desc1, s.desc2])],
    ['callouts pt', templatesOf(DEFAULT_CALLOUT_TEMPLATES, 'pt')],
    ['promotions pt', templatesOf(DEFAULT_PROMOTION_TEMPLATES, 'pt')],
    ['negatives pt', DEFAULT_NEGATIVE_TEMPLATES.pt ?? []],
    ['negatives en', DEFAULT_NEGATIVE_TEMPLATES.en ?? []],
    ['negatives es', DEFAULT_NEGATIVE_TEMPLATES.es ?? []],
  ]

  it.each(lists)('%s has no duplicates (case-insensitive)', (_name, values) => {
    expect(values.length).toBeGreaterThan(0)
    expect(duplicates(values)).toEqual([])
  })
})

describe('placeholders', () => {
  it.each(['pt', 'en', 'es'])('most %s titles name the product', (language) => {
    const withProduct = templatesOf(DEFAULT_TITLE_TEMPLATES, language).filter((t) => t.includes(PLACEHOLDER))
    expect(withProduct.length).toBeGreaterThanOrEqual(10)
  })

  it('every description names the product', () => {
    for (const template of templatesOf(DEFAULT_DESCRIPTION_TEMPLATES, 'pt')) {
      expect(template).toContain(PLACEHOLDER)
    }
  })

  it('no sitelink text holds the product name, so the link label stays short and generic', () => {
    for (const { text } of sitelinks()) expect(text).not.toContain(PLACEHOLDER)
  })
})

function adCases(
  kind: string,
  templates: string[],
  rules: AdTextRules,
): [string, string, AdTextRules][] {
  return templates.map((template) => [kind, template, rules])
}

const TITLE_RULES: AdTextRules = { max: 30, maxExclamations: 0 }
const DESCRIPTION_RULES: AdTextRules = { max: 90, maxExclamations: 1 }
const SITELINK_TEXT_RULES: AdTextRules = { max: 25, maxExclamations: 0 }
const SITELINK_DESC_RULES: AdTextRules = { max: 35, maxExclamations: 0 }
const CALLOUT_RULES: AdTextRules = { max: 25, maxExclamations: 0 }
const PROMOTION_RULES: AdTextRules = { max: 20, maxExclamations: 0 }

const AD_CASES: [string, string, AdTextRules][] = [
  ...adCases('title pt', templatesOf(DEFAULT_TITLE_TEMPLATES, 'pt'), TITLE_RULES),
  ...adCases('title en', templatesOf(DEFAULT_TITLE_TEMPLATES, 'en'), TITLE_RULES),
  ...adCases('title es', templatesOf(DEFAULT_TITLE_TEMPLATES, 'es'), TITLE_RULES),
  ...adCases('description pt', templatesOf(DEFAULT_DESCRIPTION_TEMPLATES, 'pt'), DESCRIPTION_RULES),
  ...adCases('sitelink text pt', sitelinks().map((s) => s.text), SITELINK_TEXT_RULES),
  ...adCases('sitelink desc1 pt', sitelinks().map((s) => s.desc1), SITELINK_DESC_RULES),
  ...adCases('sitelink desc2 pt', sitelinks().map((s) => s.desc2), SITELINK_DESC_RULES),
  ...adCases('callout pt', templatesOf(DEFAULT_CALLOUT_TEMPLATES, 'pt'), CALLOUT_RULES),
  ...adCases('promotion pt', templatesOf(DEFAULT_PROMOTION_TEMPLATES, 'pt'), PROMOTION_RULES),
]

describe(`editorial rules with "${DEMO_PRODUCT}" filled in`, () => {
  it('the demo product name is 12 characters', () => {
    expect(DEMO_PRODUCT).toHaveLength(12)
  })

  it.each(AD_CASES)('%s %j', (_kind, template, rules) => {
    expect(template).toBe(template.trim())
    expect(adTextProblems(fill(template), rules)).toEqual([])
  })

  it.each(
    (['pt', 'en', 'es'] as const).flatMap((language) =>
      (DEFAULT_NEGATIVE_TEMPLATES[language] ?? []).map((word) => [language, word] as const),
    ),
  )('negative %s %j', (_language, word) => {
    expect(negativeProblems(word)).toEqual([])
  })
})
