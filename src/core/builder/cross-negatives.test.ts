import { describe, expect, it } from 'vitest'
import { findConflicts } from '../keywords/conflicts'
import { crossCache, crossGroupNegatives, type CrossGroup, type CrossNegatives } from './cross-negatives'

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

describe('crossGroupNegatives with a cache (the builder screen: one per plan it edits)', () => {
  it('answers as without one, through edits that make new lists, and reads again only the lists that changed', () => {
    const cache = crossCache()
    let groups: CrossGroup[] = [
      { keywords: ['[lipo preço]', '"lipo preço barato"', '[lipo valor]'], negatives: ['[lipo grátis]'] },
      { keywords: ['[lipo farmácia]', '[lipo grátis]', 'lipo drogaria'], cross_negatives_removed: ['[lipo preço]'] },
      { keywords: ['lipo bula', '[lipo valor]'] },
    ]
    expect(crossGroupNegatives(groups, cache)).toEqual(crossGroupNegatives(groups))
    // A rename keeps the lists: the same answer from what was kept.
    const kept = groups[1].keywords
    groups = groups.map((g, i) => (i === 0 ? { ...g } : g))
    expect(crossGroupNegatives(groups, cache)).toEqual(crossGroupNegatives(groups))
    // A keyword moves from group 1 to group 3: new lists for both, group 2's list is the one it had.
    groups = [
      { ...groups[0], keywords: ['"lipo preço barato"', '[lipo valor]'] },
      groups[1],
      { ...groups[2], keywords: [...groups[2].keywords, '[lipo preço]'] },
    ]
    const fresh = crossGroupNegatives(groups)
    expect(crossGroupNegatives(groups, cache)).toEqual(fresh)
    expect(fresh[1]).toEqual({ added: ['[lipo valor]'], removed: ['[lipo preço]'] })
    expect(cache.exact.get(kept)).toEqual([{ text: 'lipo farmácia', key: 'lipo farmácia' }, { text: 'lipo grátis', key: 'lipo grátis' }])
    expect(cache.exact.has(groups[0].keywords) && cache.exact.has(groups[2].keywords)).toBe(true)
  })
})
