import { describe, expect, it } from 'vitest'
import { checkAd, checkAssetList, checkItem, checkList, checkSitelinks } from '../editorial'
import type { Sitelink } from '../types'

const sl = (text: string, desc1 = '', desc2 = ''): Sitelink => ({ text, desc1, desc2 })
const byIndex = (map: Map<number, { code: string }[]>) => Object.fromEntries([...map].map(([i, ws]) => [i, ws.map((w) => w.code)]))

describe('sitelink description lines: both or neither', () => {
  it.each([
    ['both', sl('Comprar', 'Frete grátis', 'Entrega rápida'), []],
    ['neither', sl('Comprar'), []],
  ])('%s is fine', (_name, item, expected) => {
    expect(checkItem('sitelinks', item)).toEqual(expected)
  })

  it('a blank line counts as empty (only its spaces are flagged)', () => {
    expect(checkItem('sitelinks', sl('Comprar', '  ', '')).map((w) => w.code)).toEqual(['edge-space'])
  })

  it('only the first line', () => {
    expect(checkItem('sitelinks', sl('Comprar', 'Frete grátis'))).toEqual([{
      code: 'sitelink-one-description',
      message: 'Descrição 2: vazia, mas a Descrição 1 está preenchida',
      fix: 'Preencha a Descrição 2 ou apague a Descrição 1: as duas ou nenhuma',
      field: 'desc2',
    }])
  })

  it('only the second line', () => {
    expect(checkItem('sitelinks', sl('Comprar', '', 'Entrega rápida')).map((w) => [w.field, w.message])).toEqual([
      ['desc1', 'Descrição 1: vazia, mas a Descrição 2 está preenchida'],
    ])
  })
})

describe('checkSitelinks: the same text twice', () => {
  it('flags the later ones, case and spaces ignored', () => {
    const result = checkSitelinks([sl('Comprar'), sl('Ofertas'), sl('comprar '), sl('COMPRAR'), sl('Contato')])
    expect([...result.keys()]).toEqual([2, 3])
    expect(result.get(2)).toEqual([{
      code: 'duplicate-sitelink', message: 'Texto: igual ao do sitelink 1',
      fix: 'Troque o texto: cada sitelink precisa de um texto diferente', field: 'text',
    }])
  })

  it('distinct texts are fine, blank texts are not repeats', () => {
    expect(checkSitelinks([sl('Comprar'), sl('Ofertas'), sl(''), sl('')]).size).toBe(0)
  })
})

describe('checkAd: repeated headlines and descriptions', () => {
  it('flags by index', () => {
    const result = checkAd({
      headlines: ['Colágeno Original', 'Frete Grátis', 'colágeno  original', 'Compre Hoje', 'Frete grátis'],
      descriptions: ['Compre hoje.', 'Entrega rápida.', 'COMPRE HOJE.'],
    })
    expect(byIndex(result.headlines)).toEqual({ 2: ['duplicate-headline'], 4: ['duplicate-headline'] })
    expect(result.headlines.get(4)?.[0]).toMatchObject({
      message: 'Título repetido: igual ao título 2', fix: 'Troque por um título diferente ou apague este',
    })
    expect(byIndex(result.descriptions)).toEqual({ 2: ['duplicate-description'] })
    expect(result.descriptions.get(2)?.[0]).toMatchObject({
      message: 'Descrição repetida: igual à descrição 1', fix: 'Troque por uma descrição diferente ou apague esta',
    })
  })

  it('an ad without repeats has no warnings', () => {
    const result = checkAd({ headlines: ['A b', 'C d', ''], descriptions: ['E f.', 'G h.'] })
    expect(result.headlines.size + result.descriptions.size).toBe(0)
  })
})

describe('checkAssetList: per item and list level together', () => {
  it('titles', () => {
    const result = checkAssetList('titles', ['Compre Já!', 'Frete Grátis', 'compre já!', 'Ok'])
    expect(byIndex(result)).toEqual({ 0: ['title-exclamation'], 2: ['title-exclamation', 'duplicate-headline'] })
  })

  it('descriptions', () => {
    expect(byIndex(checkAssetList('descriptions', ['Compre hoje.', 'Compre hoje.']))).toEqual({ 1: ['duplicate-description'] })
  })

  it('sitelinks', () => {
    const result = checkAssetList('sitelinks', [sl('Ofertas', 'Só hoje'), sl('Contato'), sl('ofertas')])
    expect(byIndex(result)).toEqual({ 0: ['sitelink-one-description'], 2: ['duplicate-sitelink'] })
  })

  it('other kinds are per item only, like checkList', () => {
    const items = ['Frete grátis', 'Frete grátis', 'Aproveite!']
    expect(checkAssetList('callouts', items)).toEqual(checkList('callouts', items))
    expect(byIndex(checkAssetList('keywords', ['a@b', 'a@b']))).toEqual({ 0: ['invalid-symbol'], 1: ['invalid-symbol'] })
  })

  it('indexes come in order', () => {
    expect([...checkAssetList('titles', ['Ok', 'Ok', 'Oi!']).keys()]).toEqual([1, 2])
  })
})
