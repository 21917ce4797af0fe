import { describe, expect, it } from 'vitest'
import { ITEM_LIMIT, LIMITS, SITELINK_LIMITS, charCount, cutAtWord, cutTo } from './limits'

describe('LIMITS and ITEM_LIMIT', () => {
  it.each([
    ['keywords', 80],
    ['negative_keywords', 80],
    ['titles', 30],
    ['descriptions', 90],
    ['sitelinks', 25],
    ['callouts', 25],
    ['promotions', 20],
  ] as const)('%s → %i', (type, limit) => {
    expect(ITEM_LIMIT[type]).toBe(limit)
  })

  it('holds the SPEC §9 numbers', () => {
    expect(LIMITS).toEqual({
      title: 30, description: 90, sitelinkText: 25, sitelinkDesc: 35,
      callout: 25, promotion: 20, keywordChars: 80, keywordWords: 10,
    })
    expect(SITELINK_LIMITS).toEqual({ text: 25, desc1: 35, desc2: 35 })
  })
})

describe('charCount', () => {
  it.each([
    ['', 0],
    ['abc', 3],
    ['grátis', 6],
    ['gra\u0301tis', 6], // decomposed á counts once
    ['ação', 4],
    ['👍ok', 3],
    ['👨‍👩‍👧', 5], // family emoji: 3 people + 2 zero-width joiners
  ])('%j → %i', (s, n) => {
    expect(charCount(s)).toBe(n)
  })
})

describe('cutTo', () => {
  it.each([
    ['abc', 5, 'abc'],
    ['abcdef', 3, 'abc'],
    ['abc', 3, 'abc'],
    ['promoção imperdível', 8, 'promoção'],
    ['Compre agora mesmo', 13, 'Compre agora'], // the exposed trailing space goes
    ['abc  ', 10, 'abc  '], // nothing cut: left as is
    ['gra\u0301tis', 3, 'grá'], // NFC first, so the accent stays on its letter
    ['ok👍👍', 3, 'ok👍'], // never half an emoji
    ['abc', 0, ''],
  ])('cutTo(%j, %i) → %j', (s, limit, expected) => {
    expect(cutTo(s, limit)).toBe(expected)
  })
})

describe('cutAtWord', () => {
  it.each([
    ['Compre agora', 30, 'Compre agora'], // fits: untouched
    ['Compre Lipo Slim Turbo Caps Agora', 30, 'Compre Lipo Slim Turbo Caps'], // never 'Caps Ag'
    ['Lipo Slim Turbo Caps Frete Grátis', 30, 'Lipo Slim Turbo Caps Frete'],
    ['Compre agora mesmo', 12, 'Compre agora'], // the cut falls on a space
    ['Compre agora mesmo', 13, 'Compre agora'],
    ['Promoção relâmpago imperdível', 20, 'Promoção relâmpago'],
    ['Frete grátis, entrega rápida', 14, 'Frete grátis'], // the dangling comma goes
    ['Oferta: leve três', 10, 'Oferta'],
    ['Kit Premium - Três Unidades', 15, 'Kit Premium'],
    ['Superdesconto', 5, 'Super'], // one word longer than the limit: hard cut
    ['gra\u0301tis total', 8, 'grátis'], // NFC first
    ['ok 👍👍 sim', 5, 'ok 👍👍'], // emoji count once and are never split
    ['abc', 0, ''],
    ['', 10, ''],
  ])('cutAtWord(%j, %i) → %j', (s, limit, expected) => {
    expect(cutAtWord(s, limit)).toBe(expected)
  })

  it('never returns more than the limit nor half a word', () => {
    const text = 'Aproveite o desconto especial de hoje e receba em casa com segurança e rapidez'
    for (let limit = 1; limit <= text.length; limit++) {
      const cut = cutAtWord(text, limit)
      expect(charCount(cut)).toBeLessThanOrEqual(limit)
      if (cut.includes(' ') || limit >= 'Aproveite'.length) expect(text.startsWith(cut) && /(\s|$)/.test(text.charAt(cut.length))).toBe(true)
    }
  })
})
