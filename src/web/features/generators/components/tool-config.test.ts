import { describe, expect, it } from 'vitest'
import { normaliseEdit, parseForTool } from './tool-config'

describe('parseForTool', () => {
  it.each([
    ['negative_keywords', 'GRÁTIS\nGrátis\n Reclame AQUI ', ['grátis', 'reclame aqui']], // lowercased, then de-duplicated
    ['keywords', 'Comprar Lipo\n[Lipo Slim]', ['Comprar Lipo', '[Lipo Slim]']], // keywords keep their case
    ['titles', 'Compre Lipo Slim Turbo Caps Agora', ['Compre Lipo Slim Turbo Caps']], // cut at a whole word
    ['promotions', 'Promoção relâmpago imperdível', ['Promoção relâmpago']],
  ] as const)('%s %j → %j', (tool, text, expected) => {
    expect(parseForTool(tool, text)).toEqual(expected)
  })

  it('sitelinks: every part cut at a whole word', () => {
    expect(parseForTool('sitelinks', 'Garantia estendida de trinta dias;Satisfação ou seu dinheiro de volta sem perguntas;ok'))
      .toEqual([{ text: 'Garantia estendida de', desc1: 'Satisfação ou seu dinheiro de volta', desc2: 'ok' }])
  })
})

describe('normaliseEdit (inline edit)', () => {
  it.each([
    ['negative_keywords', ' GRÁTIS ', 'grátis'],
    ['keywords', ' Lipo Slim ORIGINAL ', 'Lipo Slim ORIGINAL'],
    ['titles', 'Compre Lipo Slim Turbo Caps Agora', 'Compre Lipo Slim Turbo Caps'],
    ['descriptions', ' Curta ', 'Curta'],
    ['callouts', 'Entrega rápida para todo o Brasil', 'Entrega rápida para todo'],
  ] as const)('%s %j → %j', (tool, value, expected) => {
    expect(normaliseEdit(tool, value)).toBe(expected)
  })
})
