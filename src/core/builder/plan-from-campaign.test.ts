import { describe, expect, it } from 'vitest'
import { makeCampaign } from '../campaigns/__fixtures__/make-campaign'
import type { AssetItem, AssetType } from '../types'
import { builtInCampaign } from './__fixtures__/built-in-campaign'
import { planFromCampaign, type Grouping } from './plan-from-campaign'

const titles = (n: number, prefix = 'Título') => Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}`)

describe('planFromCampaign: settings', () => {
  it.each([
    ['nothing given', {}, { daily_budget: null, final_url: null, locations: [2076], language: 'pt' }, []],
    ['budget, page and country', { daily_budget: 30, final_url: 'https://x.com.br/p', country: 'Portugal' }, { daily_budget: 30, final_url: 'https://x.com.br/p', locations: [2620], language: 'pt' }, []],
    ['two countries: the first one\'s language', { country: 'Espanha, México' }, { locations: [2724, 2484], language: 'es' }, []],
    ['a budget of 0 is no budget', { daily_budget: 0 }, { daily_budget: null }, []],
    ['an unknown country: Brazil, and a note', { country: 'Atlântida' }, { locations: [2076], language: 'pt' }, ['País não reconhecido: "Atlântida"; o plano começa com Brasil. Confira os locais em Configurações.']],
  ])('%s', (_, fields, settings, notes) => {
    const r = planFromCampaign(makeCampaign(fields), { grouping: 'funnel' })
    expect(r.plan.settings).toMatchObject({ bid_strategy: 'maximize_clicks', target_value: null, final_url_suffix: null, search_partners: false, cross_negatives: false, ...settings })
    expect(r.notes.filter((n) => n.startsWith('País'))).toEqual(notes)
    expect(r.plan.updated_at).toBeNull()
  })
})

describe('planFromCampaign: groups', () => {
  const CASES: [string, [AssetType, AssetItem[], string?][], Grouping, [string, string[]][], string[]][] = [
    ['no keyword lists: no groups', [], 'funnel', [], []],
    [
      'by funnel: stages read from the lists\' names or keywords; unknown lists are their own group',
      [
        ['keywords', ['[lipo desconto]', 'lipo preço'], 'Fundo de funil'],
        ['keywords', ['"o que é lipo"', 'lipo funciona', 'lipo bula'], null as unknown as string],
        ['keywords', ['lipo azul', 'lipo verde'], 'Cores'],
      ],
      'funnel',
      [['Meio de funil', ['"o que é lipo"', 'lipo funciona', 'lipo bula']], ['Fundo de funil', ['[lipo desconto]', 'lipo preço']], ['Cores', ['lipo azul', 'lipo verde']]],
      ['Não deu para saber a etapa do funil de 1 lista de palavras-chave: cada uma virou um grupo com o nome dela. Renomeie, junte ou agrupe por tema.'],
    ],
    [
      'by theme: all lists together, the campaign name as the product',
      [['keywords', ['lipo preço', '[lipo preço]', 'lipo kit', 'lipo kit 3 potes']], ['keywords', ['lipo', '"lipo farmácia"']]],
      'theme',
      [['Lipo', ['lipo']], ['Preço', ['lipo preço', '[lipo preço]']], ['Kit', ['lipo kit', 'lipo kit 3 potes']], ['Outras palavras-chave', ['"lipo farmácia"']]],
      [],
    ],
    [
      'keywords Google refuses are left out, and said',
      [['keywords', ['lipo preço!', '[lipo', 'lipo preço', `lipo ${'x'.repeat(80)}`, 'a b c d e f g h i j k']]],
      'theme',
      [['Outras palavras-chave', ['lipo preço']]],
      ['4 palavras-chave ficaram de fora: símbolo que o Google não aceita, aspas ou colchetes soltos, mais de 80 caracteres ou de 10 palavras. Corrija na campanha e crie os grupos de novo.'],
    ],
  ]
  it.each(CASES)('%s', (_, lists, grouping, groups, notes) => {
    const c = makeCampaign({ name: 'Lipo' }, lists.map(([t, items]) => [t, items]))
    lists.forEach(([, , name], i) => (c.assets[i].name = name ?? null))
    const r = planFromCampaign(c, { grouping })
    expect(r.plan.ad_groups.map((g) => [g.name, g.keywords])).toEqual(groups)
    expect(r.notes.filter((n) => !n.startsWith('Um anúncio'))).toEqual(notes)
    for (const g of r.plan.ad_groups) expect(g).toMatchObject({ final_url: null, negatives: [], cross_negatives_removed: [] })
  })

  it('a campaign from the built-ins: by funnel, its middle and bottom lists', () => {
    const { plan } = planFromCampaign(builtInCampaign(), { grouping: 'funnel' })
    expect(plan.ad_groups.map((g) => g.name)).toEqual(['Meio de funil', 'Fundo de funil'])
    expect(plan.ad_groups[1].keywords.every((k) => k.startsWith('['))).toBe(true)
  })

  it('a campaign from the built-ins: by theme, every keyword once', () => {
    const c = builtInCampaign()
    const { plan } = planFromCampaign(c, { grouping: 'theme' })
    const all = c.assets.filter((a) => a.asset_type === 'keywords').flatMap((a) => a.content)
    expect(plan.ad_groups.flatMap((g) => g.keywords).sort()).toEqual([...new Set(all)].sort())
    expect(plan.ad_groups.length).toBeGreaterThan(5)
  })
})

describe('planFromCampaign: ads and extensions', () => {
  it('one ad per group: the first 15 distinct titles and 4 distinct descriptions, no pins, paths from the name', () => {
    const c = makeCampaign({ name: 'Lipo Slim Turbo' }, [
      ['keywords', ['lipo preço', 'lipo preço barato', 'lipo kit', 'lipo kit 3']],
      ['titles', [...titles(10), 'título 1', ...titles(10, 'Outro'), 'x'.repeat(31)]],
      ['descriptions', ['D1', 'd1', 'D2', 'D3', 'D4', 'D5']],
    ])
    const { plan, notes } = planFromCampaign(c, { grouping: 'theme' })
    expect(plan.ad_groups).toHaveLength(2)
    for (const g of plan.ad_groups) {
      expect(g.ads).toHaveLength(1)
      expect(g.ads[0].headlines).toEqual([...titles(10), ...titles(5, 'Outro')].map((text) => ({ text, pin: null })))
      expect(g.ads[0].descriptions.map((d) => d.text)).toEqual(['D1', 'D2', 'D3', 'D4'])
      expect([g.ads[0].path1, g.ads[0].path2]).toEqual(['lipo', 'slim'])
    }
    expect(plan.ad_groups[0].ads[0]).not.toBe(plan.ad_groups[1].ads[0])
    expect(notes).toEqual([
      '1 título passa de 30 caracteres e ficou de fora.',
      'A campanha tem 20 títulos diferentes; o plano começa com os 15 primeiros.',
      'A campanha tem 5 descrições diferentes; o plano começa com as 4 primeiras.',
    ])
  })

  it('too few titles or descriptions: groups without an ad, and a note', () => {
    const c = makeCampaign({}, [['keywords', ['a b']], ['titles', titles(2)], ['descriptions', ['D1', 'D2']]])
    const { plan, notes } = planFromCampaign(c, { grouping: 'theme' })
    expect(plan.ad_groups[0].ads).toEqual([])
    expect(notes).toEqual(['Um anúncio precisa de pelo menos 3 títulos e 2 descrições diferentes; a campanha tem 2 e 2. Os grupos começam sem anúncio: escreva-os na etapa Anúncios.'])
  })

  it('sitelinks (once each by text, their own page or null), callouts, campaign negatives (accepted, once each)', () => {
    const c = makeCampaign({}, [
      ['sitelinks', [
        { text: 'Depoimentos', desc1: 'Veja', desc2: 'Quem usou', final_url: 'https://x.com/d' },
        { text: 'depoimentos', desc1: '', desc2: '' },
        { text: 'Kits', desc1: '', desc2: '' },
      ]],
      ['callouts', ['Frete Grátis', 'frete grátis', 'Compra Segura']],
      ['negative_keywords', ['grátis', '[grátis]', 'GRÁTIS', 'usado!', 'mercado livre']],
    ])
    const { plan } = planFromCampaign(c, { grouping: 'funnel' })
    expect(plan.extensions).toEqual({
      sitelinks: [{ text: 'Depoimentos', desc1: 'Veja', desc2: 'Quem usou', final_url: 'https://x.com/d' }, { text: 'Kits', desc1: '', desc2: '', final_url: null }],
      callouts: ['Frete Grátis', 'Compra Segura'],
      negatives: ['grátis', '[grátis]', 'mercado livre'],
    })
  })
})
