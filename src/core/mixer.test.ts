import { describe, expect, it } from 'vitest'
import type { MatchType } from './types'
import { type MixInput, countCombinations, invalidKeyword, iterateMix, mixError, mixKeywords, stripAccents } from './mixer'

const mix = (columns: string[][], matchTypes: MatchType[] = ['broad'], accentVariants = false, cap = 1000): MixInput =>
  ({ columns, matchTypes, accentVariants, cap })

describe('stripAccents', () => {
  it.each([
    ['grátis', 'gratis'],
    ['ação', 'acao'],
    ['PROMOÇÃO', 'PROMOCAO'],
    ['über', 'uber'],
    ['niño', 'nino'],
    ['gra\u0301tis', 'gratis'],
    ['plain', 'plain'],
    ['สวัสดี', 'สวัสดี'], // Thai marks stay
    ['が', 'が'], // so does the Japanese dakuten
    ['한국', '한국'], // and Hangul comes back composed
  ])('%j → %j', (s, expected) => {
    expect(stripAccents(s)).toBe(expected)
  })
})

describe('mixKeywords', () => {
  it.each<[string, MixInput, string[], bigint]>([
    ['first column varies slowest', mix([['a', 'b'], ['1', '2']]), ['a 1', 'a 2', 'b 1', 'b 2'], 4n],
    ['three columns', mix([['a', 'b'], ['x'], ['1', '2']]), ['a x 1', 'a x 2', 'b x 1', 'b x 2'], 4n],
    ['one line per match type, in the chosen order', mix([['a'], ['1', '2']], ['broad', 'exact']),
      ['a 1', '[a 1]', 'a 2', '[a 2]'], 4n],
    ['phrase and exact', mix([['a'], ['b']], ['phrase', 'exact', 'broad']), ['"a b"', '[a b]', 'a b'], 3n],
    ['a repeated match type counts once', mix([['a'], ['b']], ['exact', 'exact']), ['[a b]'], 1n],
    ['case is kept', mix([['Colágeno'], ['PREÇO']]), ['Colágeno PREÇO'], 1n],
    ['accents: the plain version right after', mix([['grátis', 'frete'], ['já']], ['broad'], true),
      ['grátis já', 'gratis ja', 'frete já', 'frete ja'], 4n],
    ['accents with two match types', mix([['grátis'], ['x']], ['broad', 'exact'], true),
      ['grátis x', '[grátis x]', 'gratis x', '[gratis x]'], 4n],
    ['no accent: no variant', mix([['frete'], ['rapido']], ['broad'], true), ['frete rapido'], 1n],
    ['without the option, no variant', mix([['grátis'], ['x']]), ['grátis x'], 1n],
    ['variants de-duplicated against real words', mix([['grátis', 'gratis'], ['x']], ['broad'], true),
      ['grátis x', 'gratis x'], 3n],
    ['words with spaces that join alike are de-duplicated', mix([['a', 'a b'], ['b c', 'c']]),
      ['a b c', 'a c', 'a b b c'], 4n],
    ['wrapping characters inside words cannot fake another type', mix([['[a'], ['b]']], ['broad', 'exact']),
      ['[a b]', '[[a b]]'], 2n],
    ['columns are trimmed, blanks dropped, de-duplicated', mix([['  a ', '', 'a', 'b\n c'], ['x', ' x']]),
      ['a x', 'b x', 'c x'], 3n],
    ['empty columns are ignored', mix([['a'], [], ['  '], ['b']]), ['a b'], 1n],
    ['one filled column is not a mix', mix([['a', 'b'], []]), [], 0n],
    ['six columns are too many', mix([['a'], ['b'], ['c'], ['d'], ['e'], ['f']]), [], 0n],
    ['no match type', mix([['a'], ['b']], []), [], 0n],
  ])('%s', (_name, input, items, total) => {
    expect(mixKeywords(input)).toEqual({ items, total, truncated: false })
  })

  it.each<[string, number, string[], boolean]>([
    ['cap below the total', 3, ['a 1', 'a 2', 'b 1'], true],
    ['cap equal to the total', 4, ['a 1', 'a 2', 'b 1', 'b 2'], false],
    ['cap above the total', 10, ['a 1', 'a 2', 'b 1', 'b 2'], false],
    ['cap 0', 0, [], true],
    ['negative cap', -5, [], true],
    ['NaN cap', Number.NaN, [], true],
  ])('%s', (_name, cap, items, truncated) => {
    expect(mixKeywords(mix([['a', 'b'], ['1', '2']], ['broad'], false, cap))).toEqual({ items, total: 4n, truncated })
  })

  it('truncated counts lines left after de-duplication, not before', () => {
    // 3 lines before de-duplication, 2 after: a cap of 2 loses nothing.
    expect(mixKeywords(mix([['grátis', 'gratis'], ['x']], ['broad'], true, 2)).truncated).toBe(false)
  })
})

describe('mixError', () => {
  it.each<[string[][], MatchType[], ReturnType<typeof mixError>]>([
    [[['a'], ['b']], ['broad'], null],
    [[['a'], ['b'], ['c'], ['d'], ['e']], ['broad'], null],
    [[['a']], ['broad'], 'too-few-columns'],
    [[['a'], ['', ' ']], ['broad'], 'too-few-columns'],
    [[['a'], ['b'], ['c'], ['d'], ['e'], ['f']], ['broad'], 'too-many-columns'],
    [[['a'], ['b']], [], 'no-match-type'],
  ])('%j %j → %s', (columns, matchTypes, expected) => {
    expect(mixError({ columns, matchTypes })).toBe(expected)
  })
})

/** n words a column, the first `accented` of them with an accent: 'ção0', …, then 'w10', … */
const column = (tag: string, n: number, accented = 0) =>
  Array.from({ length: n }, (_, i) => (i < accented ? `ção${tag}${i}` : `w${tag}${i}`))

describe('large inputs', () => {
  const big = ['a', 'b', 'c', 'd', 'e'].map((tag) => column(tag, 100, 10))

  it.each<[string, MixInput, bigint]>([
    ['5×100, broad', mix(big), 10_000_000_000n],
    ['5×100, three match types', mix(big, ['broad', 'phrase', 'exact']), 30_000_000_000n],
    // 100^5 phrases + (100^5 − 90^5) accent-free variants, × 3 types
    ['5×100 with 10 accented words a column, variants, three types', mix(big, ['broad', 'phrase', 'exact'], true),
      (10_000_000_000n + 10_000_000_000n - 5_904_900_000n) * 3n],
    ['beyond Number.MAX_SAFE_INTEGER', mix(Array.from({ length: 5 }, (_, i) => column(String(i), 2000))), 32_000_000_000_000_000n],
  ])('countCombinations: %s', (_name, input, expected) => {
    expect(countCombinations(input)).toBe(expected)
  })

  it('the count matches what iterateMix yields (16^5 = 1,048,576 combinations, with variants)', () => {
    const columns = ['a', 'b', 'c', 'd', 'e'].map((tag) => column(tag, 16, 3))
    const input = { columns, matchTypes: ['broad'] as MatchType[], accentVariants: true }
    let n = 0
    for (const _ of iterateMix(input)) n++
    expect(BigInt(n)).toBe(countCombinations(input))
    expect(n).toBe(2 * 16 ** 5 - 13 ** 5)
  })

  it('is lazy: the first lines of 10^10 combinations come at once', () => {
    const lines = iterateMix(mix(big, ['broad', 'exact'], true))
    const first = [lines.next().value, lines.next().value, lines.next().value, lines.next().value, lines.next().value]
    expect(first).toEqual([
      'çãoa0 çãob0 çãoc0 çãod0 çãoe0',
      '[çãoa0 çãob0 çãoc0 çãod0 çãoe0]',
      'caoa0 caob0 caoc0 caod0 caoe0',
      '[caoa0 caob0 caoc0 caod0 caoe0]',
      'çãoa0 çãob0 çãoc0 çãod0 çãoe1',
    ])
  })

  it('50,000 keywords of a 5×100 mix (its time is a figure of bench/core.ts)', () => {
    const input = mix(big, ['broad'], false, 50_000)
    const result = mixKeywords(input)
    expect(result.items).toHaveLength(50_000)
    expect(result.truncated).toBe(true)
    expect(result.total).toBe(10_000_000_000n)
    // index 49,999 in base 100 is 0 0 4 99 99
    expect(result.items[49_999]).toBe('çãoa0 çãob0 çãoc4 wd99 we99')
    expect(new Set(result.items).size).toBe(50_000)
  })
})

describe('invalidKeyword', () => {
  it.each([
    ['colágeno barato', false],
    ['[colágeno barato]', false],
    ['"colágeno barato"', false],
    ['colágeno@barato', true],
    ['[colágeno, barato]', true],
    ['um dois três quatro cinco seis sete oito nove dez onze', true],
    ['a'.repeat(81), true],
  ])('%j → %s', (kw, expected) => {
    expect(invalidKeyword(kw)).toBe(expected)
  })
})
