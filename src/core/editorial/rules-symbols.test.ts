import { describe, expect, it } from 'vitest'
import { checkItem } from '../editorial'
import type { AssetType } from '../types'

const found = (kind: AssetType, s: string) => checkItem(kind, s).map(({ code, message, fix }) => ({ code, message, fix }))
const codes = (kind: AssetType, s: string) => checkItem(kind, s).map((w) => w.code)

describe('decorative symbols in ad text', () => {
  it.each([
    ['★ Oferta Especial', 'Símbolo decorativo: ★', 'Remova o símbolo ★'],
    ['Frete Grátis • Troca Fácil', 'Símbolo decorativo: •', 'Remova o símbolo •; separe as ideias com vírgula ou ponto'],
    ['Oferta → Hoje ► Já', 'Símbolos decorativos: → ►', 'Remova os símbolos → ►; separe as ideias com vírgula ou ponto'],
    ['Original ✓', 'Símbolo decorativo: ✓', 'Remova o símbolo ✓'],
    ['☆ ➤ ● ■ ◆ Loja', 'Símbolos decorativos: ☆ ➤ ● ■ ◆', 'Remova os símbolos ☆ ➤ ● ■ ◆'],
    ['Frete · Troca', 'Símbolo decorativo: ·', 'Remova o símbolo ·; separe as ideias com vírgula ou ponto'],
  ])('%s', (s, message, fix) => {
    expect(found('titles', s)).toEqual([{ code: 'decorative-symbol', message, fix }])
  })

  it.each([
    ['ordinary punctuation', 'Frete: 10% off, já; até 3/4 - sim – R$ 5 & mais + "sim" (ok) \'x\'?'],
    ['© ® ™', 'Colágeno® Verisol™ ©'],
    ['ordinals and degrees', '1º lugar, 2ª edição, 40°'],
    ['comparison signs', 'Peso ≤ 2 kg, ≥ 18 anos'],
  ])('%s are fine', (_name, s) => {
    expect(codes('descriptions', s)).toEqual([])
  })

  it('symbols that are also emoji are reported once, as emoji', () => {
    expect(found('callouts', '✔ Colágeno ♥')).toEqual([{ code: 'emoji', message: 'Emoji não é aceito', fix: 'Remova os emojis ✔ ♥' }])
  })

  it('flag letters are emoji', () => {
    expect(found('callouts', 'Brasil 🇧🇷')).toEqual([{ code: 'emoji', message: 'Emoji não é aceito', fix: 'Remova o emoji 🇧🇷' }])
  })

  it('the ellipsis character is repeated punctuation, like "..."', () => {
    expect(found('descriptions', 'Leia mais…')).toEqual([
      { code: 'repeated-punctuation', message: 'Pontuação repetida: …', fix: 'Use um sinal só: . em vez de …' },
    ])
  })

  it('keywords are not checked for decorations (Google refuses only its symbol set there)', () => {
    expect(codes('keywords', 'colágeno • original')).toEqual([])
  })
})

describe('styled letters', () => {
  it.each([
    ['𝐅𝐫𝐞𝐭𝐞 Grátis', 'Letras estilizadas: 𝐅𝐫𝐞𝐭𝐞', 'Escreva "Frete" com letras e números comuns'],
    ['Ⓕrete em ① dia', 'Letras estilizadas: Ⓕrete ①', 'Escreva "Frete" e "1" com letras e números comuns'],
  ])('%s', (s, message, fix) => {
    expect(found('titles', s)).toEqual([{ code: 'styled-letters', message, fix }])
  })
})

describe('asterisks', () => {
  it.each([
    ['*Frete* Grátis', 'Asterisco para destacar: *Frete*', 'Remova os asteriscos: escreva "Frete"'],
    ['Só **hoje**', 'Asterisco para destacar: **hoje**', 'Remova os asteriscos: escreva "hoje"'],
    ['Frete Grátis*', 'Asterisco não é aceito no anúncio', 'Remova o *; se ele indica condições, escreva "Consulte condições"'],
  ])('%s', (s, message, fix) => {
    expect(found('callouts', s)).toEqual([{ code: 'asterisk', message, fix }])
  })
})

describe('symbols or digits in place of letters', () => {
  it.each([
    ['Compre fl@res hoje', 'Símbolo ou número no lugar de letra: fl@res', 'Escreva "fl@res" só com letras'],
    ['Ca$h de volta', 'Símbolo ou número no lugar de letra: Ca$h', 'Escreva "Ca$h" só com letras'],
    ['Frete gr4tis', 'Símbolo ou número no lugar de letra: gr4tis', 'Escreva "gr4tis" só com letras'],
    ['Frete GR4TIS e c0mpre', 'Símbolos ou números no lugar de letras: GR4TIS c0mpre', 'Escreva "GR4TIS" e "c0mpre" só com letras'],
  ])('%s', (s, message, fix) => {
    expect(found('descriptions', s)).toEqual([{ code: 'symbol-in-word', message, fix }])
  })

  it.each([
    'R$ 10 a unidade', 'R$10 ou US$ 5', 'Água H2O pura', 'Kit 3x4x5 cm', 'HbA1c controlada', 'Modelo MP3 e B12',
    'Fale com contato@loja.com.br.', 'Leve 3 x 1', 'Vitamina B12', '4K e 5G', '12x sem juros',
  ])('%s is fine', (s) => {
    expect(codes('descriptions', s)).toEqual([])
  })
})
