import { describe, expect, it } from 'vitest'
import type { Sitelink, SitelinkTemplates } from '../types'
import { generateSitelinks } from './sitelinks'
import { emptySkipReport, type SkipReport } from './template-outcome'

const sl = (text: string, desc1 = '', desc2 = ''): Sitelink => ({ text, desc1, desc2 })
const none = emptySkipReport()
const skip = (over: Partial<SkipReport>): SkipReport => ({ ...none, ...over })

const store: SitelinkTemplates = {
  pt: {
    templates: [
      sl('Comprar {NOME_PRODUTO}', 'O melhor {NOME_PRODUTO} do Brasil', 'Entrega para todo o país'),
      sl('Depoimentos', 'Veja quem já usa {NOME_PRODUTO} e aprova', 'Resultados de clientes reais aqui'),
      sl(' {NOME_PRODUTO} ', '', ''),
      sl('', 'Sem texto {NOME_PRODUTO}', 'descartado'),
      sl('Comprar {NOME_PRODUTO}', 'O melhor {NOME_PRODUTO} do Brasil', 'Entrega para todo o país'),
      sl('Garantia de {GARANTIA_DIAS} Dias', 'Conheça {o} {NOME_PRODUTO}', 'Sem risco'),
      sl('Site Oficial', 'Compre {o} {NOME_PRODUTO}', 'Direto da loja'),
    ],
  },
  en: { templates: [sl('Buy {NOME_PRODUTO}', 'Genuine product', 'Fast delivery')] },
}

describe('generateSitelinks', () => {
  it.each<[string, string, string, ReturnType<typeof generateSitelinks>]>([
    ['pt: every part filled and trimmed; no text dropped; de-duplicated', 'pt', 'Colágeno', {
      ok: true,
      items: [
        sl('Comprar Colágeno', 'O melhor Colágeno do Brasil', 'Entrega para todo o país'),
        sl('Depoimentos', 'Veja quem já usa Colágeno e aprova', 'Resultados de clientes reais aqui'),
        sl('Colágeno'),
      ],
      language: 'pt',
      skipped: skip({ missingFacts: 1, neededFacts: ['warrantyDays'], brandClaims: 1 }),
    }],
    ['a part over its limit leaves the whole sitelink out (the repeated one counts twice)', 'pt', 'Colágeno Hidrolisado Premium', {
      ok: true,
      items: [],
      language: 'pt',
      skipped: skip({ tooLong: 4, missingFacts: 1, neededFacts: ['warrantyDays'], brandClaims: 1 }),
    }],
    ['en', 'en', 'Kit', { ok: true, items: [sl('Buy Kit', 'Genuine product', 'Fast delivery')], language: 'en', skipped: none }],
    ['fr has none: said, not replaced', 'fr', 'Kit', { ok: false, error: 'no-templates-for-language', available: ['en', 'pt'] }],
    ['blank product', 'pt', ' ', { ok: false, error: 'product-required' }],
    ['no language', '', 'Kit', { ok: false, error: 'language-required' }],
  ])('%s', (_name, language, product, expected) => {
    expect(generateSitelinks(store, language as 'pt', product)).toEqual(expected)
  })

  it('fills article forms and offer facts in every part; brand claims when affiliate-safe is off', () => {
    const r = generateSitelinks(store, 'pt', 'Cinta', { gender: 'f', facts: { warrantyDays: 30 }, affiliateSafe: false })
    expect(r.ok && r.items.slice(3)).toEqual([
      sl('Garantia de 30 Dias', 'Conheça a Cinta', 'Sem risco'),
      sl('Site Oficial', 'Compre a Cinta', 'Direto da loja'),
    ])
    expect(r.ok && r.skipped).toEqual(none)
  })
})
