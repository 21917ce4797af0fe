import { describe, expect, it } from 'vitest'
import type { Sitelink } from '../types'
import { cleanLines, dedupe, itemKey, mergeUnique } from './list-ops'

describe('cleanLines', () => {
  it.each([
    ['', []],
    ['a', ['a']],
    ['a\nb', ['a', 'b']],
    ['a\r\nb\r\n', ['a', 'b']],
    ['  promoção  \n\n\t\n ação ', ['promoção', 'ação']],
    ['\uFEFFprimeira linha\nsegunda', ['primeira linha', 'segunda']], // BOM of a Windows .txt
    ['a\n a \na', ['a', 'a', 'a']], // cleaning does not de-duplicate
  ])('%j → %j', (text, expected) => {
    expect(cleanLines(text)).toEqual(expected)
  })
})

const sl = (text: string, desc1 = '', desc2 = ''): Sitelink => ({ text, desc1, desc2 })

describe('dedupe', () => {
  it.each([
    [[], []],
    [['a', 'b', 'a', 'c', 'b'], ['a', 'b', 'c']],
    [['Grátis', 'grátis', 'gratis', 'Grátis'], ['Grátis', 'grátis', 'gratis']],
    [['[a]', '"a"', 'a', '[a]'], ['[a]', '"a"', 'a']],
  ])('%j → %j', (items, expected) => {
    expect(dedupe(items)).toEqual(expected)
  })

  it('keys sitelinks on text + desc1 + desc2, keeping the first', () => {
    const first = sl('Comprar', 'Frete grátis', 'Hoje')
    const items = [first, sl('Comprar', 'Frete grátis', 'Amanhã'), sl('Comprar', 'Frete grátis', 'Hoje'), sl('Comprar')]
    const out = dedupe(items)
    expect(out).toEqual([first, sl('Comprar', 'Frete grátis', 'Amanhã'), sl('Comprar')])
    expect(out[0]).toBe(first)
  })

  it('does not confuse parts that would concatenate to the same text', () => {
    expect(dedupe([sl('ab', 'c'), sl('a', 'bc')])).toHaveLength(2)
    expect(itemKey(sl('ab', 'c'))).not.toBe(itemKey(sl('a', 'bc')))
  })
})

describe('mergeUnique', () => {
  it.each([
    [['a', 'b'], ['c'], ['a', 'b', 'c']],
    [['a', 'b'], ['b', 'c', 'a', 'd'], ['a', 'b', 'c', 'd']],
    [[], ['x', 'x'], ['x']],
    [['a', 'a'], [], ['a']],
  ])('%j + %j → %j', (existing, added, expected) => {
    expect(mergeUnique(existing, added)).toEqual(expected)
  })

  it('merges sitelinks', () => {
    expect(mergeUnique([sl('A', '1', '2')], [sl('A', '1', '2'), sl('B')])).toEqual([sl('A', '1', '2'), sl('B')])
  })
})
