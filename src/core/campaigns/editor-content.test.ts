import { describe, expect, it } from 'vitest'
import { makeCampaign } from './__fixtures__/make-campaign'
import { displayPaths, distinctTexts, hasStrayMark, invalidKeywordSymbols, parseKeyword, textItems } from './editor-content'

describe('parseKeyword', () => {
  it.each([
    ['cápsulas originais', 'cápsulas originais', 'Broad'],
    ['"comprar cápsulas"', 'comprar cápsulas', 'Phrase'],
    ['[cápsulas relâmpago]', 'cápsulas relâmpago', 'Exact'],
    ['  [ com espaços ]  ', 'com espaços', 'Exact'],
    ['"meia aspa', '"meia aspa', 'Broad'],
  ])('%j → %j %s', (raw, text, match) => {
    expect(parseKeyword(raw)).toStrictEqual({ text, match })
  })
})

describe('hasStrayMark and invalidKeywordSymbols', () => {
  it.each([
    ['café', false], ['"café"', false], ['[café]', false],
    ['"café', true], ['café"', true], ['[café', true], ['café]', true], ['compre "café" já', true], ['["café"]', true], ['"[café]"', true],
  ])('%j stray: %s', (raw, stray) => {
    expect(hasStrayMark(raw)).toBe(stray)
  })

  it('lists the symbols Google refuses, once each', () => {
    expect(invalidKeywordSymbols('café! @ café!')).toStrictEqual(['!', '@'])
    expect(invalidKeywordSymbols('café-com-leite 2.0')).toStrictEqual([])
  })
})

describe('displayPaths', () => {
  it.each([
    ['Promoção Relâmpago', ['promocao', 'relampago']],
    ['Suplemento X - Brasil', ['suplemento', 'x']],
    ['Cinta da Mamãe', ['cinta', 'mamae']],
    ['Emagrecimento-Definitivo-Total', ['emagrecimento', 'definitivo']],
    ['Superextraordinariamente Bom', ['superextraordin', 'bom']],
    ['Único', ['unico', '']],
    ['!!!', ['', '']],
  ] as const)('%j → %j', (name, paths) => {
    expect(displayPaths(name)).toStrictEqual(paths)
  })
})

describe('textItems and distinctTexts', () => {
  it('names each list (its name, or its number among lists of its type) and keeps its positions', () => {
    const c = makeCampaign({}, [['titles', ['A', '  ', 'B']], ['titles', ['a', 'C']]])
    c.assets[0].name = 'Verão'
    expect(textItems(c, 'titles').map((i) => [i.ref.list, i.ref.index, i.text])).toStrictEqual([
      ['Títulos "Verão"', 0, 'A'], ['Títulos "Verão"', 2, 'B'], ['Títulos (lista 2)', 0, 'a'], ['Títulos (lista 2)', 1, 'C'],
    ])
    expect(distinctTexts(textItems(c, 'titles'))).toStrictEqual(['A', 'B', 'C'])
  })
})
