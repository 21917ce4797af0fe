import { describe, expect, it } from 'vitest'
import type { TextTemplates } from '../types'
import { type TextAssetKind, generateTextAssets } from './text-assets'

const store: TextTemplates = {
  pt: { templates: ['{NOME_PRODUTO} Original', 'Compre {NOME_PRODUTO} com Frete Grátis Hoje', '{NOME_PRODUTO} | {NOME_PRODUTO}', '  {NOME_PRODUTO} Original  ', ''] },
  en: { templates: ['Buy {NOME_PRODUTO} Today'] },
  es: { templates: [] },
}
const ptOnly: TextTemplates = { pt: { templates: ['Promoção {NOME_PRODUTO}'] } }

type Case = [string, TextAssetKind, TextTemplates, string, string, ReturnType<typeof generateTextAssets>]

describe('generateTextAssets', () => {
  it.each<Case>([
    ['titles: filled, trimmed, cut to 30, blanks dropped, de-duplicated', 'titles', store, 'pt', 'Colágeno',
      { ok: true, items: ['Colágeno Original', 'Compre Colágeno com Frete Grát', 'Colágeno | Colágeno'] }],
    ['descriptions are cut to 90 (nothing cut here)', 'descriptions', store, 'pt', 'Colágeno',
      { ok: true, items: ['Colágeno Original', 'Compre Colágeno com Frete Grátis Hoje', 'Colágeno | Colágeno'] }],
    ['callouts are cut to 25', 'callouts', store, 'pt', 'Colágeno',
      { ok: true, items: ['Colágeno Original', 'Compre Colágeno com Frete', 'Colágeno | Colágeno'] }],
    ['promotions are cut to 20', 'promotions', store, 'pt', 'Colágeno',
      { ok: true, items: ['Colágeno Original', 'Compre Colágeno com', 'Colágeno | Colágeno'] }],
    ['product is trimmed', 'titles', store, 'en', '  Collagen  ', { ok: true, items: ['Buy Collagen Today'] }],
    ['language without templates: English', 'titles', store, 'fr', 'Collagen', { ok: true, items: ['Buy Collagen Today'] }],
    ['empty language list: English', 'titles', store, 'es', 'Colágeno', { ok: true, items: ['Buy Colágeno Today'] }],
    ['no English either: Portuguese', 'promotions', ptOnly, 'es', 'Kit', { ok: true, items: ['Promoção Kit'] }],
    ['no language chosen: English, then Portuguese', 'promotions', ptOnly, '', 'Kit', { ok: true, items: ['Promoção Kit'] }],
    ['empty store: nothing', 'titles', {}, 'pt', 'Kit', { ok: true, items: [] }],
    ['blank product', 'titles', store, 'pt', '   ', { ok: false, error: 'product-required' }],
    ['empty product', 'callouts', store, 'pt', '', { ok: false, error: 'product-required' }],
  ])('%s', (_name, kind, templates, language, product, expected) => {
    expect(generateTextAssets(kind, templates, language as '', product)).toEqual(expected)
  })

  it('cuts after filling: a long product name is cut with the template', () => {
    const r = generateTextAssets('titles', { pt: { templates: ['{NOME_PRODUTO}'] } }, 'pt', 'Suplemento Alimentar de Colágeno Hidrolisado')
    expect(r).toEqual({ ok: true, items: ['Suplemento Alimentar de Coláge'] })
  })
})
