import { describe, expect, it } from 'vitest'
import { isBrandClaim } from '../generators/brand-claims'
import type { Sitelink, TextTemplates } from '../types'
import { DEFAULT_CALLOUT_TEMPLATES } from './callouts'
import { DEFAULT_DESCRIPTION_TEMPLATES } from './descriptions'
import { DEFAULT_NEGATIVE_TEMPLATES } from './negatives'
import { DEFAULT_PROMOTION_TEMPLATES } from './promotions'
import { DEFAULT_SITELINK_TEMPLATES } from './sitelinks'
import { DEFAULT_TITLE_TEMPLATES } from './titles'

/*
 * Built-in ad content (SPEC §3 template stores, §5 other generators, §9 limits and counts),
 * checked with a small local copy of Google's editorial and ad policies. Deliberately independent of
 * src/core/editorial.ts and of the generators, so each can catch the others' mistakes.
 */

const LANGUAGES = ['pt', 'en', 'es'] as const
const DEMO_PRODUCT = 'Produto Demo'
/** Local copies of the article forms and offer facts (fill-template.ts has the real ones). */
const ARTICLES: Record<string, [string, string]> = {
  o: ['o', 'a'], O: ['O', 'A'], do: ['do', 'da'], Do: ['Do', 'Da'], no: ['no', 'na'], No: ['No', 'Na'],
  ao: ['ao', 'à'], Ao: ['Ao', 'À'], um: ['um', 'uma'], Um: ['Um', 'Uma'], seu: ['seu', 'sua'], Seu: ['Seu', 'Sua'],
  pelo: ['pelo', 'pela'], Pelo: ['Pelo', 'Pela'], este: ['este', 'esta'], Este: ['Este', 'Esta'],
}
/** The widest values the offer-fact fields accept: 365 days, 24 instalments, 90%. */
const FACTS: Record<string, string> = { GARANTIA_DIAS: '365', PARCELAS: '24', DESCONTO: '90' }
const KNOWN = new Set(['NOME_PRODUTO', ...Object.keys(FACTS), ...Object.keys(ARTICLES)])

function fill(template: string, feminine: boolean): string {
  return template.replace(/\{(\w+)\}/g, (whole, token: string) => {
    if (token === 'NOME_PRODUTO') return DEMO_PRODUCT
    if (token in FACTS) return FACTS[token]
    return token in ARTICLES ? ARTICLES[token][feminine ? 1 : 0] : whole
  })
}

interface AdTextRules {
  max: number
  /** How many '!' one text may hold: 0 for titles, sitelinks and callouts, 1 for descriptions. */
  maxExclamations: number
}

const ACRONYMS = new Set(['PIX', 'OFF', 'BR'])
const HEALTH_CLAIMS =
  /\b(curas?|curar|cure[sd]?|acabe com|perca \d+|emagre[cç]a em|antes e depois|before and after|antes y despu[eé]s|milagr\w*|miracle\w*|sem efeitos colaterais|no side effects|sin efectos secundarios|garantid[oa]s?|guaranteed|garantizad[oa]s?|lose \d+|pierda \d+|adelgace en)\b/iu

/** Returns every editorial or policy problem of one filled-in ad text; empty when it is fine. */
function adTextProblems(text: string, rules: AdTextRules): string[] {
  const problems: string[] = []
  if (text.length === 0) problems.push('empty')
  if (text.length > rules.max) problems.push(`${text.length} chars > ${rules.max}`)
  if (text !== text.trim()) problems.push('leading or trailing space')
  if (/\s{2,}/.test(text)) problems.push('double space')
  if (/[{}[\]]/.test(text)) problems.push('unfilled placeholder or bracket')
  for (const word of text.match(/\p{L}+/gu) ?? []) {
    if (word.length > 1 && word === word.toUpperCase() && word !== word.toLowerCase() && !ACRONYMS.has(word)) {
      problems.push(`all-caps word "${word}"`)
    }
  }
  if (/([!?.,;:¡¿])\1/.test(text) || /[!?¡¿]{2,}/.test(text)) problems.push('repeated punctuation')
  if (text.includes('…')) problems.push('ellipsis')
  const exclamations = (text.match(/!/g) ?? []).length
  if (exclamations > rules.maxExclamations) problems.push(`${exclamations} '!' > ${rules.maxExclamations}`)
  if (/\p{Extended_Pictographic}/u.test(text)) problems.push('emoji or pictograph')
  if (/[*★☆✓✔•●►→«»♥@#]/u.test(text)) problems.push('decorative symbol')
  if (/\d{4,}|\d{2,}[\s.-]\d{4}/.test(text)) problems.push('phone number')
  if (/100\s?%/.test(text)) problems.push('absolute claim')
  if (HEALTH_CLAIMS.test(text)) problems.push('health or unreliable claim')
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

function sitelinks(language: string): Sitelink[] {
  const entry = DEFAULT_SITELINK_TEMPLATES[language]
  if (!entry) throw new Error(`no ${language} sitelinks`)
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
    ['Compre KIT Hoje', 'all-caps word'],
    ['Compre Agora!!', 'repeated punctuation'],
    ['Compre Agora?!', 'repeated punctuation'],
    ['Veja Mais...', 'repeated punctuation'],
    ['Compre Agora!', "1 '!' > 0"],
    [' Compre Agora', 'leading or trailing space'],
    ['Compre  Agora', 'double space'],
    ['Compre Agora 🔥', 'emoji or pictograph'],
    ['★ Oferta ★', 'decorative symbol'],
    ['Ligue 11 99999-0000', 'phone number'],
    ['Compra 100% Segura', 'absolute claim'],
    ['{NOME_PRODUCT} Oficial', 'unfilled placeholder or bracket'],
    ['A Cura da Gastrite', 'health or unreliable claim'],
    ['Perca 10 kg', 'health or unreliable claim'],
    ['Fotos de Antes e Depois', 'health or unreliable claim'],
    ['Resultado Garantido', 'health or unreliable claim'],
    ['Um Título Longo Demais Para o Limite', '36 chars > 30'],
  ])('rejects %j (%s)', (text, problem) => {
    expect(adTextProblems(text, { max: 30, maxExclamations: 0 }).join(' | ')).toContain(problem)
  })

  it.each(['Compre Agora com Desconto', 'Frete Grátis', 'Pague no PIX com 20% OFF', '¿Funciona?', 'Garantia de 30 Dias'])(
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

describe('built-in counts (SPEC §9 numbers are minimums)', () => {
  it.each(LANGUAGES.flatMap((language) => [
    [`titles ${language}`, 30, () => templatesOf(DEFAULT_TITLE_TEMPLATES, language).length],
    [`descriptions ${language}`, 12, () => templatesOf(DEFAULT_DESCRIPTION_TEMPLATES, language).length],
    [`sitelinks ${language}`, 7, () => sitelinks(language).length],
    [`callouts ${language}`, 9, () => templatesOf(DEFAULT_CALLOUT_TEMPLATES, language).length],
    [`promotions ${language}`, 8, () => templatesOf(DEFAULT_PROMOTION_TEMPLATES, language).length],
  ] as const))('%s has at least %i', (_name, minimum, count) => {
    expect(count()).toBeGreaterThanOrEqual(minimum)
  })

  it.each([
    ['titles', DEFAULT_TITLE_TEMPLATES],
    ['descriptions', DEFAULT_DESCRIPTION_TEMPLATES],
    ['sitelinks', DEFAULT_SITELINK_TEMPLATES],
    ['callouts', DEFAULT_CALLOUT_TEMPLATES],
    ['promotions', DEFAULT_PROMOTION_TEMPLATES],
  ] as const)('%s exist for exactly pt, en and es', (_name, store) => {
    expect(Object.keys(store).sort()).toEqual(['en', 'es', 'pt'])
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
    ...LANGUAGES.flatMap((language): [string, string[]][] => [
      [`titles ${language}`, templatesOf(DEFAULT_TITLE_TEMPLATES, language)],
      [`descriptions ${language}`, templatesOf(DEFAULT_DESCRIPTION_TEMPLATES, language)],
      [`sitelink texts ${language}`, sitelinks(language).map((s) => s.text)],
      [`sitelink descriptions ${language}`, sitelinks(language).flatMap((s) => [s.desc1, s.desc2])],
      [`callouts ${language}`, templatesOf(DEFAULT_CALLOUT_TEMPLATES, language)],
      [`promotions ${language}`, templatesOf(DEFAULT_PROMOTION_TEMPLATES, language)],
      [`negatives ${language}`, DEFAULT_NEGATIVE_TEMPLATES[language] ?? []],
    ]),
  ]

  it.each(lists)('%s has no duplicates (case-insensitive)', (_name, values) => {
    expect(values.length).toBeGreaterThan(0)
    expect(duplicates(values)).toEqual([])
  })
})

describe('placeholders and claims', () => {
  const all = LANGUAGES.flatMap((language) => [
    ...templatesOf(DEFAULT_TITLE_TEMPLATES, language),
    ...templatesOf(DEFAULT_DESCRIPTION_TEMPLATES, language),
    ...sitelinks(language).flatMap((s) => [s.text, s.desc1, s.desc2]),
    ...templatesOf(DEFAULT_CALLOUT_TEMPLATES, language),
    ...templatesOf(DEFAULT_PROMOTION_TEMPLATES, language),
  ])

  it.each(all)('%j uses only known placeholders', (template) => {
    for (const [, token] of template.matchAll(/\{([^}]*)\}/g)) expect(KNOWN).toContain(token)
  })

  it.each(LANGUAGES)('at least 15 %s titles leave the product name out, so long names still get headlines', (language) => {
    const without = templatesOf(DEFAULT_TITLE_TEMPLATES, language).filter((t) => !t.includes('{NOME_PRODUTO}'))
    expect(without.length).toBeGreaterThanOrEqual(15)
  })

  it.each(LANGUAGES)('no %s sitelink text holds the product name, so the link label stays short', (language) => {
    for (const { text } of sitelinks(language)) expect(text).not.toContain('{NOME_PRODUTO}')
  })

  it.each(LANGUAGES)('every %s sitelink has both description lines', (language) => {
    for (const s of sitelinks(language)) expect([s.text, s.desc1 !== '', s.desc2 !== '']).toEqual([s.text, true, true])
  })

  it('no fixed guarantee, instalment or discount figure: those are offer facts', () => {
    for (const template of all) expect(template).not.toMatch(/\d/)
  })

  it('every phrase that sounds like the brand is one affiliate-safe mode catches', () => {
    const brandish = all.filter((t) => /oficial|official|fabricante|manufacturer|fábrica/i.test(t))
    expect(brandish.length).toBeGreaterThan(0)
    for (const template of brandish) expect([template, isBrandClaim(template)]).toEqual([template, true])
  })
})

const TITLE_RULES: AdTextRules = { max: 30, maxExclamations: 0 }
const DESCRIPTION_RULES: AdTextRules = { max: 90, maxExclamations: 1 }
const SITELINK_TEXT_RULES: AdTextRules = { max: 25, maxExclamations: 0 }
const SITELINK_DESC_RULES: AdTextRules = { max: 35, maxExclamations: 0 }
const CALLOUT_RULES: AdTextRules = { max: 25, maxExclamations: 0 }
const PROMOTION_RULES: AdTextRules = { max: 20, maxExclamations: 0 }

const AD_CASES: [string, string, AdTextRules][] = LANGUAGES.flatMap((language) => {
  const cases = (kind: string, templates: string[], rules: AdTextRules) =>
    templates.map((template): [string, string, AdTextRules] => [`${kind} ${language}`, template, rules])
  return [
    ...cases('title', templatesOf(DEFAULT_TITLE_TEMPLATES, language), TITLE_RULES),
    ...cases('description', templatesOf(DEFAULT_DESCRIPTION_TEMPLATES, language), DESCRIPTION_RULES),
    ...cases('sitelink text', sitelinks(language).map((s) => s.text), SITELINK_TEXT_RULES),
    ...cases('sitelink desc1', sitelinks(language).map((s) => s.desc1), SITELINK_DESC_RULES),
    ...cases('sitelink desc2', sitelinks(language).map((s) => s.desc2), SITELINK_DESC_RULES),
    ...cases('callout', templatesOf(DEFAULT_CALLOUT_TEMPLATES, language), CALLOUT_RULES),
    ...cases('promotion', templatesOf(DEFAULT_PROMOTION_TEMPLATES, language), PROMOTION_RULES),
  ]
})

describe(`editorial rules with "${DEMO_PRODUCT}" and the widest offer facts filled in`, () => {
  it('the demo product name is 12 characters', () => {
    expect(DEMO_PRODUCT).toHaveLength(12)
  })

  it.each(AD_CASES)('%s %j', (_kind, template, rules) => {
    expect(template).toBe(template.trim())
    expect(adTextProblems(fill(template, false), rules)).toEqual([])
    expect(adTextProblems(fill(template, true), rules)).toEqual([])
  })

  it.each(
    LANGUAGES.flatMap((language) =>
      (DEFAULT_NEGATIVE_TEMPLATES[language] ?? []).map((word) => [language, word] as const),
    ),
  )('negative %s %j', (_language, word) => {
    expect(negativeProblems(word)).toEqual([])
  })
})
