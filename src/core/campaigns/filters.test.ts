import { describe, expect, it } from 'vitest'
import { makeCampaign } from './__fixtures__/make-campaign'
import { applyCampaignView, filterOptions, type CampaignView } from './filters'
import type { CampaignSummary } from './types'

/** The screen works on the list's summaries (GET /api/campaigns): lists counted, no items. */
const summary = (fields: Parameters<typeof makeCampaign>[0]): CampaignSummary => ({
  ...makeCampaign(fields),
  assets: [{ asset_type: 'keywords', name: 'Lista', count: 3 }],
})

const campaigns = [
  summary({ id: 'a', name: 'Promoção Relâmpago', notes: 'Cápsulas com frete grátis', niche: 'Nutra', country: 'Brasil', platform: 'Hotmart', created_at: '2025-03-02T10:00:00.000Z' }),
  summary({ id: 'b', name: 'Black Friday', notes: null, niche: 'Eletrônicos', country: 'Portugal', platform: 'Monetizze', created_at: '2025-01-15T10:00:00.000Z' }),
  summary({ id: 'c', name: 'Emagrecimento', notes: 'Testar PÚBLICO frio', niche: 'Nutra', country: 'Angola', platform: '', created_at: '2025-03-02T10:00:00.000Z' }),
  summary({ id: 'd', name: 'Ácido hialurônico', notes: '', niche: 'Beleza', country: null, platform: 'Hotmart', created_at: '2025-06-30T23:59:59.000Z' }),
  summary({ id: 'e', name: 'Data ruim', niche: '  ', country: 'Brasil', platform: 'Eduzz', created_at: 'não é data' }),
]
const ids = (view?: CampaignView) => applyCampaignView(campaigns, view).map((c) => c.id)

describe('filterOptions', () => {
  it('lists distinct non-empty values sorted pt-BR (accents sort with their letter)', () => {
    expect(filterOptions(campaigns)).toStrictEqual({
      niches: ['Beleza', 'Eletrônicos', 'Nutra'],
      countries: ['Angola', 'Brasil', 'Portugal'],
      platforms: ['Eduzz', 'Hotmart', 'Monetizze'],
    })
  })

  it('sorts accented values next to their plain letter, not after z', () => {
    const list = ['Zâmbia', 'Égito', 'Estados Unidos', 'Áustria', 'Alemanha'].map((country, i) =>
      summary({ id: String(i), country }))
    expect(filterOptions(list).countries).toStrictEqual(['Alemanha', 'Áustria', 'Égito', 'Estados Unidos', 'Zâmbia'])
  })

  it('gives empty lists for no campaigns', () => {
    expect(filterOptions([])).toStrictEqual({ niches: [], countries: [], platforms: [] })
  })
})

describe('applyCampaignView', () => {
  it.each<[string, CampaignView | undefined, string[]]>([
    ['no view: everything, recent first, unparsable dates last', undefined, ['d', 'a', 'c', 'b', 'e']],
    ['oldest first, ties keep their order, unparsable dates last', { sort: 'oldest' }, ['b', 'a', 'c', 'd', 'e']],
    ['search in the name', { search: 'black' }, ['b']],
    ['search in the notes', { search: 'frete' }, ['a']],
    ['search ignores accents in the query', { search: 'promocao relampago' }, ['a']],
    ['search ignores accents in the text', { search: 'ACIDO' }, ['d']],
    ['search ignores case and accents in the notes', { search: 'público' }, ['c']],
    ['search is trimmed', { search: '  black  ' }, ['b']],
    ['blank search: no filter', { search: '   ' }, ['d', 'a', 'c', 'b', 'e']],
    ['search with no match', { search: 'inexistente' }, []],
    ['niche filter', { niche: 'Nutra' }, ['a', 'c']],
    ["'all' means no filter", { niche: 'all', country: 'all', platform: 'all' }, ['d', 'a', 'c', 'b', 'e']],
    ['empty means no filter', { niche: '', country: '', platform: '' }, ['d', 'a', 'c', 'b', 'e']],
    ['country filter', { country: 'Brasil' }, ['a', 'e']],
    ['platform filter', { platform: 'Hotmart' }, ['d', 'a']],
    ['filters combine', { niche: 'Nutra', country: 'Brasil', platform: 'Hotmart' }, ['a']],
    ['filters and search combine', { niche: 'Nutra', search: 'emagre' }, ['c']],
    ['filters and oldest combine', { platform: 'Hotmart', sort: 'oldest' }, ['a', 'd']],
  ])('%s', (_, view, expected) => {
    expect(ids(view)).toStrictEqual(expected)
  })

  it('gives back the summaries it was given, lists and all', () => {
    const [shown] = applyCampaignView(campaigns, { search: 'black' })
    expect(shown).toBe(campaigns[1])
    expect(shown.assets).toStrictEqual([{ asset_type: 'keywords', name: 'Lista', count: 3 }])
  })

  it('does not change the array it is given', () => {
    const before = campaigns.map((c) => c.id)
    applyCampaignView(campaigns, { sort: 'oldest' })
    expect(campaigns.map((c) => c.id)).toStrictEqual(before)
  })
})
