import { describe, expect, it } from 'vitest'
import { findConflicts } from '../keywords/conflicts'
import { crossGroupNegatives, type CrossGroup, type CrossNegatives } from './cross-negatives'

const CASES: [string, CrossGroup[], CrossNegatives[]][] = [
  ['no groups', [], []],
  ['one group: nothing to add', [{ keywords: ['[lipo preço]'] }], [{ added: [], removed: [] }]],
  [
    "each group's exact keywords go to the others, in group and list order; phrase and broad do not",
    [
      { keywords: ['[lipo preço]', '"lipo preço barato"', '[lipo valor]'] },
      { keywords: ['[lipo farmácia]', 'lipo drogaria'] },
      { keywords: ['lipo bula'] },
    ],
    [
      { added: ['[lipo farmácia]'], removed: [] },
      { added: ['[lipo preço]', '[lipo valor]'], removed: [] },
      { added: ['[lipo preço]', '[lipo valor]', '[lipo farmácia]'], removed: [] },
    ],
  ],
  [
    "never a text the group has as a keyword of any match type (case and spaces ignored, accents significant)",
    [
      { keywords: ['[Lipo  Preço]', '[lipo grátis]'] },
      { keywords: ['"lipo preço"', 'lipo gratis'] },
    ],
    [
      { added: [], removed: [] },
      { added: ['[lipo grátis]'], removed: [] },
    ],
  ],
  [
    'not repeated, nor added over an exact negative the group already has; a phrase negative does not count',
    [
      { keywords: ['[kit]'] },
      { keywords: ['[KIT]'] },
      { keywords: ['x'], negatives: ['[kit]', '"lipo"'] },
      { keywords: ['[lipo]'], negatives: [] },
    ],
    [
      { added: ['[lipo]'], removed: [] },
      { added: ['[lipo]'], removed: [] },
      { added: ['[lipo]'], removed: [] },
      { added: ['[kit]'], removed: [] },
    ],
  ],
  [
    'removed ones are listed apart (to restore); a removal that no longer applies is dropped',
    [
      { keywords: ['[a]', '[b]'] },
      { keywords: ['[c]'], cross_negatives_removed: ['[b]', '[zzz]'] },
    ],
    [
      { added: ['[c]'], removed: [] },
      { added: ['[a]'], removed: ['[b]'] },
    ],
  ],
]

describe('crossGroupNegatives', () => {
  it.each(CASES)('%s', (_, groups, expected) => {
    expect(crossGroupNegatives(groups)).toEqual(expected)
  })

  it("never blocks a keyword of the group it is added to (the pre-flight's own conflict rule)", () => {
    const words = ['preço', 'kit', 'bula', 'site', 'farmácia']
    const wrap = (t: string, i: number) => (i % 3 === 0 ? `[${t}]` : i % 3 === 1 ? `"${t}"` : t)
    const groups = Array.from({ length: 5 }, (_, g) => ({
      keywords: Array.from({ length: 40 }, (_, i) => wrap(i % 2 === 0 ? `lipo ${words[g]} ${i}` : `lipo ${words[(g + i) % 5]} ${i % 7}`, i + g)),
    }))
    crossGroupNegatives(groups).forEach((r, g) => {
      expect(r.added.length).toBeGreaterThan(0)
      expect(findConflicts(r.added, groups[g].keywords)).toEqual([])
    })
  })
})
