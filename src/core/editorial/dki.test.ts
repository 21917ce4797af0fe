import { describe, expect, it } from 'vitest'
import { checkItem } from '../editorial'

const codes = (s: string) => checkItem('titles', s).map((w) => w.code)

describe('dynamic keyword insertion', () => {
  it.each([
    '{KeyWord:Colágeno Original}', '{keyword:colágeno original}', '{Keyword:Colágeno original}', '{KEYWord:Colágeno} Original',
    '{KeyWORD:Colágeno Original}', 'Compre {KeyWord:Colágeno} Hoje',
  ])('%s: no symbol or capitals warning', (s) => {
    expect(codes(s)).toEqual([])
  })

  it('counts the default text toward the limit, not the code', () => {
    const fits = `{KeyWord:${'a'.repeat(30)}}`
    expect(fits.length).toBeGreaterThan(30)
    expect(codes(fits)).toEqual([])
    expect(checkItem('titles', `{KeyWord:${'a'.repeat(31)}}`).map((w) => w.message)).toEqual(['Passa do limite de 30 caracteres'])
  })

  it('checks the default text like any text', () => {
    expect(checkItem('titles', '{KeyWord:FRETE Grátis}').map((w) => w.message)).toEqual(['Palavra toda em maiúsculas: FRETE'])
    expect(codes('{KeyWord:Oferta!}')).toEqual(['title-exclamation'])
  })

  it('works in descriptions too', () => {
    expect(checkItem('descriptions', `Compre {KeyWord:${'b'.repeat(79)}} já.`)).toEqual([])
  })

  it('flags a casing Google does not accept', () => {
    expect(checkItem('titles', '{keyWORD:Colágeno} Hoje').map(({ code, message, fix }) => ({ code, message, fix }))).toEqual([{
      code: 'dki-invalid',
      message: 'Inserção de palavra-chave com grafia que o Google não aceita: "{keyWORD:…}"',
      fix: 'Use {keyword:…}, {Keyword:…} ou {KeyWord:…}',
    }])
  })

  it.each(['{KeyWord:} Hoje', '{KeyWord} Hoje', '{KeyWord:  } Hoje'])('flags a missing default text: %s', (s) => {
    expect(checkItem('titles', s).map(({ code, fix }) => ({ code, fix }))).toEqual([{
      code: 'dki-invalid', fix: 'Escreva o texto padrão depois dos dois-pontos, como {KeyWord:Colágeno}',
    }])
  })
})
