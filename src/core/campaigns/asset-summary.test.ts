import { describe, expect, it } from 'vitest'
import { campaigns } from '../../web/i18n/pt-BR/campaigns'
import { hasMatchTypes, matchTypeCounts, matchTypeSummary } from './asset-summary'

describe('matchTypeCounts', () => {
  it.each<[string, string[], [string, number][]]>([
    ['an empty list', [], []],
    ['only broad', ['creatina', 'comprar creatina'], [['broad', 2]]],
    ['only exact', ['[creatina]', '[creatina pura]'], [['exact', 2]]],
    ['only phrase', ['"creatina em pó"'], [['phrase', 1]]],
    ['mixed, tightest first', ['creatina', '"creatina em pó"', '[creatina]', 'preço', '[pura]'], [['exact', 2], ['phrase', 1], ['broad', 2]]],
    ['outer spaces ignored', ['  [creatina]  ', ' "pó" '], [['exact', 1], ['phrase', 1]]],
    ['half-wrapped is broad', ['[creatina', 'creatina"', '"', '[]'], [['exact', 1], ['broad', 3]]],
  ])('%s', (_, items, expected) => {
    expect(matchTypeCounts(items).map((c) => [c.matchType, c.count])).toEqual(expected)
  })

  it('does not count sitelinks', () => {
    expect(matchTypeCounts([{ text: 'Site', desc1: 'a', desc2: 'b' }])).toEqual([])
  })

  it('applies to keyword and negative lists only', () => {
    expect(hasMatchTypes('keywords')).toBe(true)
    expect(hasMatchTypes('negative_keywords')).toBe(true)
    expect(hasMatchTypes('titles')).toBe(false)
    expect(hasMatchTypes('sitelinks')).toBe(false)
  })
})

describe('matchTypeSummary (pt-BR words)', () => {
  const words = campaigns.detail.matchWords
  it.each<[string[], string]>([
    [[], ''],
    [['creatina', 'preço'], 'Ampla'],
    [['[creatina]'], 'Exata'],
    [['"creatina em pó"', '"pó"'], 'Frase'],
    [['[a]', '"b"'], '1 exata · 1 de frase'],
    [[...Array(12).fill('[x]'), ...Array(50).fill('y')], '12 exatas · 50 amplas'],
    [['[a]', '[b]', '"c"', '"d"', 'e'], '2 exatas · 2 de frase · 1 ampla'],
  ])('%j → %s', (items, expected) => {
    expect(matchTypeSummary(items, words)).toBe(expected)
  })
})
