import { describe, expect, it } from 'vitest'
import { findConflictEntries, findConflicts } from './conflicts'

/** Does this one negative block this one keyword? */
function blocks(negative: string, keyword: string): boolean {
  return findConflicts([negative], [keyword]).length === 1
}

describe('findConflicts: one negative against one keyword', () => {
  it.each([
    // broad negative: all its words, any order, anywhere
    ['grátis', 'frete grátis', true],
    ['grátis frete', 'frete grátis', true],
    ['grátis amostra', 'amostra do creme grátis', true],
    ['amostra grátis', 'frete grátis', false],
    ['creme', 'cremes', false], // plurals are not close variants for negatives
    // phrase negative: its words, in order, next to each other
    ['"frete grátis"', 'comprar com frete grátis hoje', true],
    ['"frete grátis"', 'grátis frete', false],
    ['"frete grátis"', 'frete rápido grátis', false],
    ['"grátis"', 'frete grátis', true],
    ['"creme para celulite"', 'melhor creme para celulite barato', true],
    ['"creme para celulite"', 'creme para pele para celulite', false], // both pairs, never together
    // exact negative: the same words only
    ['[grátis]', 'frete grátis', false],
    ['[grátis]', 'grátis', true],
    ['[frete grátis]', 'frete grátis', true],
    ['[frete grátis]', 'grátis frete', false],
    ['[frete grátis]', 'frete grátis hoje', false],
    // accents significant, case ignored, spaces ignored
    ['grátis', 'frete gratis', false],
    ['gratis', 'frete grátis', false],
    ['GRÁTIS', 'Frete Grátis', true],
    ['[Frete  Grátis]', '  frete   grátis ', true],
    ['"frete   grátis"', 'comprar frete grátis', true],
    ['gra\u0301tis', 'frete grátis', true], // a decomposed accent is the same letter
    // the keyword's match wrapping does not change which words it has
    ['grátis', '[frete grátis]', true],
    ['grátis', '"frete grátis"', true],
    ['[frete grátis]', '[frete grátis]', true],
    ['[frete grátis]', '"frete grátis"', true],
    ['"frete grátis"', '[comprar frete grátis]', true],
    ['[ grátis ]', '[ grátis ]', true],
    // blanks never conflict
    ['', 'frete grátis', false],
    ['[]', 'frete grátis', false],
    ['grátis', '[]', false],
  ])('%j blocks %j: %s', (negative, keyword, expected) => {
    expect(blocks(negative, keyword)).toBe(expected)
  })
})

describe('findConflicts: lists', () => {
  const keywords = ['frete grátis', '[lipo slim preço]', '"lipo slim mercado livre"', 'lipo slim funciona']
  const negatives = ['grátis', 'mercado livre', '[lipo slim]', '"preço lipo"', 'lipo slim']

  it('lists each blocking negative in order, with the keywords it blocks as stored', () => {
    expect(findConflicts(negatives, keywords)).toEqual([
      { negative: 'grátis', blocked: ['frete grátis'] },
      { negative: 'mercado livre', blocked: ['"lipo slim mercado livre"'] },
      { negative: 'lipo slim', blocked: ['[lipo slim preço]', '"lipo slim mercado livre"', 'lipo slim funciona'] },
    ])
  })

  it('gives the positions too', () => {
    expect(findConflictEntries(negatives, keywords)).toEqual([
      { negativeIndex: 0, keywordIndexes: [0] },
      { negativeIndex: 1, keywordIndexes: [2] },
      { negativeIndex: 4, keywordIndexes: [1, 2, 3] },
    ])
  })

  it('counts a keyword once even when the negative has a repeated word', () => {
    expect(findConflicts(['slim slim'], ['slim slim', 'slim'])).toEqual([
      { negative: 'slim slim', blocked: ['slim slim', 'slim'] },
    ])
  })

  it('is empty without negatives or keywords', () => {
    expect(findConflicts([], keywords)).toEqual([])
    expect(findConflicts(negatives, [])).toEqual([])
  })

  it('checks 5,000 negatives against 5,000 keywords in well under a second', () => {
    const words = Array.from({ length: 400 }, (_, i) => `w${i}`)
    const pick = (n: number, seed: number) =>
      Array.from({ length: n }, (_, j) => words[(seed * 7919 + j * 104729) % words.length]).join(' ')
    const keywords = Array.from({ length: 5000 }, (_, i) => {
      const text = `lipo slim ${pick(1 + (i % 4), i)}`
      return i % 3 === 0 ? `[${text}]` : i % 3 === 1 ? `"${text}"` : text
    })
    const negatives = Array.from({ length: 5000 }, (_, i) => {
      const text = pick(1 + (i % 3), i + 17)
      return i % 3 === 0 ? `[${text}]` : i % 3 === 1 ? `"${text}"` : text
    })
    negatives.push('lipo') // one negative that hits every keyword
    // Its time is a figure of bench/core.ts, not an assertion here (a timed test flakes on a busy machine).
    const conflicts = findConflicts(negatives, keywords)
    expect(conflicts.at(-1)?.blocked).toHaveLength(5000)
  })
})

/** The rules written out plainly, pair by pair, to check the indexed version against. */
function naiveBlocks(negative: string, keyword: string): boolean {
  const read = (s: string) => {
    const t = s.trim()
    const type = /^\[.*\]$/s.test(t) && t.length >= 2 ? 'exact' : /^".*"$/s.test(t) && t.length >= 2 ? 'phrase' : 'broad'
    const text = type === 'broad' ? t : t.slice(1, -1)
    return { type, words: text.normalize('NFC').toLowerCase().split(/\s+/).filter(Boolean) }
  }
  const n = read(negative)
  const k = read(keyword).words
  if (n.words.length === 0 || k.length === 0) return false
  if (n.type === 'exact') return n.words.join(' ') === k.join(' ')
  if (n.type === 'broad') return n.words.every((w) => k.includes(w))
  return k.some((_, i) => n.words.every((w, j) => k[i + j] === w))
}

describe('findConflicts agrees with the plain rules', () => {
  it('on 200 × 200 random lists over a small vocabulary', () => {
    let seed = 42
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2147483648) % n)
    const vocab = ['lipo', 'slim', 'grátis', 'gratis', 'Frete', 'preço', 'de', 'kit']
    const item = () => {
      const text = Array.from({ length: 1 + rand(3) }, () => vocab[rand(vocab.length)]).join(rand(4) === 0 ? '  ' : ' ')
      const form = rand(3)
      return form === 0 ? `[${text}]` : form === 1 ? `"${text}"` : text
    }
    const negatives = Array.from({ length: 200 }, item)
    const keywords = Array.from({ length: 200 }, item)
    const expected = negatives
      .map((negative) => ({ negative, blocked: keywords.filter((k) => naiveBlocks(negative, k)) }))
      .filter((c) => c.blocked.length > 0)
    expect(expected.length).toBeGreaterThan(30)
    expect(findConflicts(negatives, keywords)).toEqual(expected)
  })
})
