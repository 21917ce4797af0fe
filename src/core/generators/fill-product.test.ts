import { describe, expect, it } from 'vitest'
import { fillProduct, pickTemplates } from './fill-product'

describe('fillProduct', () => {
  it.each([
    ['{NOME_PRODUTO} Original', 'Colágeno', 'Colágeno Original'],
    ['{NOME_PRODUTO} e {NOME_PRODUTO}', 'X', 'X e X'],
    ['Sem marcador', 'X', 'Sem marcador'],
    ['{nome_produto} fica', 'X', '{nome_produto} fica'], // the token is upper case
    ['Por {NOME_PRODUTO}', 'R$ 10 $& $1', 'Por R$ 10 $& $1'], // $ patterns stay literal
  ])('%j with %j → %j', (template, product, expected) => {
    expect(fillProduct(template, product)).toBe(expected)
  })
})

describe('pickTemplates', () => {
  const store: Partial<Record<string, { templates: string[] }>> = {
    pt: { templates: ['pt'] },
    en: { templates: ['en'] },
    de: { templates: [] },
  }
  it.each([
    [['pt', 'en'], 'pt'],
    [['de', 'en', 'pt'], 'en'], // empty list falls through
    [['fr', 'en'], 'en'],
    [['', 'pt'], 'pt'],
    [['fr', 'it'], undefined],
    [['toString', 'pt'], 'pt'], // only own keys count
  ])('%j → %s', (chain, expected) => {
    expect(pickTemplates(store, chain, (e) => e.templates)?.templates[0]).toBe(expected)
  })
})
