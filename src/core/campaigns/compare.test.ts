import { describe, expect, it } from 'vitest'
import type { AssetItem, AssetType } from '../types'
import { makeCampaign } from './__fixtures__/make-campaign'
import { compareCampaigns, keywordIdentity, type Overlap } from './compare'

const campaign = (id: string, fields: Parameters<typeof makeCampaign>[0] = {}, assets: [AssetType, AssetItem[]][] = []) =>
  makeCampaign({ id, name: id.toUpperCase(), ...fields }, assets)

/** An overlap as plain texts, to read the tables below at a glance. */
const texts = (o: Overlap) => ({
  inAll: o.inAll.map((i) => i.text),
  only: o.only.map((list) => list.map((i) => i.text)),
  some: o.some.map((i) => `${i.text} @${i.in.join('')}`),
  total: o.total,
})

describe('keywordIdentity', () => {
  it.each([
    ['[Frete Grátis]', 'exact:frete gratis'],
    ['[frete  gratis]', 'exact:frete gratis'],
    ['  "Promoção Relâmpago" ', 'phrase:promocao relampago'],
    ['CAFÉ especial', 'broad:cafe especial'],
    ['[ ]', ''],
    ['', ''],
  ])('%j → %j', (keyword, identity) => {
    expect(keywordIdentity(keyword)).toBe(identity)
  })

  it('keeps match types apart and word order significant', () => {
    expect(keywordIdentity('[tênis]')).not.toBe(keywordIdentity('tênis'))
    expect(keywordIdentity('"tênis corrida"')).not.toBe(keywordIdentity('"corrida tênis"'))
  })
})

describe('compareCampaigns: keyword overlap', () => {
  it.each<[string, string[][], ReturnType<typeof texts>]>([
    [
      'two campaigns: case, accents and spacing folded; match type counts',
      [['[Frete Grátis]', 'tênis corrida', '"tênis barato"'], ['[frete gratis]', 'Tenis  Corrida', 'tênis barato']],
      { inAll: ['[Frete Grátis]', 'tênis corrida'], only: [['"tênis barato"'], ['tênis barato']], some: [], total: 4 },
    ],
    [
      'three campaigns: in all, in some, only in each',
      [['a', 'b', 'c'], ['A', 'b', 'd'], ['á', 'e']],
      { inAll: ['a'], only: [['c'], ['d'], ['e']], some: ['b @01'], total: 5 },
    ],
    [
      'a repeat inside one campaign counts once',
      [['[x]', '[X]', 'y'], ['[x]']],
      { inAll: ['[x]'], only: [['y'], []], some: [], total: 2 },
    ],
    ['no keywords at all', [[], []], { inAll: [], only: [[], []], some: [], total: 0 }],
  ])('%s', (_, lists, expected) => {
    const cs = lists.map((kw, i) => campaign(`c${i}`, {}, [['keywords', kw]]))
    expect(texts(compareCampaigns(cs).keywords)).toEqual(expected)
  })

  it('reads keywords from every keyword list of a campaign, blank items left out', () => {
    const a = campaign('a', {}, [['keywords', ['x', ' ']], ['keywords', ['y']]])
    const b = campaign('b', {}, [['keywords', ['y']]])
    expect(texts(compareCampaigns([a, b]).keywords)).toEqual({ inAll: ['y'], only: [['x'], []], some: [], total: 2 })
  })
})

describe('compareCampaigns: headlines and descriptions', () => {
  it('shares texts that differ only in case, accents and spaces', () => {
    const a = campaign('a', {}, [['titles', ['Frete Grátis Hoje', 'Compre Já']], ['descriptions', ['Entrega rápida.', 'Só aqui.']]])
    const b = campaign('b', {}, [['titles', ['frete gratis  hoje', 'Oferta']], ['descriptions', ['Entrega Rapida.']]])
    const cmp = compareCampaigns([a, b])
    expect(texts(cmp.headlines)).toEqual({ inAll: ['Frete Grátis Hoje'], only: [['Compre Já'], ['Oferta']], some: [], total: 3 })
    expect(texts(cmp.descriptions)).toEqual({ inAll: ['Entrega rápida.'], only: [['Só aqui.'], []], some: [], total: 2 })
  })
})

describe('compareCampaigns: negatives of one that block keywords of another', () => {
  it.each<[string, string[], string[], { from: number; negative: string; to: number; blocked: string[] }[]]>([
    ['broad negative, any order', ['grátis'], ['[frete grátis]', 'tênis'], [{ from: 0, negative: 'grátis', to: 1, blocked: ['[frete grátis]'] }]],
    ['phrase negative, words in order', ['"tênis barato"'], ['comprar tênis barato', 'barato tênis'], [{ from: 0, negative: '"tênis barato"', to: 1, blocked: ['comprar tênis barato'] }]],
    ['exact negative, the exact words only', ['[tênis]'], ['tênis', 'tênis azul'], [{ from: 0, negative: '[tênis]', to: 1, blocked: ['tênis'] }]],
    ['accents significant for negatives (no close variants)', ['gratis'], ['frete grátis'], []],
    ['case ignored', ['GRÁTIS'], ['Frete Grátis'], [{ from: 0, negative: 'GRÁTIS', to: 1, blocked: ['Frete Grátis'] }]],
  ])('%s', (_, negatives, keywords, expected) => {
    const a = campaign('a', {}, [['negative_keywords', negatives]])
    const b = campaign('b', {}, [['keywords', keywords]])
    expect(compareCampaigns([a, b]).blocking).toEqual(expected)
  })

  it('names each direction among three campaigns and leaves a campaign\'s own conflicts out', () => {
    const a = campaign('a', {}, [['keywords', ['curso online']], ['negative_keywords', ['grátis', 'curso']]])
    const b = campaign('b', {}, [['keywords', ['curso grátis', 'apostila']], ['negative_keywords', ['apostila']]])
    const c = campaign('c', {}, [['keywords', ['apostila pdf', 'curso presencial']]])
    expect(compareCampaigns([a, b, c]).blocking).toEqual([
      { from: 0, negative: 'grátis', to: 1, blocked: ['curso grátis'] },
      { from: 0, negative: 'curso', to: 1, blocked: ['curso grátis'] },
      { from: 0, negative: 'curso', to: 2, blocked: ['curso presencial'] },
      { from: 1, negative: 'apostila', to: 2, blocked: ['apostila pdf'] },
    ])
  })
})

describe('compareCampaigns: settings and counts', () => {
  it('puts the settings side by side, marking which are the same', () => {
    const a = campaign('a', { name: 'Verão', country: 'Brasil', daily_budget: 40, final_url: 'https://a.com.br', commission: 97.5 })
    const b = campaign('b', { name: 'Inverno', country: 'Brasil ', daily_budget: 25, final_url: null, commission: 97.5 })
    const rows = Object.fromEntries(compareCampaigns([a, b]).settings.map((r) => [r.field, r]))
    expect(Object.keys(rows)).toEqual(['name', 'country', 'platform', 'niche', 'final_url', 'daily_budget', 'commission', 'product_price'])
    expect(rows.name).toEqual({ field: 'name', values: ['Verão', 'Inverno'], same: false })
    expect(rows.country.same).toBe(true)
    expect(rows.platform).toEqual({ field: 'platform', values: [null, null], same: true })
    expect(rows.final_url).toEqual({ field: 'final_url', values: ['https://a.com.br', null], same: false })
    expect(rows.daily_budget.values).toEqual([40, 25])
    expect(rows.commission.same).toBe(true)
  })

  it('counts the items with text of every asset type over all lists', () => {
    const a = campaign('a', {}, [
      ['keywords', ['x', 'y', '']], ['keywords', ['z']], ['titles', ['T']],
      ['sitelinks', [{ text: 'Loja', desc1: '', desc2: '' }, { text: ' ', desc1: 'd', desc2: '' }]],
    ])
    const b = campaign('b', {}, [['callouts', ['Frete grátis', 'Garantia']], ['promotions', ['10% OFF']]])
    const counts = Object.fromEntries(compareCampaigns([a, b]).counts.map((r) => [r.asset_type, r.counts]))
    expect(counts).toEqual({
      keywords: [3, 0], negative_keywords: [0, 0], titles: [1, 0], descriptions: [0, 0],
      sitelinks: [1, 0], callouts: [0, 2], promotions: [0, 1],
    })
  })

  it('takes two or three campaigns, no fewer and no more', () => {
    const c = (id: string) => campaign(id)
    expect(() => compareCampaigns([c('a')])).toThrow(RangeError)
    expect(() => compareCampaigns([c('a'), c('b'), c('c'), c('d')])).toThrow(RangeError)
    expect(compareCampaigns([c('a'), c('b'), c('c')]).campaigns).toEqual([{ id: 'a', name: 'A' }, { id: 'b', name: 'B' }, { id: 'c', name: 'C' }])
  })
})
