import { describe, expect, it } from 'vitest'
import { generateKeywords } from '../generators/keywords'
import { DEFAULT_KEYWORD_TEMPLATES } from '../templates/keywords'
import { FUNNEL_LEVELS, type FunnelLevel, type KeywordTemplates, type LanguageCode } from '../types'
import { funnelFromKeywords, funnelFromName, listFunnel } from './funnel'

describe('funnelFromName', () => {
  it.each([
    ['Lipo Slim — Fundo de funil', 'bottom'],
    ['topo do funil', 'top'],
    ['MEIO DE FUNIL verão', 'middle'],
    ['bofu', 'bottom'],
    ['Top of the funnel', 'top'],
    ['Fundo do mar', null],
    ['topo de funil e fundo de funil', null],
    [null, null],
  ])('%s → %s', (name, level) => {
    expect(funnelFromName(name)).toBe(level)
  })
})

describe('funnelFromKeywords', () => {
  const generated = (language: LanguageCode, listKey: string, funnel: FunnelLevel, product: string) => {
    const r = generateKeywords({ templates: DEFAULT_KEYWORD_TEMPLATES, listKey, language, funnel, matchType: 'phrase', product })
    if (!r.ok) throw new Error('no keywords')
    return r.items
  }
  const CASES: [LanguageCode, string, string][] = [
    ['pt', 'nutra', 'Lipo Slim Turbo'],
    ['pt', 'produtos-fisicos', 'Cinta Modeladora'],
    ['en', 'nutra', 'Keto Burn'],
    ['es', 'produtos-fisicos', 'Faja Moldeadora'],
  ]
  for (const [language, listKey, product] of CASES) {
    it.each(FUNNEL_LEVELS)(`${language} ${listKey} "${product}": a generated %s list is read back`, (level) => {
      expect(funnelFromKeywords(generated(language, listKey, level, product))).toBe(level)
    })
  }

  it.each([
    ['nothing', [], null],
    ['keywords of no template', ['lipo slim', 'sapato azul', 'xyz'], null],
    ['half and half', ['lipo preço', 'como emagrecer rápido'], null],
  ])('%s → %s', (_, keywords, level) => {
    expect(funnelFromKeywords(keywords)).toBe(level)
  })

  it('uses the templates given (the user\'s own)', () => {
    const mine: KeywordTemplates = { pt: { minha: { top: { strategy: '', example: '', templates: ['o que é aaa'] }, bottom: { strategy: '', example: '', templates: ['aaa com desconto'] } } } }
    expect(funnelFromKeywords(['[lipo com desconto]', 'kit com desconto'], mine)).toBe('bottom')
    expect(listFunnel('Topo de funil', ['[lipo com desconto]'], mine)).toBe('top')
  })
})
