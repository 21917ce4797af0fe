import { describe, expect, it } from 'vitest'
import type { OfferFacts, ProductGender } from '../types'
import { ARTICLE_FORMS, cleanProduct, factsUsed, fillTemplate } from './fill-template'

const facts: OfferFacts = { warrantyDays: 30, installments: 12, discountPercent: 20 }
const fill = (template: string, gender: ProductGender, product = 'Lipo Slim', f: OfferFacts = facts) =>
  fillTemplate(template, { product, gender, facts: f })

describe('fillTemplate: article forms agree with the gender', () => {
  it.each([
    ['Conheça {o} {NOME_PRODUTO}', 'Conheça o Lipo Slim', 'Conheça a Lipo Slim'],
    ['{O} {NOME_PRODUTO} original', 'O Lipo Slim original', 'A Lipo Slim original'],
    ['Avaliações {do} {NOME_PRODUTO}', 'Avaliações do Lipo Slim', 'Avaliações da Lipo Slim'],
    ['{Do} {NOME_PRODUTO}', 'Do Lipo Slim', 'Da Lipo Slim'],
    ['Desconto {no} {NOME_PRODUTO}', 'Desconto no Lipo Slim', 'Desconto na Lipo Slim'],
    ['{No} {NOME_PRODUTO}', 'No Lipo Slim', 'Na Lipo Slim'],
    ['Diga sim {ao} {NOME_PRODUTO}', 'Diga sim ao Lipo Slim', 'Diga sim à Lipo Slim'],
    ['{Ao} {NOME_PRODUTO}', 'Ao Lipo Slim', 'À Lipo Slim'],
    ['Ganhe {um} {NOME_PRODUTO}', 'Ganhe um Lipo Slim', 'Ganhe uma Lipo Slim'],
    ['{Um} {NOME_PRODUTO}', 'Um Lipo Slim', 'Uma Lipo Slim'],
    ['Peça {o} {seu} hoje', 'Peça o seu hoje', 'Peça a sua hoje'],
    ['Peça {Seu} {NOME_PRODUTO}', 'Peça Seu Lipo Slim', 'Peça Sua Lipo Slim'],
    ['Pague {pelo} {NOME_PRODUTO}', 'Pague pelo Lipo Slim', 'Pague pela Lipo Slim'],
    ['{Pelo} preço', 'Pelo preço', 'Pela preço'],
    ['{Este} é {este}', 'Este é este', 'Esta é esta'],
  ])('%j → m %j, f %j', (template, masculine, feminine) => {
    expect(fill(template, 'm')).toEqual({ ok: true, text: masculine })
    expect(fill(template, 'f')).toEqual({ ok: true, text: feminine })
  })

  it('every form has a masculine and a feminine word', () => {
    for (const forms of Object.values(ARTICLE_FORMS)) {
      expect(forms.m).not.toBe('')
      expect(forms.f).not.toBe('')
    }
  })
})

describe('fillTemplate: product and offer facts', () => {
  it.each([
    ['{NOME_PRODUTO} e {NOME_PRODUTO}', 'X', 'X e X'],
    ['Por {NOME_PRODUTO}', 'R$ 10 $& $1', 'Por R$ 10 $& $1'], // $ patterns stay literal
    ['{nome_produto} fica', 'X', '{nome_produto} fica'], // tokens are case-sensitive; unknown ones stay
    ['{OI} e {toString} ficam', 'X', '{OI} e {toString} ficam'], // only own article forms
    ['Garantia de {GARANTIA_DIAS} Dias', 'X', 'Garantia de 30 Dias'],
    ['Até {PARCELAS}x sem Juros', 'X', 'Até 12x sem Juros'],
    ['{DESCONTO}% de Desconto', 'X', '20% de Desconto'],
    ['  {NOME_PRODUTO}  ', 'X', 'X'], // trimmed
  ])('%j with %j → %j', (template, product, expected) => {
    expect(fill(template, 'm', product)).toEqual({ ok: true, text: expected })
  })

  it.each<[string, OfferFacts, string[]]>([
    ['Garantia de {GARANTIA_DIAS} Dias', {}, ['warrantyDays']],
    ['{PARCELAS}x ou {DESCONTO}% no Pix', { installments: 12 }, ['discountPercent']],
    ['{DESCONTO}% e {GARANTIA_DIAS} dias e {PARCELAS}x', {}, ['warrantyDays', 'installments', 'discountPercent']],
  ])('%j without the fact → missing %j', (template, given, missing) => {
    expect(fill(template, 'm', 'X', given)).toEqual({ ok: false, missing })
  })

  it('lists the facts a template quotes, in a fixed order', () => {
    expect(factsUsed('{DESCONTO}% {NOME_PRODUTO} {GARANTIA_DIAS} {DESCONTO}')).toEqual(['warrantyDays', 'discountPercent'])
    expect(factsUsed('Compre {o} {NOME_PRODUTO}')).toEqual([])
  })
})

describe('cleanProduct', () => {
  it.each([
    ['  Lipo Slim  ', 'Lipo Slim'],
    ['Lipo   Slim\tCaps', 'Lipo Slim Caps'],
    ['', ''],
  ])('%j → %j', (product, expected) => {
    expect(cleanProduct(product)).toBe(expected)
  })
})
