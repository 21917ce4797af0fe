import { describe, expect, it } from 'vitest'
import { unwrapMatch, wrapMatch } from './match-type'

describe('wrapMatch', () => {
  it.each([
    ['suplemento natural', 'broad', 'suplemento natural'],
    ['suplemento natural', 'phrase', '"suplemento natural"'],
    ['suplemento natural', 'exact', '[suplemento natural]'],
    ['promoção', 'exact', '[promoção]'],
  ] as const)('wrapMatch(%j, %s) → %j', (kw, type, expected) => {
    expect(wrapMatch(kw, type)).toBe(expected)
  })
})

describe('unwrapMatch', () => {
  it.each([
    ['suplemento natural', 'suplemento natural', 'broad'],
    ['"suplemento natural"', 'suplemento natural', 'phrase'],
    ['[suplemento natural]', 'suplemento natural', 'exact'],
    ['  [ ação rápida ]  ', 'ação rápida', 'exact'],
    ['[]', '', 'exact'],
    ['""', '', 'phrase'],
    ['"', '"', 'broad'],
    ['[', '[', 'broad'],
    ['[aberto', '[aberto', 'broad'],
    ['"meio" fechado', '"meio" fechado', 'broad'],
    ['[misturado"', '[misturado"', 'broad'],
  ] as const)('%j → %j (%s)', (kw, text, matchType) => {
    expect(unwrapMatch(kw)).toEqual({ text, matchType })
  })

  it.each(['broad', 'phrase', 'exact'] as const)('reads back what wrapMatch wrote (%s)', (type) => {
    expect(unwrapMatch(wrapMatch('frete grátis', type))).toEqual({ text: 'frete grátis', matchType: type })
  })
})
