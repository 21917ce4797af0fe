import { describe, expect, it } from 'vitest'
import { ITEM_LIMIT, LIMITS, SITELINK_LIMITS, charCount, cutTo } from './limits'

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
