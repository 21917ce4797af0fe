import { describe, expect, it } from 'vitest'
import { isBrandClaim } from './brand-claims'

describe('isBrandClaim (affiliate-safe mode)', () => {
  it.each([
    '{NOME_PRODUTO} Site Oficial',
    'Compre na Loja Oficial',
    'Direto do Fabricante com Segurança',
    'direto da fábrica',
    'SITE OFICIAL', // case
    'Síte Ofícial', // accents
    'site-oficial', // punctuation between words
    'Official Site',
    'Buy from the Official Store',
    'Direct from the manufacturer',
    'Authorized Retailer',
    'Sitio Oficial',
    'Compra en la Tienda Oficial',
    'Directo del Fabricante',
    'Revendedor Autorizado',
  ])('%j is a brand claim', (text) => {
    expect(isBrandClaim(text)).toBe(true)
  })

  it.each([
    'Compra Segura',
    'Produto Original',
    'Oficina de Costura', // 'oficina' is not 'oficial'
    'Officer Training',
    'Veja Como Funciona',
    'Fabricante Nacional', // names the maker, claims nothing
    '',
  ])('%j is not', (text) => {
    expect(isBrandClaim(text)).toBe(false)
  })
})
