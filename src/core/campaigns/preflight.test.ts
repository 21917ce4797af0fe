import { describe, expect, it } from 'vitest'
import type { AssetItem, AssetType } from '../types'
import { editorCampaign } from './__fixtures__/editor-campaign'
import { makeCampaign } from './__fixtures__/make-campaign'
import { preflight } from './preflight'
import type { Campaign } from './types'

const ADS: [AssetType, AssetItem[]][] = [['titles', ['Café Forte', 'Café Suave', 'Café Raro']], ['descriptions', ['Compre já hoje.', 'Entrega rápida.']], ['keywords', ['café']]]
const ready = (fields: Partial<Campaign> = {}, assets: [AssetType, AssetItem[]][] = ADS) =>
  makeCampaign({ name: 'C', final_url: 'https://loja.com.br/cafe', daily_budget: 30, ...fields }, assets)
const codes = (ps: { code: string }[]) => ps.map((p) => p.code)

describe('preflight errors (block the Editor file)', () => {
  it('passes a ready campaign', () => {
    expect(preflight(ready())).toStrictEqual({ errors: [], warnings: [] })
  })

  it('names the missing final URL and daily budget, with the field to fill', () => {
    const { errors } = preflight(makeCampaign({}, ADS))
    expect(errors).toStrictEqual([
      { code: 'final-url-missing', field: 'final_url', message: 'Falta a URL final (a página de destino dos anúncios).' },
      { code: 'daily-budget-missing', field: 'daily_budget', message: 'Falta o orçamento diário (R$) da campanha.' },
    ])
  })

  it.each([
    ['comprar "café', 'keyword-stray-mark', 'Palavras-chave, linha 2: "comprar "café" tem aspas ou colchetes soltos.'],
    ['[café', 'keyword-stray-mark', 'Palavras-chave, linha 2: "[café" tem aspas ou colchetes soltos.'],
    ['café "forte" já', 'keyword-stray-mark', 'linha 2: "café "forte" já" tem aspas'],
    ['café @ casa', 'keyword-invalid-symbol', 'Palavras-chave, linha 2: "café @ casa" tem símbolo que o Google não aceita em palavra-chave: @'],
    ['c'.repeat(81), 'too-long', 'passa do limite de 80 caracteres.'],
    ['um dois três quatro cinco seis sete oito nove dez onze', 'too-many-words', 'tem mais de 10 palavras.'],
  ])('keyword %j → %s', (keyword, code, message) => {
    const { errors } = preflight(ready({}, [...ADS.slice(0, 2), ['keywords', ['café', keyword]]]))
    expect(codes(errors)).toStrictEqual([code])
    expect(errors[0].message).toContain(message)
    expect(errors[0]).toMatchObject({ assetId: 'c1-a3', index: 1 })
  })

  it('checks negatives as keywords, naming their list', () => {
    const c = ready({}, [...ADS, ['negative_keywords', ['grátis', '"de graça']]])
    c.assets[3].name = 'Negativas nutra'
    expect(preflight(c).errors.map((e) => e.message)).toStrictEqual([
      'Palavras-chave negativas "Negativas nutra", linha 2: ""de graça" tem aspas ou colchetes soltos. Use "assim" para frase, [assim] para exata ou nada para ampla.',
    ])
  })

  it.each([
    ['titles', 'T'.repeat(31), 30],
    ['descriptions', 'D'.repeat(91), 90],
    ['callouts', 'C'.repeat(26), 25],
  ] as const)('refuses %s over their limit', (type, item, limit) => {
    const { errors } = preflight(ready({}, [...ADS, [type, [item]]]))
    expect(codes(errors)).toContain('too-long')
    expect(errors.find((e) => e.code === 'too-long')!.message).toContain(`passa do limite de ${limit} caracteres`)
  })

  it('refuses sitelink parts over their limit', () => {
    const { errors } = preflight(ready({}, [...ADS, ['sitelinks', [{ text: 'S'.repeat(26), desc1: 'd'.repeat(36), desc2: '', final_url: 'https://loja.com.br/s' }]]]))
    expect(errors.map((e) => e.message)).toStrictEqual([
      `Sitelinks, linha 1: "${'S'.repeat(26)}" passa do limite de 25 caracteres.`,
      `Sitelinks, linha 1: "${'d'.repeat(36)}" passa do limite de 35 caracteres.`,
    ])
  })

  it.each([
    ['2 distinct headlines', ['A', 'B', 'a'], ['D1', 'D2'], ['headlines-too-few']],
    ['1 description', ['A', 'B', 'C'], ['D1', 'd1'], ['descriptions-too-few']],
    ['titles only', ['A', 'B', 'C'], [], ['descriptions-too-few']],
    ['descriptions only', [], ['D1', 'D2'], ['headlines-too-few']],
  ])('an ad group with ad text needs 3 headlines and 2 descriptions: %s', (_, titles, descriptions, expected) => {
    const assets: [AssetType, AssetItem[]][] = [['keywords', ['café']]]
    if (titles.length) assets.push(['titles', titles])
    if (descriptions.length) assets.push(['descriptions', descriptions])
    expect(codes(preflight(ready({}, assets)).errors)).toStrictEqual(expected)
  })
})

describe('preflight warnings (the file still downloads)', () => {
  it('lists what the golden campaign leaves out', () => {
    const { errors, warnings } = preflight(editorCampaign)
    expect(errors).toStrictEqual([])
    expect(warnings.map((w) => w.message)).toStrictEqual([
      'O sitelink "Nossa História" (Sitelinks, linha 3) tem só uma linha de descrição: vai sem descrições (o Google pede as duas ou nenhuma).',
      'O sitelink "Sem Página" (Sitelinks, linha 4) fica de fora: falta a página dele (cada sitelink leva a uma página própria).',
      'O sitelink "Âncora" (Sitelinks, linha 5) fica de fora: a página dele é a mesma dos anúncios (um "#" no fim do endereço não faz outra página).',
      'As promoções (2) não vão no arquivo: o Google Ads Editor pede datas, ocasião e valor do desconto, que a ForjaAds não guarda. Crie-as no Google Ads.',
    ])
    expect(warnings[1]).toMatchObject({ code: 'sitelink-no-page', assetId: 'c1-a6', index: 3 })
  })

  it.each([
    ['no ads', ready({}, [['keywords', ['café']]]), 'no-ads'],
    ['no keywords', ready({}, ADS.slice(0, 2)), 'no-keywords'],
    ['ads over the cap', ready({}, [['titles', Array.from({ length: 46 }, (_, i) => `T${i}`)], ['descriptions', ['D1', 'D2']], ['keywords', ['café']]]), 'ads-over-cap'],
    ['an unknown country', ready({ country: 'Atlântida' }), 'country-unknown'],
    ['a negative that blocks a keyword', ready({}, [...ADS, ['negative_keywords', ['café']]]), 'keyword-conflict'],
    ['an editorial problem', ready({}, [...ADS, ['callouts', ['Frete Grátis!!']]]), 'editorial'],
    ['a repeated sitelink page', ready({}, [...ADS, ['sitelinks', [
      { text: 'A', desc1: '', desc2: '', final_url: 'https://loja.com.br/a' },
      { text: 'B', desc1: '', desc2: '', final_url: 'https://loja.com.br/a#b' },
    ]]]), 'sitelink-repeated-page'],
  ])('%s', (_, c, code) => {
    const { errors, warnings } = preflight(c)
    expect(errors).toStrictEqual([])
    expect(codes(warnings)).toContain(code)
  })

  it('words the conflict and the unknown country', () => {
    const c = ready({ country: 'Brasil e Atlântida' }, [...ADS, ['keywords', ['café forte']], ['negative_keywords', ['café']]])
    expect(preflight(c).warnings.map((w) => w.message)).toStrictEqual([
      'País não reconhecido: "Atlântida"; o arquivo segmenta só Brasil.',
      'A negativa "café" bloqueia a(s) palavra(s)-chave "café", "café forte".',
    ])
  })

  it('does not repeat an editorial warning on an item that already has an error', () => {
    const { errors, warnings } = preflight(ready({}, [...ADS, ['callouts', ['FRETE GRÁTIS PARA TODO O BRASIL!!']]]))
    expect(codes(errors)).toStrictEqual(['too-long'])
    expect(warnings).toStrictEqual([])
  })
})
