import { describe, expect, it } from 'vitest'
import { fitSitelink, parseKeywords, parseNegatives, parseSitelinks, parseTextItems } from './parse-items'

describe('parseTextItems', () => {
  it.each([
    ['', 30, []],
    ['Título um\nTítulo dois', 30, ['Título um', 'Título dois']],
    ['  espaços  \n\n   \n', 30, ['espaços']],
    ['Frete grátis para todo o Brasil hoje', 25, ['Frete grátis para todo o']],
    ['Promoção relâmpago imperdível', 20, ['Promoção relâmpago']], // never 'Promoção relâmpago i'
    ['Compre Lipo Slim Turbo Caps Agora', 30, ['Compre Lipo Slim Turbo Caps']],
    ['a\nb\na', 30, ['a', 'b']],
    ['abcdefX\nabcdefY', 6, ['abcdef']], // one word over the limit is hard-cut; equal once cut: de-duplicated
    ['Oferta boa demais\nOferta boa hoje', 10, ['Oferta boa']],
    ['linha\r\noutra\r\n', 30, ['linha', 'outra']],
  ])('%j cut to %i → %j', (text, limit, expected) => {
    expect(parseTextItems(text, limit)).toEqual(expected)
  })
})

describe('parseSitelinks', () => {
  it.each([
    ['', []],
    ['Comprar;Frete grátis;Entrega rápida', [{ text: 'Comprar', desc1: 'Frete grátis', desc2: 'Entrega rápida' }]],
    ['  Comprar ;  Frete grátis ; Entrega rápida  ', [{ text: 'Comprar', desc1: 'Frete grátis', desc2: 'Entrega rápida' }]],
    ['Só texto', [{ text: 'Só texto', desc1: '', desc2: '' }]],
    ['Texto;Desc um', [{ text: 'Texto', desc1: 'Desc um', desc2: '' }]],
    ['Texto;;Desc dois', [{ text: 'Texto', desc1: '', desc2: 'Desc dois' }]],
    ['Texto;A;B;C;D', [{ text: 'Texto', desc1: 'A', desc2: 'B' }]], // extra parts ignored
    ['Texto;A;B;', [{ text: 'Texto', desc1: 'A', desc2: 'B' }]],
    [';Sem texto;Nada', []], // blank text dropped
    ['   ;Sem texto', []],
    [';;', []],
    [
      'Um texto de sitelink longo demais;Uma descrição que passa de trinta e cinco;Outra descrição que também passa do limite',
      [{ text: 'Um texto de sitelink', desc1: 'Uma descrição que passa de trinta e', desc2: 'Outra descrição que também passa do' }],
    ],
    [
      'A;1;2\r\n\r\nB;3;4\nA;1;2\nA;1;9',
      [
        { text: 'A', desc1: '1', desc2: '2' },
        { text: 'B', desc1: '3', desc2: '4' },
        { text: 'A', desc1: '1', desc2: '9' },
      ],
    ],
  ])('%j → %j', (text, expected) => {
    expect(parseSitelinks(text)).toEqual(expected)
  })
})

describe('parseKeywords', () => {
  const long = 'palavra '.repeat(15).trim()
  it.each([
    ['', []],
    ['suplemento natural\n[suplemento natural]\n"suplemento natural"', ['suplemento natural', '[suplemento natural]', '"suplemento natural"']],
    ['  emagrecer rápido \n\n emagrecer rápido', ['emagrecer rápido']],
    [long, [long]], // not cut
    ['ação\r\nacao', ['ação', 'acao']],
  ])('%j → %j', (text, expected) => {
    expect(parseKeywords(text)).toEqual(expected)
  })
})

describe('fitSitelink', () => {
  it('trims and cuts each part at a whole word', () => {
    expect(fitSitelink({ text: ' Garantia estendida de trinta dias ', desc1: 'Satisfação ou seu dinheiro de volta sem perguntas', desc2: 'ok' }))
      .toEqual({ text: 'Garantia estendida de', desc1: 'Satisfação ou seu dinheiro de volta', desc2: 'ok' })
  })
})

describe('parseNegatives', () => {
  it.each([
    ['GRÁTIS', ['grátis']],
    ['  Reclame Aqui \nreclame aqui\nÇÃO', ['reclame aqui', 'ção']],
    ['[Grátis]\n"PDF"', ['[grátis]', '"pdf"']],
    ['', []],
  ])('%j → %j', (text, expected) => {
    expect(parseNegatives(text)).toEqual(expected)
  })
})
