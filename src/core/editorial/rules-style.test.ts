import { describe, expect, it } from 'vitest'
import { checkItem } from '../editorial'
import type { AssetType, Sitelink } from '../types'

const found = (kind: AssetType, s: string | Sitelink) => checkItem(kind, s).map(({ code, message, fix }) => ({ code, message, fix }))
const codes = (kind: AssetType, s: string) => checkItem(kind, s).map((w) => w.code)

describe('capitals: words of 2+ letters, acronyms aside', () => {
  it.each([
    ['Kit PRO', 'Palavra toda em maiúsculas: PRO', 'Escreva "Pro" em vez de "PRO"'],
    ['Compre DE graça', 'Palavra toda em maiúsculas: DE', 'Escreva "De" em vez de "DE"'],
    ['FRETE GRÁTIS já', 'Palavras todas em maiúsculas: FRETE, GRÁTIS', 'Escreva "Frete" e "Grátis", só com a inicial maiúscula'],
    ['Kit TOP', 'Palavra toda em maiúsculas: TOP', 'Escreva "Top" em vez de "TOP"'],
  ])('%s', (s, message, fix) => {
    expect(found('titles', s)).toEqual([{ code: 'all-caps', message, fix }])
  })

  it.each([
    'Pague com PIX', 'Até 50% OFF', 'Aprovado pela ANVISA', 'Selo INMETRO', 'Envio para SP, RJ e MG', 'Informe CPF ou CNPJ',
    'Veja o FAQ e o PDF', 'Cliente VIP', 'TV LED USB e GPS', 'Protetor FPS 50 com UVA e UVB', 'SPF 30', 'Feito nos EUA',
    'Made in USA', 'Colágeno Tipo II', 'Século XXI', 'Fale com o SAC', 'Tamanhos P, M, G e GG', 'Preço em US$ 10',
    'Tela 4K, rede 5G, em 12X', 'OK', 'Ômega 3 com DHA e EPA',
  ])('%s is fine', (s) => {
    expect(codes('descriptions', s)).toEqual([])
  })
})

describe('spaced or dotted letters', () => {
  it.each([
    ['F.R.E.T.E Grátis', 'Letras separadas por pontos: F.R.E.T.E', 'Escreva "Frete" em vez de "F.R.E.T.E"'],
    ['F. R. E. T. E. já', 'Letras separadas por pontos: F. R. E. T. E.', 'Escreva "Frete" em vez de "F. R. E. T. E."'],
    ['f r e t e grátis', 'Letras separadas por espaços: f r e t e', 'Escreva "frete" em vez de "f r e t e"'],
    ['Só hoje O F F', 'Letras separadas por espaços: O F F', 'Escreva "Off" em vez de "O F F"'],
    ['S A L E now', 'Letras separadas por espaços: S A L E', 'Escreva "Sale" em vez de "S A L E"'],
  ])('%s', (s, message, fix) => {
    expect(found('titles', s)).toEqual([{ code: 'spaced-letters', message, fix }])
  })

  it.each([
    'Tudo de A a Z', 'Vitaminas C e D', 'Plano A o B', 'Vitamina A, C e E', 'Feito nos E.U.A.', 'Made in the U.S.A.',
    'R$ 10 a unidade', 'Leve 3 x 1', 'Tamanho M e G', 'Compre a e o', 'S.A. e Cia', 'Aceita Pix e cartão',
    'E.U.A. e Canadá', 'As vogais a e i',
  ])('%s is fine', (s) => {
    expect(codes('descriptions', s)).not.toContain('spaced-letters')
  })
})

describe('spaces and repeated words', () => {
  it.each<[string, string, string, string]>([
    ['Oferta  dupla', 'double-space', 'Espaço duplo entre palavras', 'Deixe um espaço só entre as palavras'],
    ['Oferta\tdupla', 'double-space', 'Quebra de linha ou tabulação no meio do texto', 'Troque por um espaço só'],
    ['Linha\nnova', 'double-space', 'Quebra de linha ou tabulação no meio do texto', 'Troque por um espaço só'],
    ['compre compre compre', 'repeated-word', 'Palavra repetida três vezes seguidas: compre', 'Escreva "compre" uma vez só'],
    ['Compre, COMPRE, compre já.', 'repeated-word', 'Palavra repetida três vezes seguidas: Compre', 'Escreva "Compre" uma vez só'],
  ])('%j', (s, code, message, fix) => {
    expect(found('descriptions', s).filter((w) => w.code === code)).toEqual([{ code, message, fix }])
  })

  it.each(['Compre compre hoje', 'Oferta para você', 'Bom, bom e barato', 'Pão pão queijo queijo'])('%s is fine', (s) => {
    expect(codes('descriptions', s)).toEqual([])
  })

  it('a double space at an edge is only an edge space', () => {
    expect(codes('titles', '  Oferta')).toEqual(['edge-space'])
  })
})

describe('"!" by kind', () => {
  it.each<[AssetType, string, string[]]>([
    ['titles', 'Compre já!', ['title-exclamation']],
    ['descriptions', 'Compre já! Frete grátis.', []],
    ['descriptions', 'Compre já! Frete grátis!', ['description-exclamations']],
    ['callouts', 'Aproveite!', ['callout-exclamation']],
    ['callouts', 'Aproveite', []],
    ['promotions', 'Black Friday!', []],
  ])('%s %j', (kind, s, expected) => {
    expect(codes(kind, s)).toEqual(expected)
  })

  it('a sitelink refuses "!" in every part', () => {
    expect(found('sitelinks', { text: 'Compre!', desc1: 'Frete grátis!', desc2: 'Entrega rápida' })).toEqual([
      { code: 'sitelink-exclamation', message: 'Texto: Sitelink não pode ter "!"', fix: 'Remova o "!" do sitelink' },
      { code: 'sitelink-exclamation', message: 'Descrição 1: Sitelink não pode ter "!"', fix: 'Remova o "!" do sitelink' },
    ])
  })
})
