import { describe, expect, it } from 'vitest'
import type { Sitelink, SitelinkTemplates } from '../types'
import { generateSitelinks } from './sitelinks'

const sl = (text: string, desc1 = '', desc2 = ''): Sitelink => ({ text, desc1, desc2 })

const store: SitelinkTemplates = {
  pt: {
    templates: [
      sl('Comprar {NOME_PRODUTO}', 'O melhor {NOME_PRODUTO} do Brasil', 'Entrega para todo o país'),
      sl('Depoimentos', 'Veja quem já usa {NOME_PRODUTO} e aprova', 'Resultados reais de clientes reais aqui'),
      sl(' {NOME_PRODUTO} ', '', ''),
      sl('', 'Sem texto {NOME_PRODUTO}', 'descartado'),
      sl('Comprar {NOME_PRODUTO}', 'O melhor {NOME_PRODUTO} do Brasil', 'Entrega para todo o país'),
    ],
  },
  en: { templates: [sl('Buy {NOME_PRODUTO}', 'Official store', 'Fast delivery')] },
}

describe('generateSitelinks', () => {
  it.each<[string, string, string, ReturnType<typeof generateSitelinks>]>([
    ['pt: every part filled, trimmed and cut to 25/35/35; no text dropped; de-duplicated', 'pt', 'Colágeno', {
      ok: true,
      items: [
        sl('Comprar Colágeno', 'O melhor Colágeno do Brasil', 'Entrega para todo o país'),
        sl('Depoimentos', 'Veja quem já usa Colágeno e aprova', 'Resultados reais de clientes reais'),
        sl('Colágeno'),
      ],
    }],
    ['text cut to 25', 'en', 'Colágeno Hidrolisado Premium', {
      ok: true,
      items: [sl('Buy Colágeno Hidrolisado', 'Official store', 'Fast delivery')],
    }],
    ['fr falls back to English', 'fr', 'Kit', { ok: true, items: [sl('Buy Kit', 'Official store', 'Fast delivery')] }],
    ['blank product', 'pt', ' ', { ok: false, error: 'product-required' }],
  ])('%s', (_name, language, product, expected) => {
    expect(generateSitelinks(store, language as 'pt', product)).toEqual(expected)
  })

  it('falls back to Portuguese when neither the language nor English has templates', () => {
    const ptOnly: SitelinkTemplates = { pt: { templates: [sl('Loja {NOME_PRODUTO}')] } }
    expect(generateSitelinks(ptOnly, 'es', 'X')).toEqual({ ok: true, items: [sl('Loja X')] })
  })
})
