import { describe, expect, it } from 'vitest'
import { crossGroupNegatives } from '../../../../core/builder/cross-negatives'
import type { CampaignPlan, PlanAdGroup } from '../../../../shared/plan'
import {
  addGroup, addKeywords, deleteGroup, mergeGroups, moveKeywords, removeCrossNegative, removeKeywords, renameGroup,
  restoreCrossNegative, setGroupUrl, setMatchType, splitGroup, uniqueGroupName,
} from './group-ops'

const ad = { headlines: ['A', 'B', 'C'].map((text) => ({ text, pin: null })), descriptions: ['D1.', 'D2.'].map((text) => ({ text, pin: null })), path1: '', path2: '' }
const group = (name: string, keywords: string[], more: Partial<PlanAdGroup> = {}): PlanAdGroup =>
  ({ name, final_url: null, keywords, negatives: [], ads: [ad], cross_negatives_removed: [], ...more })
const plan = (...groups: PlanAdGroup[]): CampaignPlan => ({
  settings: { daily_budget: null, bid_strategy: 'maximize_clicks', target_value: null, locations: [2076], language: 'pt', final_url: null, final_url_suffix: null, search_partners: false, cross_negatives: true },
  ad_groups: groups,
  extensions: { sitelinks: [], callouts: [], negatives: [] },
  updated_at: null,
})
const names = (p: CampaignPlan) => p.ad_groups.map((g) => g.name)
const kws = (p: CampaignPlan) => p.ad_groups.map((g) => g.keywords)

describe('group operations', () => {
  const base = plan(group('Topo', ['café', '"café bom"']), group('Meio', ['[café especial]']), group('Fundo', ['[comprar café]', 'café preço']))

  it('merges 2+ groups into the first, each keyword once, and leaves the plan given untouched', () => {
    const p = plan(group('A', ['x', '[y]'], { negatives: ['n'] }), group('B', ['z']), group('C', ['X', '[y]', 'w'], { negatives: ['n', 'm'] }))
    const merged = mergeGroups(p, [2, 0])
    expect(names(merged)).toEqual(['A', 'B'])
    expect(kws(merged)).toEqual([['x', '[y]', 'w'], ['z']])
    expect(merged.ad_groups[0].negatives).toEqual(['n', 'm'])
    expect(p.ad_groups).toHaveLength(3)
    expect(mergeGroups(p, [1])).toBe(p)
  })

  it('splits selected keywords into a new group after the source, named distinctly, with a copy of its ads', () => {
    const split = splitGroup(base, 2, new Set([1]), 'Topo')
    expect(names(split)).toEqual(['Topo', 'Meio', 'Fundo', 'Topo 2'])
    expect(kws(split)[2]).toEqual(['[comprar café]'])
    expect(kws(split)[3]).toEqual(['café preço'])
    expect(split.ad_groups[3].ads).toEqual(base.ad_groups[2].ads)
    expect(split.ad_groups[3].ads[0]).not.toBe(base.ad_groups[2].ads[0])
  })

  it('moves selected keywords to another group without repeating one it has', () => {
    const p = plan(group('A', ['x', 'y', 'z']), group('B', ['Y']))
    expect(kws(moveKeywords(p, 0, new Set([0, 1]), 1))).toEqual([['z'], ['Y', 'x']])
    expect(moveKeywords(p, 0, new Set([0]), 0)).toBe(p)
  })

  it('rewrites the match notation of the selected keywords', () => {
    const p = setMatchType(base, 0, new Set([0, 1]), 'exact')
    expect(kws(p)[0]).toEqual(['[café]', '[café bom]'])
    expect(kws(setMatchType(p, 0, new Set([1]), 'phrase'))[0]).toEqual(['[café]', '"café bom"'])
    expect(kws(setMatchType(p, 0, new Set([0]), 'broad'))[0]).toEqual(['café', '[café bom]'])
  })

  it('adds typed keywords it does not have yet, one a line', () => {
    const { plan: p, added } = addKeywords(base, 1, '[café especial]\n\n  "café gourmet" \ncafé especial\n[CAFÉ ESPECIAL]')
    expect(added).toBe(2)
    expect(kws(p)[1]).toEqual(['[café especial]', '"café gourmet"', 'café especial'])
  })

  it('renames, sets a page (blank: the campaign\'s), removes keywords, adds and deletes groups', () => {
    expect(names(renameGroup(base, 1, 'Comparação'))).toEqual(['Topo', 'Comparação', 'Fundo'])
    expect(setGroupUrl(base, 0, 'https://a.com').ad_groups[0].final_url).toBe('https://a.com')
    expect(setGroupUrl(base, 0, '  ').ad_groups[0].final_url).toBeNull()
    expect(kws(removeKeywords(base, 2, new Set([0])))[2]).toEqual(['café preço'])
    expect(names(deleteGroup(base, 0))).toEqual(['Meio', 'Fundo'])
    expect(names(addGroup(addGroup(base, 'Grupo'), 'Grupo'))).toEqual(['Topo', 'Meio', 'Fundo', 'Grupo', 'Grupo 2'])
    expect(uniqueGroupName(base, 'topo')).toBe('topo 2')
    expect(uniqueGroupName(base, 'topo', 0)).toBe('topo')
  })

  it('a removed cross negative leaves the group and comes back when restored', () => {
    expect(crossGroupNegatives(base.ad_groups)[0].added).toEqual(['[café especial]', '[comprar café]'])
    const removed = removeCrossNegative(base, 0, '[café especial]')
    expect(removeCrossNegative(removed, 0, '[Café Especial]')).toEqual(removed)
    expect(crossGroupNegatives(removed.ad_groups)[0]).toEqual({ added: ['[comprar café]'], removed: ['[café especial]'] })
    const restored = restoreCrossNegative(removed, 0, '[café especial]')
    expect(crossGroupNegatives(restored.ad_groups)[0].added).toEqual(['[café especial]', '[comprar café]'])
  })
})
