import { describe, expect, it } from 'vitest'
import { adCombination, combinationCount, displayUrl, previewTitle, type PinnedText } from './ad-preview'

const free = (...texts: string[]): PinnedText[] => texts.map((text) => ({ text, pin: null }))
const pinned = (pin: number, ...texts: string[]): PinnedText[] => texts.map((text) => ({ text, pin }))
const D2 = free('D1', 'D2')

describe('combinationCount', () => {
  it.each([
    ['3 free headlines, 2 free descriptions: 3·2·1 × 2·1', free('A', 'B', 'C'), D2, 12],
    ['15 free headlines × 4 free descriptions', free(...'ABCDEFGHIJKLMNO'.split('')), free('1', '2', '3', '4'), 2730 * 12],
    ['one headline pinned to 1: it is always first', [...pinned(1, 'P'), ...free('A', 'B', 'C')], D2, 3 * 2 * 2],
    ['two pinned to 1', [...pinned(1, 'P', 'Q'), ...free('A', 'B')], D2, 2 * 2 * 1 * 2],
    ['every position pinned, one each: a single headline line', [...pinned(1, 'P'), ...pinned(2, 'Q'), ...pinned(3, 'R'), ...free('A')], D2, 1 * 2],
    ['description pinned to 1', free('A', 'B', 'C'), [...pinned(1, 'X'), ...free('D1', 'D2')], 6 * 2],
    ['repeated texts count once (case and spaces ignored)', free('A', 'a', ' A ', 'B', 'C'), free('D1', 'd1', 'D2'), 12],
  ])('%s → %i', (_, headlines, descriptions, total) => {
    expect(combinationCount({ headlines, descriptions })).toBe(total)
  })
})

describe('adCombination', () => {
  it.each([
    ['n = 0 is the texts in order', free('A', 'B', 'C', 'E'), D2, 0, ['A', 'B', 'C'], ['D1', 'D2']],
    ['pins hold their position at n = 0', [...free('A', 'B'), ...pinned(1, 'P'), ...pinned(3, 'R')], D2, 0, ['P', 'A', 'R'], ['D1', 'D2']],
    ['too few texts for position 3: two headlines', [...pinned(1, 'P'), ...pinned(2, 'Q', 'S')], free('D1'), 0, ['P', 'Q'], ['D1']],
    ['n wraps modulo the total', free('A', 'B', 'C'), D2, 12, ['A', 'B', 'C'], ['D1', 'D2']],
  ])('%s', (_, headlines, descriptions, n, h, d) => {
    const c = adCombination({ headlines, descriptions }, n)
    expect([c.headlines, c.descriptions]).toEqual([h, d])
  })

  it('visits every combination once, pins always in place', () => {
    const ad = { headlines: [...pinned(1, 'P', 'Q'), ...free('A', 'B', 'C'), ...pinned(3, 'R')], descriptions: [...free('D1', 'D2', 'D3'), ...pinned(2, 'X')] }
    const total = combinationCount(ad)
    expect(total).toBe(2 * 3 * 1 * 3)
    const seen = new Set<string>()
    for (let n = 0; n < total; n++) {
      const c = adCombination(ad, n)
      expect(c).toMatchObject({ index: n, total })
      expect(['P', 'Q']).toContain(c.headlines[0])
      expect(c.headlines[2]).toBe('R')
      expect(c.descriptions[1]).toBe('X')
      expect(new Set(c.headlines).size).toBe(3)
      seen.add(`${previewTitle(c)} / ${c.descriptions.join(' ')}`)
    }
    expect(seen.size).toBe(total)
  })

  it('the next combination changes the headlines and is deterministic', () => {
    const ad = { headlines: free(...'ABCDEFGH'.split('')), descriptions: free('1', '2', '3', '4') }
    for (let n = 0; n < 50; n++) {
      expect(adCombination(ad, n + 1).headlines).not.toEqual(adCombination(ad, n).headlines)
      expect(adCombination(ad, n)).toEqual(adCombination(ad, n))
    }
    expect(adCombination(ad, -1).index).toBe(combinationCount(ad) - 1)
  })

  it('joins headlines with " | "', () => {
    expect(previewTitle(adCombination({ headlines: free('Lipo Slim', 'Frete Grátis', 'Compre Já'), descriptions: D2 }, 0))).toBe('Lipo Slim | Frete Grátis | Compre Já')
  })
})

describe('displayUrl', () => {
  it.each([
    ['https://www.Loja.com.br/produto?x=1', 'lipo', 'oferta', 'www.loja.com.br/lipo/oferta'],
    ['https://loja.com.br', 'lipo', '', 'loja.com.br/lipo'],
    ['https://loja.com.br', '', 'oferta', 'loja.com.br'],
    ['https://loja.com.br', ' ', ' ', 'loja.com.br'],
    [null, 'lipo', '', null],
    ['loja.com.br', 'lipo', '', null],
  ])('%s + %s + %s → %s', (url, p1, p2, expected) => {
    expect(displayUrl(url, p1, p2)).toBe(expected)
  })
})
