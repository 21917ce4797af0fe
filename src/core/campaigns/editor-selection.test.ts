import { describe, expect, it } from 'vitest'
import type { SitelinkItem } from './editor-content'
import { adOverflow, chooseSitelinks, responsiveSearchAds, samePage } from './editor-selection'

describe('responsiveSearchAds', () => {
  const h = (n: number) => Array.from({ length: n }, (_, i) => `H${i + 1}`)
  const d = (n: number) => Array.from({ length: n }, (_, i) => `D${i + 1}`)
  const shape = (ads: { headlines: string[]; descriptions: string[] }[]) => ads.map((ad) => `${ad.headlines.join(' ')} | ${ad.descriptions.join(' ')}`)

  it.each([
    ['nothing', 0, 0, []],
    ['too few headlines: no ad', 2, 4, []],
    ['too few descriptions: no ad', 15, 1, []],
    ['the minimum', 3, 2, ['H1 H2 H3 | D1 D2']],
    ['one full ad', 15, 4, [`${h(15).join(' ')} | D1 D2 D3 D4`]],
    ['17 titles and 5 descriptions: the second ad borrows', 17, 5, [`${h(15).join(' ')} | D1 D2 D3 D4`, 'H16 H17 H1 | D5 D1']],
    ['descriptions outnumber: the second ad borrows all 3 headlines', 3, 6, ['H1 H2 H3 | D1 D2 D3 D4', 'H1 H2 H3 | D5 D6']],
  ] as const)('%s', (_, nh, nd, expected) => {
    expect(shape(responsiveSearchAds(h(nh), d(nd)))).toStrictEqual(expected)
  })

  it('stops at 3 ads and counts what is left out', () => {
    const ads = responsiveSearchAds(h(60), d(20))
    expect(ads).toHaveLength(3)
    expect(ads[2].headlines.at(-1)).toBe('H45')
    expect(adOverflow(60, 20)).toStrictEqual({ headlines: 15, descriptions: 8 })
    expect(adOverflow(45, 12)).toStrictEqual({ headlines: 0, descriptions: 0 })
  })
})

describe('samePage', () => {
  it.each([
    ['https://loja.com.br/a', 'https://loja.com.br/a#b', true],
    ['https://loja.com.br/a/', 'https://LOJA.com.br/a', true],
    ['https://loja.com.br/a?utm_source=g&gclid=1', 'https://loja.com.br/a', true],
    ['https://loja.com.br/a?x=1&y=2', 'https://loja.com.br/a?y=2&x=1', true],
    ['https://loja.com.br/a', 'https://loja.com.br/b', false],
    ['https://loja.com.br/p?id=1', 'https://loja.com.br/p?id=2', false],
  ])('%s ~ %s: %s', (a, b, same) => {
    expect(samePage(a, b)).toBe(same)
  })
})

describe('chooseSitelinks', () => {
  const s = (text: string, url: string, desc1 = 'Linha 1', desc2 = 'Linha 2'): SitelinkItem =>
    ({ ref: { assetId: 'a', index: 0, list: 'Sitelinks' }, text, desc1, desc2, url })

  it('keeps a sitelink with its own page; leaves out one without a page, with the ads\' page or a repeat', () => {
    const items = [
      s('Contato', 'https://loja.com.br/contato'),
      s('Sem página', ''),
      s('Âncora', 'https://loja.com.br/produto#faq'),
      s('Fale conosco', 'https://loja.com.br/contato/'),
      s('CONTATO', 'https://loja.com.br/outra'),
      s('Uma linha', 'https://loja.com.br/uma', 'Só esta', ''),
    ]
    expect(chooseSitelinks(items, 'https://loja.com.br/produto').map((c) => [c.item.text, c.fate, c.first?.text, c.withDescriptions])).toStrictEqual([
      ['Contato', 'kept', undefined, true],
      ['Sem página', 'no-page', undefined, true],
      ['Âncora', 'ads-page', undefined, true],
      ['Fale conosco', 'repeated-page', 'Contato', true],
      ['CONTATO', 'repeated-text', 'Contato', true],
      ['Uma linha', 'kept', undefined, false],
    ])
  })
})
