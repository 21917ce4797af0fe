import { describe, expect, it } from 'vitest'
import { fold, significantKeys, stem, words } from './text'

describe('builder text', () => {
  it.each([
    ['Grátis', 'gratis'],
    ['PROMOÇÃO', 'promocao'],
    ['a\u0301gua', 'agua'],
  ])('fold(%s) = %s', (input, out) => {
    expect(fold(input)).toBe(out)
  })

  it.each([
    ['capsulas', 'capsula'], ['promocoes', 'promocao'], ['paes', 'pae'], ['naturais', 'natural'], ['precos', 'preco'],
    ['gratis', 'gratis'], ['bonus', 'bonus'], ['express', 'express'], ['mes', 'mes'], ['reviews', 'review'], ['kit', 'kit'],
  ])('stem(%s) = %s', (input, out) => {
    expect(stem(input)).toBe(out)
  })

  it.each([
    ['Lipo Slim: preço, 3 potes!', ['Lipo', 'Slim', 'preço', '3', 'potes']],
    ["what's new", ["what's", 'new']],
    ['', []],
  ])('words(%s)', (input, out) => {
    expect(words(input)).toEqual(out)
  })

  it.each([
    ['Como tomar o Lipo Slim', ['tomar', 'lipo', 'slim']],
    ['the best price for you', ['best', 'price']],
    ['el precio de la faja', ['precio', 'faja']],
    ['Cápsulas e cápsula', ['capsula']],
  ])('significantKeys(%s)', (input, out) => {
    expect(significantKeys(input)).toEqual(out)
  })
})
