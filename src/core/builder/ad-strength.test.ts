import { describe, expect, it } from 'vitest'
import type { PinnedText } from './ad-preview'
import { adStrength, type StrengthCode, type StrengthInput, type StrengthLevel } from './ad-strength'

const free = (...texts: string[]): PinnedText[] => texts.map((text) => ({ text, pin: null }))
/** 15 headlines that say different things, 3 of them with a keyword of KEYWORDS. */
const H15 = free(
  'Lipo Slim Preço', 'Comprar Lipo Slim', 'Lipo Slim Original', 'Frete Grátis Hoje', 'Entrega Rápida no Brasil',
  'Garantia de Satisfação', 'Fórmula Natural', 'Aprovado por Clientes', 'Pagamento Seguro', 'Site Seguro e Confiável',
  'Ofertas da Semana', 'Atendimento Humano', 'Kit com 3 Potes', 'Parcele no Cartão', 'Resultados Reais',
)
const D4 = free('Compre com frete grátis para todo o Brasil.', 'Fórmula natural aprovada por milhares de clientes.',
  'Pagamento seguro no cartão, boleto ou Pix.', 'Atendimento humano todos os dias da semana.')
const KEYWORDS = ['[lipo slim preço]', '"comprar lipo slim"', 'lipo slim original', 'lipo slim farmácia']
const codes = (input: StrengthInput) => adStrength(input).missing.map((p) => p.code)

const CASES: [string, StrengthInput, StrengthLevel, number, StrengthCode[]][] = [
  ['15 distinct headlines with keywords, 4 descriptions, no pins', { ad: { headlines: H15, descriptions: D4 }, keywords: KEYWORDS, product: 'Lipo Slim' }, 'Excelente', 100, []],
  ['same ad, no keyword of the group in the headlines', { ad: { headlines: H15, descriptions: D4 }, keywords: ['[emagrecer rápido]'], product: 'Lipo Slim' }, 'Boa', 80, ['keywords-missing']],
  ['same ad, a group without keywords', { ad: { headlines: H15, descriptions: D4 }, keywords: [], product: 'Lipo Slim' }, 'Boa', 80, ['no-keywords']],
  ['8 headlines, 2 descriptions, 1 keyword headline', { ad: { headlines: [H15[0], ...H15.slice(3, 10)], descriptions: D4.slice(0, 2) }, keywords: KEYWORDS, product: 'Lipo Slim' }, 'Média', 65, ['headlines-few', 'descriptions-few', 'keywords-missing']],
  ['5 headlines with keywords: at most Média, however clean', { ad: { headlines: H15.slice(0, 5), descriptions: D4 }, keywords: KEYWORDS, product: 'Lipo Slim' }, 'Média', 80, ['headlines-few']],
  ['incomplete: 2 headlines', { ad: { headlines: H15.slice(0, 2), descriptions: D4 }, keywords: KEYWORDS }, 'Baixa', 44, ['incomplete', 'headlines-few', 'keywords-missing']],
  ['3 headlines, 2 descriptions, no keywords in them', { ad: { headlines: H15.slice(3, 6), descriptions: D4.slice(0, 2) }, keywords: KEYWORDS }, 'Baixa', 40, ['headlines-few', 'descriptions-few', 'keywords-missing']],
]

describe('adStrength', () => {
  it.each(CASES)('%s', (_, input, level, score, missing) => {
    const r = adStrength(input)
    expect([r.level, r.score, r.missing.map((p) => p.code)]).toEqual([level, score, missing])
  })

  it('similar headlines: named by position, the product words left out', () => {
    const headlines = [...H15.slice(0, 12), ...free('Lipo Slim com Frete Grátis Hoje', 'Preço do Lipo Slim')]
    const r = adStrength({ ad: { headlines, descriptions: D4 }, keywords: KEYWORDS, product: 'Lipo Slim' })
    expect(r.missing).toEqual([
      { code: 'headlines-similar', message: 'Os títulos 1 e 14 dizem quase o mesmo ("Lipo Slim Preço" e "Preço do Lipo Slim"): reescreva um deles com outra mensagem (benefício, oferta, prova ou chamada para ação).' },
      { code: 'headlines-similar', message: 'Os títulos 4 e 13 dizem quase o mesmo ("Frete Grátis Hoje" e "Lipo Slim com Frete Grátis Hoje"): reescreva um deles com outra mensagem (benefício, oferta, prova ou chamada para ação).' },
    ])
    expect([r.level, r.score]).toEqual(['Excelente', 92])
    // A long product name makes every headline look alike unless its words are left out.
    const long = { ad: { headlines: free('Lipo Slim Turbo Caps Preço', 'Lipo Slim Turbo Caps Original', 'Lipo Slim Turbo Caps Kit'), descriptions: D4 }, keywords: KEYWORDS }
    expect(codes(long).filter((c) => c === 'headlines-similar')).toHaveLength(3)
    expect(codes({ ...long, product: 'Lipo Slim Turbo Caps' })).not.toContain('headlines-similar')
  })

  it('repeated texts count once; similar descriptions are named', () => {
    const r = adStrength({ ad: { headlines: [...H15, ...free('lipo slim preço')], descriptions: free('Frete grátis para todo o Brasil.', 'Frete grátis para o Brasil todo!', 'Outra coisa bem diferente aqui.') }, keywords: KEYWORDS, product: 'Lipo Slim' })
    expect(r.missing.map((p) => p.message)).toEqual([
      'Adicione mais descrições: use as 4 (este anúncio tem 3).',
      'As descrições 1 e 2 dizem quase o mesmo ("Frete grátis para todo o Brasil." e "Frete grátis para o Brasil todo!"): reescreva um deles com outra mensagem (benefício, oferta, prova ou chamada para ação).',
    ])
  })

  it.each([
    ['one headline pinned alone to 1', [{ text: H15[0].text, pin: 1 }, ...H15.slice(1)], ['pin-alone', 'pins-reduce'], 89, 'Boa'],
    ['two headlines pinned to 1: not alone, still fewer combinations', [{ text: H15[0].text, pin: 1 }, { text: H15[1].text, pin: 1 }, ...H15.slice(2)], ['pins-reduce'], 95, 'Excelente'],
    ['one pinned to each of 1, 2, 3', H15.map((x, i) => ({ text: x.text, pin: i < 3 ? i + 1 : null })), ['pin-alone', 'pin-alone', 'pin-alone', 'pins-reduce'], 85, 'Boa'],
  ])('pins: %s', (_, headlines, missing, score, level) => {
    const r = adStrength({ ad: { headlines, descriptions: D4 }, keywords: KEYWORDS, product: 'Lipo Slim' })
    expect([r.missing.map((p) => p.code), r.score, r.level]).toEqual([missing, score, level])
  })

  it('says what to do about a lone pin', () => {
    const r = adStrength({ ad: { headlines: [{ text: 'Lipo Slim Preço', pin: 1 }, ...H15.slice(1)], descriptions: D4 }, keywords: KEYWORDS })
    expect(r.missing.find((p) => p.code === 'pin-alone')?.message).toBe('O título "Lipo Slim Preço" está fixado sozinho na posição 1 e sempre aparece ali: fixe mais 1 ou 2 na mesma posição ou solte-o, para o Google poder combinar.')
  })
})
