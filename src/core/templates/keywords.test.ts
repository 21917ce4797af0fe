import { describe, expect, it } from 'vitest'
import { FUNNEL_LEVELS, type FunnelLevel, type KeywordFunnelEntry } from '../types'
import { DEFAULT_KEYWORD_TEMPLATE_LISTS } from './keyword-lists'
import { DEFAULT_KEYWORD_TEMPLATES } from './keywords'
import { KEYWORD_TEMPLATES_EN } from './keywords-en'
import { KEYWORD_TEMPLATES_ES } from './keywords-es'
import { KEYWORD_TEMPLATES_PT } from './keywords-pt'

const SAMPLE_PRODUCT = 'Produto Demo'
const LANGUAGES = ['pt', 'en', 'es'] as const
const LIST_KEYS = ['nutra', 'produtos-fisicos'] as const

const EXPECTED_COUNTS: Record<(typeof LIST_KEYS)[number], Record<FunnelLevel, number>> = {
  nutra: { top: 24, middle: 52, bottom: 62 },
  'produtos-fisicos': { top: 8, middle: 10, bottom: 12 },
}

/** Local copy of the Google Ads keyword rules (editorial.ts will take over later). */
function googleKeywordProblems(keyword: string): string[] {
  const problems: string[] = []
  if (keyword.length > 80) problems.push(`more than 80 characters (${keyword.length})`)
  const words = keyword.trim().split(/\s+/).filter(Boolean)
  if (words.length > 10) problems.push(`more than 10 words (${words.length})`)
  const forbidden = keyword.match(/[!@%^*()={};~<>?\\|,]/g)
  if (forbidden) problems.push(`forbidden characters ${forbidden.join(' ')}`)
  for (const word of words) {
    const letters = word.replace(/[^\p{L}]/gu, '')
    if (letters.length > 3 && letters === letters.toUpperCase() && letters !== letters.toLowerCase()) {
      problems.push(`word in capitals: ${word}`)
    }
  }
  if (/([\p{P}\p{S}])\1/u.test(keyword)) problems.push('repeated punctuation')
  if (/\p{Extended_Pictographic}/u.test(keyword)) problems.push('emoji')
  if (keyword !== keyword.trim()) problems.push('leading or trailing space')
  return problems
}

function countOccurrences(text: string, token: string): number {
  return text.split(token).length - 1
}

function fill(template: string): string {
  return template.replaceAll('[problema]', SAMPLE_PRODUCT).replaceAll('aaa', SAMPLE_PRODUCT)
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}

const BY_LANGUAGE = { pt: KEYWORD_TEMPLATES_PT, en: KEYWORD_TEMPLATES_EN, es: KEYWORD_TEMPLATES_ES }

const CASES = LANGUAGES.flatMap((lang) =>
  LIST_KEYS.flatMap((list) =>
    FUNNEL_LEVELS.map((level) => ({
      lang,
      list,
      level,
      entry: BY_LANGUAGE[lang][list][level] as KeywordFunnelEntry,
      expected: EXPECTED_COUNTS[list][level],
      token: list === 'nutra' && level === 'top' ? '[problema]' : 'aaa',
    })),
  ),
)

describe('local Google keyword checker', () => {
  it.each([
    ['a'.repeat(81), 'more than 80'],
    ['um dois tres quatro cinco seis sete oito nove dez onze', 'more than 10 words'],
    ['produto funciona?', 'forbidden'],
    ['produto, preço', 'forbidden'],
    ['produto (original)', 'forbidden'],
    ['produto ORIGINAL', 'capitals'],
    ['produto -- preço', 'repeated punctuation'],
    ['produto 🔥', 'emoji'],
    [' produto', 'leading or trailing'],
  ])('rejects %j', (keyword, problem) => {
    expect(googleKeywordProblems(keyword).join('; ')).toContain(problem)
  })

  it('accepts a plain keyword and short all-caps words', () => {
    expect(googleKeywordProblems('Produto Demo preço GNC kit 3 potes')).toEqual([])
  })
})

describe('DEFAULT_KEYWORD_TEMPLATE_LISTS', () => {
  it('holds the two default lists', () => {
    expect(DEFAULT_KEYWORD_TEMPLATE_LISTS).toEqual([
      { key: 'nutra', name: 'Nutra' },
      { key: 'produtos-fisicos', name: 'Produtos Físicos' },
    ])
  })
})

describe('DEFAULT_KEYWORD_TEMPLATES', () => {
  it('has pt, en and es, each with exactly the two default lists and three funnel levels', () => {
    expect(Object.keys(DEFAULT_KEYWORD_TEMPLATES).sort()).toEqual(['en', 'es', 'pt'])
    for (const lang of LANGUAGES) {
      expect(DEFAULT_KEYWORD_TEMPLATES[lang]).toBe(BY_LANGUAGE[lang])
      expect(Object.keys(BY_LANGUAGE[lang]).sort()).toEqual([...LIST_KEYS].sort())
      for (const list of LIST_KEYS) {
        expect(Object.keys(BY_LANGUAGE[lang][list]).sort()).toEqual([...FUNNEL_LEVELS].sort())
      }
    }
  })

  it('every list key matches a default template list', () => {
    const keys = DEFAULT_KEYWORD_TEMPLATE_LISTS.map((l) => l.key).sort()
    expect([...LIST_KEYS].sort()).toEqual(keys)
  })

  it('languages are not copies of each other', () => {
    for (const list of LIST_KEYS) {
      for (const level of FUNNEL_LEVELS) {
        const pt = KEYWORD_TEMPLATES_PT[list][level].templates
        const en = KEYWORD_TEMPLATES_EN[list][level].templates
        const es = KEYWORD_TEMPLATES_ES[list][level].templates
        expect(en).not.toEqual(pt)
        expect(es).not.toEqual(pt)
        expect(es).not.toEqual(en)
      }
    }
  })

  describe.each(CASES)('$lang / $list / $level', ({ entry, expected, token }) => {
    it(`has exactly ${expected} templates`, () => {
      expect(entry.templates).toHaveLength(expected)
    })

    it('has no duplicates (case-insensitive)', () => {
      const lower = entry.templates.map((t) => t.toLowerCase())
      const dupes = lower.filter((t, i) => lower.indexOf(t) !== i)
      expect(dupes).toEqual([])
    })

    it(`uses ${token} exactly once and never the other token`, () => {
      const other = token === 'aaa' ? '[problema]' : 'aaa'
      for (const template of entry.templates) {
        expect(countOccurrences(template, token), template).toBe(1)
        expect(countOccurrences(template, other), template).toBe(0)
      }
    })

    it('is lowercase as people search', () => {
      for (const template of entry.templates) {
        expect(template, template).toBe(template.toLowerCase())
      }
    })

    it(`passes the Google keyword rules with "${SAMPLE_PRODUCT}" substituted`, () => {
      const failures = entry.templates
        .map((t) => ({ keyword: fill(t), problems: googleKeywordProblems(fill(t)) }))
        .filter((f) => f.problems.length > 0)
      expect(failures).toEqual([])
    })

    it('has a one-sentence pt-BR strategy naming its funnel stage', () => {
      expect(entry.strategy).toMatch(/^(Topo|Meio|Fundo) de funil: [^.]+\.$/)
    })

    it('has an example that is one of its templates filled with a sample product', () => {
      expect(entry.example).not.toContain(token)
      const matches = entry.templates.some((t) =>
        new RegExp(`^${escapeRegExp(t).replace(escapeRegExp(token), '.+')}$`).test(entry.example),
      )
      expect(matches, entry.example).toBe(true)
    })
  })

  it('strategy stage matches the funnel level', () => {
    const stage: Record<FunnelLevel, string> = { top: 'Topo', middle: 'Meio', bottom: 'Fundo' }
    for (const { entry, level } of CASES) expect(entry.strategy.startsWith(stage[level])).toBe(true)
  })
})
