import { describe, expect, it } from 'vitest'
import type { TextTemplates } from '../types'
import { emptySkipReport, languagesWithTemplates, skippedTotal, type SkipReport } from './template-outcome'
import { type TextAssetKind, generateTextAssets } from './text-assets'

const store: TextTemplates = {
  pt: { templates: ['{NOME_PRODUTO} Original', 'Compre {NOME_PRODUTO} com Frete Grátis Hoje', '{NOME_PRODUTO} | {NOME_PRODUTO}', '  {NOME_PRODUTO} Original  ', ''] },
  en: { templates: ['Buy {NOME_PRODUTO} Today'] },
  es: { templates: [] },
}
const none = emptySkipReport()
const skip = (over: Partial<SkipReport>): SkipReport => ({ ...none, ...over })

type Case = [string, TextAssetKind, TextTemplates, string, string, ReturnType<typeof generateTextAssets>]

describe('generateTextAssets', () => {
  it.each<Case>([
    ['titles: filled, trimmed, blanks dropped, de-duplicated; over 30 left out, not cut', 'titles', store, 'pt', 'Colágeno',
      { ok: true, items: ['Colágeno Original', 'Colágeno | Colágeno'], language: 'pt', skipped: skip({ tooLong: 1 }) }],
    ['descriptions: 90 leaves everything', 'descriptions', store, 'pt', 'Colágeno',
      { ok: true, items: ['Colágeno Original', 'Compre Colágeno com Frete Grátis Hoje', 'Colágeno | Colágeno'], language: 'pt', skipped: none }],
    ['callouts: 25 (that template passes it even without the name)', 'callouts', store, 'pt', 'Colágeno',
      { ok: true, items: ['Colágeno Original', 'Colágeno | Colágeno'], language: 'pt', skipped: skip({ templateTooLong: 1 }) }],
    ['promotions: 20', 'promotions', store, 'pt', 'Colágeno',
      { ok: true, items: ['Colágeno Original', 'Colágeno | Colágeno'], language: 'pt', skipped: skip({ templateTooLong: 1 }) }],
    ['product is trimmed and its spaces closed up', 'titles', store, 'en', '  Collagen   Max ',
      { ok: true, items: ['Buy Collagen Max Today'], language: 'en', skipped: none }],
    ['empty store', 'titles', {}, 'pt', 'Kit', { ok: false, error: 'no-templates-for-language', available: [] }],
    ['blank product', 'titles', store, 'pt', '   ', { ok: false, error: 'product-required' }],
    ['empty product wins over no language', 'callouts', store, '', '', { ok: false, error: 'product-required' }],
    ['no language', 'callouts', store, '', 'Kit', { ok: false, error: 'language-required' }],
  ])('%s', (_name, kind, templates, language, product, expected) => {
    expect(generateTextAssets(kind, templates, language as '', product)).toEqual(expected)
  })

  it('never cuts: a long product name leaves the template out', () => {
    const r = generateTextAssets('titles', { pt: { templates: ['{NOME_PRODUTO}', 'Compre Hoje'] } }, 'pt', 'Suplemento Alimentar de Colágeno Hidrolisado')
    expect(r).toEqual({ ok: true, items: ['Compre Hoje'], language: 'pt', skipped: skip({ tooLong: 1 }) })
  })

  it('tells a template too long on its own from one a long name pushes over', () => {
    const templates = { pt: { templates: ['Um modelo que passa de trinta caracteres {NOME_PRODUTO}', 'Compre {NOME_PRODUTO}'] } }
    const r = generateTextAssets('titles', templates, 'pt', 'Lipo Slim Turbo Caps Original')
    expect(r.ok && r.skipped).toEqual(skip({ templateTooLong: 1, tooLong: 1 }))
  })
})

describe('generateTextAssets: the language it used', () => {
  it.each<[string, string, ReturnType<typeof generateTextAssets>]>([
    ['pt', 'Colágeno', { ok: true, items: ['Colágeno Original', 'Colágeno | Colágeno'], language: 'pt', skipped: skip({ tooLong: 1 }) }],
    ['en', 'Kit', { ok: true, items: ['Buy Kit Today'], language: 'en', skipped: none }],
    // Never silently another language: the screen says so and offers these.
    ['fr', 'Kit', { ok: false, error: 'no-templates-for-language', available: ['en', 'pt'] }],
    ['es', 'Kit', { ok: false, error: 'no-templates-for-language', available: ['en', 'pt'] }], // an empty list counts as none
  ])('%s', (language, product, expected) => {
    expect(generateTextAssets('titles', store, language as 'pt', product)).toEqual(expected)
  })

  it('lists languages with templates en, pt, es first, then by code', () => {
    const s = { de: { templates: ['x'] }, es: { templates: ['x'] }, pt: { templates: ['x'] }, ar: { templates: ['x'] }, fr: { templates: [] } }
    expect(languagesWithTemplates(s, (e) => e.templates)).toEqual(['pt', 'es', 'ar', 'de'])
  })
})

describe('generateTextAssets: gender, offer facts and affiliate-safe mode', () => {
  const templates: TextTemplates = {
    pt: {
      templates: [
        'Conheça {o} {NOME_PRODUTO}',
        'Garantia de {GARANTIA_DIAS} Dias',
        'Até {PARCELAS}x sem Juros',
        '{DESCONTO}% Off {no} {NOME_PRODUTO}',
        '{NOME_PRODUTO} Site Oficial',
        'Direto do Fabricante',
      ],
    },
  }
  const gen = (options: Parameters<typeof generateTextAssets>[4]) => generateTextAssets('titles', templates, 'pt', 'Cinta', options)

  it('defaults: masculine, no facts, affiliate-safe', () => {
    expect(gen({})).toEqual({
      ok: true, items: ['Conheça o Cinta'], language: 'pt',
      skipped: skip({ brandClaims: 2, missingFacts: 3, neededFacts: ['warrantyDays', 'installments', 'discountPercent'] }),
    })
  })

  it('feminine, with the facts, brand claims allowed', () => {
    expect(gen({ gender: 'f', facts: { warrantyDays: 30, installments: 12, discountPercent: 20 }, affiliateSafe: false })).toEqual({
      ok: true,
      items: ['Conheça a Cinta', 'Garantia de 30 Dias', 'Até 12x sem Juros', '20% Off na Cinta', 'Cinta Site Oficial', 'Direto do Fabricante'],
      language: 'pt',
      skipped: none,
    })
  })

  it('counts only the facts still missing', () => {
    const r = gen({ facts: { installments: 10 } })
    expect(r.ok && r.skipped).toEqual(skip({ brandClaims: 2, missingFacts: 2, neededFacts: ['warrantyDays', 'discountPercent'] }))
    expect(r.ok && skippedTotal(r.skipped)).toBe(4)
  })

  it('a brand claim counts as such even when it also lacks a fact', () => {
    const r = generateTextAssets('titles', { pt: { templates: ['Loja Oficial {DESCONTO}% Off'] } }, 'pt', 'X')
    expect(r.ok && r.skipped).toEqual(skip({ brandClaims: 1 }))
  })
})
