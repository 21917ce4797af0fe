import { describe, expect, it } from 'vitest'
import { OTHER_GROUP_NAME, distinctKeywords, groupByFunnel, groupByTheme, type FunnelList, type KeywordGroup, type ThemeOptions } from './grouping'

const names = (groups: KeywordGroup[]) => groups.map((g) => [g.name, g.keywords])

describe('groupByTheme', () => {
  const CASES: [string, string[], ThemeOptions, [string, string[]][]][] = [
    ['no keywords, no groups', [], {}, []],
    [
      'shared words make the themes; product words (in almost all) are not one',
      ['lipo slim preço', '[lipo slim preço]', 'lipo slim preços', 'lipo slim farmácia', 'lipo slim farmacia pague menos', '"lipo slim"', 'lipo slim funciona', 'lipo slim frete grátis', 'lipo slim com frete grátis', 'lipo slim reclame aqui'],
      {},
      [
        ['Lipo Slim', ['"lipo slim"']],
        ['Preço', ['lipo slim preço', '[lipo slim preço]', 'lipo slim preços']],
        ['Farmácia', ['lipo slim farmácia', 'lipo slim farmacia pague menos']],
        ['Frete Grátis', ['lipo slim frete grátis', 'lipo slim com frete grátis']],
        [OTHER_GROUP_NAME, ['lipo slim funciona', 'lipo slim reclame aqui']],
      ],
    ],
    [
      'the product given is never a theme, even in few keywords; stop words of pt/en/es are not themes',
      ['como tomar colágeno', 'colágeno para que serve', 'comprar colágeno', 'comprar colágeno barato', 'the best collagen', 'como usar'],
      { product: 'Colágeno' },
      [
        ['Comprar', ['comprar colágeno', 'comprar colágeno barato']],
        [OTHER_GROUP_NAME, ['como tomar colágeno', 'colágeno para que serve', 'the best collagen', 'como usar']],
      ],
    ],
    [
      'accents, case and plurals folded; the first spelling names the group',
      ['Cápsulas Slim', 'capsula slim', 'CÁPSULA slim preço', 'chá slim', 'cha slim natural', 'chás slim'],
      { product: 'slim' },
      [
        ['Cápsulas', ['Cápsulas Slim', 'capsula slim', 'CÁPSULA slim preço']],
        ['Chá', ['chá slim', 'cha slim natural', 'chás slim']],
      ],
    ],
    [
      'the biggest theme first (ties: the word seen first); a keyword goes to one group only; the rest counted again',
      ['kit preço', 'kit promoção', 'kit original', 'preço original', 'preço farmácia', 'promoção farmácia'],
      {},
      [
        ['Kit', ['kit preço', 'kit promoção', 'kit original']],
        ['Preço', ['preço original', 'preço farmácia']],
        [OTHER_GROUP_NAME, ['promoção farmácia']],
      ],
    ],
    [
      'repeats (same match type, case and spaces ignored) dropped; other match types kept; a word in 80% is the product',
      ['frete grátis', 'Frete  Grátis', '[frete grátis]', 'frete rápido', '"frete rápido"'],
      {},
      [['Grátis', ['frete grátis', '[frete grátis]']], ['Rápido', ['frete rápido', '"frete rápido"']]],
    ],
    [
      'minSize 3: themes of 2 go to the rest',
      ['a1 preço', 'a1 preço barato', 'a1 comprar', 'a1 comprar já', 'a1 comprar online'],
      { minSize: 3, product: 'a1' },
      [['Comprar', ['a1 comprar', 'a1 comprar já', 'a1 comprar online']], [OTHER_GROUP_NAME, ['a1 preço', 'a1 preço barato']]],
    ],
    [
      'maxGroups caps the themes',
      ['x preço', 'y preço', 'x kit', 'y kit', 'x bula', 'y bula'],
      { maxGroups: 2, product: 'x y' },
      [['Preço', ['x preço', 'y preço']], ['Kit', ['x kit', 'y kit']], [OTHER_GROUP_NAME, ['x bula', 'y bula']]],
    ],
  ]
  it.each(CASES)('%s', (_, keywords, options, expected) => {
    expect(names(groupByTheme(keywords, options))).toEqual(expected)
  })

  it('every keyword lands in exactly one group', () => {
    const words = ['preço', 'comprar', 'original', 'funciona', 'farmácia', 'grátis', 'kit', 'oferta', 'bula', 'site']
    const keywords = Array.from({ length: 2000 }, (_, i) => `lipo ${words[i % 10]} ${words[(i * 7) % 10]} ${i % 13}`)
    const groups = groupByTheme(keywords)
    expect(groups.flatMap((g) => g.keywords).sort()).toEqual(distinctKeywords(keywords).sort())
    expect(new Set(groups.map((g) => g.name.toLowerCase())).size).toBe(groups.length)
  })
})

describe('groupByFunnel', () => {
  const CASES: [string, FunnelList[], [string, string[]][]][] = [
    [
      'one group per stage, in funnel order, empty stages left out',
      [
        { level: 'bottom', keywords: ['[comprar lipo]', 'lipo preço'] },
        { level: 'top', keywords: ['como emagrecer'] },
        { level: 'bottom', keywords: ['lipo desconto'] },
      ],
      [['Topo de funil', ['como emagrecer']], ['Fundo de funil', ['[comprar lipo]', 'lipo preço', 'lipo desconto']]],
    ],
    [
      'a list of unknown stage is its own group, by its name; a keyword already placed is not repeated',
      [
        { level: 'middle', keywords: ['lipo funciona', 'lipo bula'] },
        { name: 'Lista de verão', level: null, keywords: ['lipo funciona', 'LIPO verão'] },
        { name: null, level: null, keywords: ['x'] },
        { name: 'lista de verão', level: null, keywords: ['lipo praia'] },
      ],
      [['Meio de funil', ['lipo funciona', 'lipo bula']], ['Lista de verão', ['LIPO verão', 'lipo praia']], [OTHER_GROUP_NAME, ['x']]],
    ],
    ['nothing, nothing', [{ level: 'top', keywords: [] }], []],
  ]
  it.each(CASES)('%s', (_, lists, expected) => {
    expect(names(groupByFunnel(lists))).toEqual(expected)
  })
})
