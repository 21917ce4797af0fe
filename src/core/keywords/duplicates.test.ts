import { describe, expect, it } from 'vitest'
import { findDuplicates, removeDuplicates } from './duplicates'

describe('findDuplicates', () => {
  it.each([
    // same match type, same words after case folding and collapsing spaces
    [['frete grátis', 'Frete  Grátis'], [{ index: 1, duplicateOf: 0 }]],
    [['[frete grátis]', '[ FRETE grátis ]'], [{ index: 1, duplicateOf: 0 }]],
    [['"frete grátis"', '"frete grátis"'], [{ index: 1, duplicateOf: 0 }]],
    // broad: order does not matter
    [['creme barato', 'barato creme'], [{ index: 1, duplicateOf: 0 }]],
    // phrase and exact: order matters
    [['"creme barato"', '"barato creme"'], []],
    [['[creme barato]', '[barato creme]'], []],
    // another match type is another keyword
    [['frete grátis', '"frete grátis"', '[frete grátis]'], []],
    // accents are significant
    [['frete grátis', 'frete gratis'], []],
    // every later copy points at the first
    [
      ['a b', 'c', 'b a', 'a  b'],
      [
        { index: 2, duplicateOf: 0 },
        { index: 3, duplicateOf: 0 },
      ],
    ],
    // blanks are left alone
    [['', '  ', '[]'], []],
  ])('%j → %j', (keywords, expected) => {
    expect(findDuplicates(keywords)).toEqual(expected)
  })
})

describe('removeDuplicates', () => {
  it('keeps the first of each kind, in its place', () => {
    expect(removeDuplicates(['b a', '[x]', 'a b', 'A B', '[X]', '"x"', 'c'])).toEqual(['b a', '[x]', '"x"', 'c'])
  })

  it('returns a copy of a list without duplicates', () => {
    const list = ['a', 'b']
    const out = removeDuplicates(list)
    expect(out).toEqual(list)
    expect(out).not.toBe(list)
  })
})
