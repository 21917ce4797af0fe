import { describe, expect, it } from 'vitest'
import type { KeywordTemplates } from '../types'
import { type KeywordRequest, generateKeywords, keywordTemplateLanguage } from './keywords'

const entry = (...templates: string[]) => ({ strategy: 's', example: 'e', templates })

const templates: KeywordTemplates = {
  pt: {
    nutra: {
      top: entry('como curar [problema]', '[problema] tem cura', 'aaa [PROBLEMA] aaa', 'como curar [problema]'),
      middle: entry('aaa funciona', 'aaa é bom', 'AAA preço', 'aaaa não', 'baaa não', 'aaa_x não', 'aaá não', 'aaa-original', 'aaa'),
      bottom: entry('comprar aaa', '  comprar aaa  ', '', 'aaa site oficial'),
    },
    'produtos-fisicos': { top: entry('melhor aaa'), middle: entry(), bottom: entry('comprar aaa') },
  },
  en: {
    nutra: { top: entry('how to cure [problema]'), middle: entry('aaa reviews'), bottom: entry('buy aaa') },
    'produtos-fisicos': { top: entry('best aaa'), middle: entry('aaa price') },
  },
  es: {
    nutra: { top: entry('como curar [problema]'), middle: entry('aaa funciona'), bottom: entry('comprar aaa') },
  },
  de: {
    nutra: { bottom: entry('aaa kaufen') },
  },
  fr: {
    custom_1: { top: entry('aaa français') },
  },
}

const base: KeywordRequest = {
  templates,
  listKey: 'nutra',
  language: 'pt',
  funnel: 'middle',
  matchType: 'broad',
  product: 'Colágeno',
}

describe('generateKeywords', () => {
  it.each<[string, Partial<KeywordRequest>, ReturnType<typeof generateKeywords>]>([
    ['nutra top replaces [problema], not aaa', { funnel: 'top', product: 'dor nas costas' },
      { ok: true, items: ['como curar dor nas costas', 'dor nas costas tem cura', 'aaa dor nas costas aaa'], language: 'pt' }],
    ['nutra middle replaces whole-word aaa only', {},
      { ok: true, items: ['Colágeno funciona', 'Colágeno é bom', 'Colágeno preço', 'aaaa não', 'baaa não', 'aaa_x não', 'aaá não', 'Colágeno-original', 'Colágeno'], language: 'pt' }],
    ['bottom trims, drops blanks, de-duplicates', { funnel: 'bottom' },
      { ok: true, items: ['comprar Colágeno', 'Colágeno site oficial'], language: 'pt' }],
    ['physical products top uses aaa even in the top funnel', { listKey: 'produtos-fisicos', funnel: 'top', product: 'Tênis' },
      { ok: true, items: ['melhor Tênis'], language: 'pt' }],
    ['product is trimmed', { funnel: 'bottom', product: '  Colágeno  ' },
      { ok: true, items: ['comprar Colágeno', 'Colágeno site oficial'], language: 'pt' }],
    ['$ in the product stays literal', { listKey: 'produtos-fisicos', funnel: 'top', product: 'kit $& R$1' },
      { ok: true, items: ['melhor kit $& R$1'], language: 'pt' }],
    ['exact wraps in brackets', { funnel: 'bottom', matchType: 'exact' },
      { ok: true, items: ['[comprar Colágeno]', '[Colágeno site oficial]'], language: 'pt' }],
    ['phrase wraps in quotes', { funnel: 'bottom', matchType: 'phrase' },
      { ok: true, items: ['"comprar Colágeno"', '"Colágeno site oficial"'], language: 'pt' }],
    ['es uses its own templates', { language: 'es', funnel: 'top', product: 'acné' },
      { ok: true, items: ['como curar acné'], language: 'es' }],
    ['de uses its own list where it has one', { language: 'de', funnel: 'bottom' },
      { ok: true, items: ['Colágeno kaufen'], language: 'de' }],
    ['de falls back to English for a funnel it lacks', { language: 'de', funnel: 'middle' },
      { ok: true, items: ['Colágeno reviews'], language: 'en' }],
    ['ja (no templates) uses English', { language: 'ja', funnel: 'top', product: 'acne' },
      { ok: true, items: ['how to cure acne'], language: 'en' }],
    ['pt with an empty funnel list falls back to English', { listKey: 'produtos-fisicos', funnel: 'middle' },
      { ok: true, items: ['Colágeno price'], language: 'en' }],
    ['a custom list found in its own language', { listKey: 'custom_1', language: 'fr', funnel: 'top' },
      { ok: true, items: ['Colágeno français'], language: 'fr' }],
    ['missing product', { product: '' }, { ok: false, error: 'required' }],
    ['blank product', { product: '   ' }, { ok: false, error: 'required' }],
    ['missing language', { language: '' }, { ok: false, error: 'required' }],
    ['missing funnel', { funnel: '' }, { ok: false, error: 'required' }],
    ['missing list', { listKey: '' }, { ok: false, error: 'required' }],
    ['required wins over an unknown list', { listKey: 'nope', product: '' }, { ok: false, error: 'required' }],
    ['unknown list', { listKey: 'nao-existe' }, { ok: false, error: 'list-not-found' }],
    ['inherited object keys are not lists', { listKey: 'toString' }, { ok: false, error: 'list-not-found' }],
    ['list exists but not for this language chain', { listKey: 'custom_1', language: 'pt', funnel: 'top' },
      { ok: false, error: 'templates-not-found' }],
    ['list exists but no templates for the funnel', { listKey: 'produtos-fisicos', language: 'es', funnel: 'bottom' },
      { ok: false, error: 'templates-not-found' }],
  ])('%s', (_name, overrides, expected) => {
    expect(generateKeywords({ ...base, ...overrides })).toEqual(expected)
  })

  it.each([
    ['pt', 'pt'], ['es', 'es'], ['en', 'en'], ['fr', 'en'], ['ja', 'en'],
  ] as const)('says which language it used: %s → %s', (language, used) => {
    const r = generateKeywords({ ...base, language, funnel: 'bottom', templates: { pt: templates.pt!, en: templates.en!, es: templates.es! } })
    expect(r.ok && r.language).toBe(used)
  })

  it('handles an empty store', () => {
    expect(generateKeywords({ ...base, templates: {} })).toEqual({ ok: false, error: 'list-not-found' })
  })
})

describe('keywordTemplateLanguage', () => {
  it.each([
    ['nutra', 'pt', 'top', 'pt'],
    ['nutra', 'de', 'bottom', 'de'],
    ['nutra', 'de', 'middle', 'en'], // de lacks that funnel
    ['nutra', 'de', '', 'de'], // no funnel yet: any funnel of the list counts
    ['nutra', 'ja', '', 'en'],
    ['produtos-fisicos', 'es', '', 'en'],
    ['custom_1', 'fr', 'top', 'fr'],
    ['custom_1', 'pt', '', undefined],
    ['nao-existe', 'pt', 'top', undefined],
  ] as const)('%s %s %s → %s', (listKey, language, funnel, expected) => {
    expect(keywordTemplateLanguage(templates, listKey, language, funnel)).toBe(expected)
  })
})
