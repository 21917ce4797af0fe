import { describe, expect, it } from 'vitest'
import type { Sitelink } from '../types'
import {
  defaultListName, exportFileName, listToClipboard, listToTxt, sitelinksToClipboard, sitelinksToTxt, toTxt,
} from './txt'

// Built from local parts, so the tests hold in any time zone.
const nov21 = new Date(2026, 10, 21, 15, 30)
const jan5 = new Date(2027, 0, 5, 0, 0, 1)
const dec31late = new Date(2026, 11, 31, 23, 59, 59)

describe('exportFileName', () => {
  it.each([
    ['keywords', nov21, 'forjaads_keywords_2026-11-21.txt'],
    ['negative_keywords', nov21, 'forjaads_negative_keywords_2026-11-21.txt'],
    ['titles', jan5, 'forjaads_titles_2027-01-05.txt'],
    ['descriptions', dec31late, 'forjaads_descriptions_2026-12-31.txt'],
    ['sitelinks', nov21, 'forjaads_sitelinks_2026-11-21.txt'],
    ['callouts', nov21, 'forjaads_callouts_2026-11-21.txt'],
    ['promotions', nov21, 'forjaads_promotions_2026-11-21.txt'],
  ] as const)('%s on %s → %s', (tool, now, expected) => {
    expect(exportFileName(tool, now)).toBe(expected)
  })
})

describe('defaultListName', () => {
  it.each([
    ['keywords', nov21, 'Palavras-chave 21/11/2026'],
    ['negative_keywords', nov21, 'Palavras-chave negativas 21/11/2026'],
    ['titles', jan5, 'Títulos 05/01/2027'],
    ['descriptions', nov21, 'Descrições 21/11/2026'],
    ['sitelinks', nov21, 'Sitelinks 21/11/2026'],
    ['callouts', nov21, 'Frases de destaque 21/11/2026'],
    ['promotions', dec31late, 'Promoções 31/12/2026'],
  ] as const)('%s → %s', (tool, now, expected) => {
    expect(defaultListName(tool, now)).toBe(expected)
  })
})

describe('toTxt', () => {
  it.each([
    [[], ''],
    [['um'], 'um'],
    [['frete grátis', '[compre já]', '"promoção"'], 'frete grátis\n[compre já]\n"promoção"'],
  ])('%j → %j', (items, expected) => {
    expect(toTxt(items)).toBe(expected)
  })
})

const a: Sitelink = { text: 'Comprar', desc1: 'Frete grátis', desc2: 'Entrega rápida' }
const b: Sitelink = { text: 'Contato', desc1: '', desc2: '' }

describe('sitelinks', () => {
  it.each([
    [[], '', ''],
    [[a], 'Texto: Comprar\nDescrição 1: Frete grátis\nDescrição 2: Entrega rápida', 'Comprar; Frete grátis; Entrega rápida'],
    [
      [a, b],
      'Texto: Comprar\nDescrição 1: Frete grátis\nDescrição 2: Entrega rápida\n\nTexto: Contato\nDescrição 1: \nDescrição 2: ',
      'Comprar; Frete grátis; Entrega rápida\nContato; ; ',
    ],
  ])('%j', (items, txt, clip) => {
    expect(sitelinksToTxt(items)).toBe(txt)
    expect(sitelinksToClipboard(items)).toBe(clip)
    expect(listToTxt('sitelinks', items)).toBe(txt)
    expect(listToClipboard('sitelinks', items)).toBe(clip)
  })

  it('other tools export and copy one item a line', () => {
    expect(listToTxt('callouts', ['a', 'b'])).toBe('a\nb')
    expect(listToClipboard('keywords', ['[a]', 'b'])).toBe('[a]\nb')
  })
})
