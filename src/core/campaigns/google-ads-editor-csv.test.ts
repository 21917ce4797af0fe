import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { makeCampaign } from './__fixtures__/make-campaign'
import {
  GOOGLE_ADS_EDITOR_COLUMNS,
  campaignToGoogleAdsEditorCsv,
  googleAdsEditorFileName,
  parseKeyword,
  responsiveSearchAds,
} from './google-ads-editor-csv'

const golden = readFileSync(new URL('./__fixtures__/google-ads-editor.golden.csv', import.meta.url), 'utf8')
const HEADER = GOOGLE_ADS_EDITOR_COLUMNS.join(',')
const FINAL_URL = 'https://exemplo.com.br/capsulas?utm_source=google&utm_medium=cpc'

const full = makeCampaign({ name: 'Promoção Relâmpago' }, [
  ['keywords', ['cápsulas originais', '"comprar cápsulas"', '[cápsulas relâmpago]']],
  ['negative_keywords', ['grátis', '"como fazer"', '[reclame aqui]']],
  ['titles', [
    'Promoção Relâmpago', 'Cápsulas Originais', 'Frete Grátis Hoje', 'Compre com Desconto', 'Site Oficial',
    'Entrega Rápida', 'Garantia de 30 Dias', 'Pagamento Seguro', 'Parcele em 12x', 'Oferta por Tempo Limitado',
  ]],
  ['descriptions', [
    'Cápsulas "originais", com frete grátis',
    'Compre no site oficial e receba em casa, com nota fiscal.',
    'Promoção relâmpago: até 50% de desconto só hoje.',
    'Pagamento seguro via Pix, boleto ou cartão em até 12x.',
    'Garantia de satisfação de 30 dias ou seu dinheiro de volta.',
  ]],
  // A second title asset, with one repeat ('Site Oficial'): 17 distinct titles in all.
  ['titles', [
    'Estoque Limitado', 'Resultados Comprovados', 'Fórmula Exclusiva', 'Satisfação Garantida',
    'Aproveite Já', 'Site Oficial', 'Compre Agora', 'Últimas Unidades',
  ]],
  ['sitelinks', [
    { text: 'Fale Conosco', desc1: 'Atendimento humanizado', desc2: 'Seg. a sex., das 9h às 18h' },
    { text: 'Perguntas Frequentes', desc1: 'Tire suas dúvidas', desc2: 'Tudo sobre "entrega"' },
  ]],
  ['callouts', ['Frete Grátis', 'Compra 100% Segura']],
  ['promotions', ['50% OFF', 'Leve 3 Pague 2']],
])

describe('campaignToGoogleAdsEditorCsv', () => {
  it('matches the golden file byte for byte (BOM, CRLF, quoting, accents)', () => {
    expect(golden.startsWith('\uFEFF')).toBe(true)
    expect(campaignToGoogleAdsEditorCsv(full, { finalUrl: FINAL_URL })).toBe(golden)
  })

  it('leaves promotions out', () => {
    expect(campaignToGoogleAdsEditorCsv(full)).not.toContain('50% OFF')
  })

  it('gives only the header row for a campaign without assets', () => {
    expect(campaignToGoogleAdsEditorCsv(makeCampaign())).toBe(`\uFEFF${HEADER}\r\n`)
  })

  it('leaves Final URL empty by default', () => {
    const c = makeCampaign({ name: 'C' }, [['titles', ['a', 'b', 'c']], ['descriptions', ['d', 'e']]])
    const empty = (n: number) => ','.repeat(n)
    expect(campaignToGoogleAdsEditorCsv(c)).toBe(
      `\uFEFF${HEADER}\r\nC,C,,,a,b,c${empty(12)},d,e${empty(7)}\r\n`,
    )
  })

  it.each([
    ['a comma', 'Frete grátis, sempre', '"Frete grátis, sempre"'],
    ['a quote', 'O "melhor" preço', '"O ""melhor"" preço"'],
    ['a line feed', 'linha 1\nlinha 2', '"linha 1\nlinha 2"'],
    ['a CRLF', 'linha 1\r\nlinha 2', '"linha 1\r\nlinha 2"'],
    ['nothing special', 'Compra Segura', 'Compra Segura'],
  ])('quotes a field with %s', (_, callout, cell) => {
    const csv = campaignToGoogleAdsEditorCsv(makeCampaign({ name: 'C' }, [['callouts', [callout]]]))
    expect(csv).toBe(`\uFEFF${HEADER}\r\nC${','.repeat(27)}${cell}\r\n`)
  })

  it('quotes a campaign name with a comma in every cell that holds it', () => {
    const csv = campaignToGoogleAdsEditorCsv(makeCampaign({ name: 'Nutra, Brasil' }, [['keywords', ['x']]]))
    expect(csv.split('\r\n')[1]).toBe(`"Nutra, Brasil","Nutra, Brasil",x,Broad${','.repeat(24)}`)
  })

  it('drops blank items, empty wrappings and repeated keywords (same text ignoring case, same match type)', () => {
    const c = makeCampaign({ name: 'C' }, [
      ['keywords', ['cápsulas', '  ', 'Cápsulas ', '"cápsulas"', '[]']],
      ['keywords', ['cápsulas']],
      ['negative_keywords', ['grátis', 'GRÁTIS']],
    ])
    const keywordCells = campaignToGoogleAdsEditorCsv(c).split('\r\n').slice(1, -1).map((l) => l.split(',').slice(2, 4))
    expect(keywordCells).toStrictEqual([
      ['cápsulas', 'Broad'],
      ['cápsulas', 'Phrase'],
      ['grátis', 'Campaign Negative Broad'],
    ])
  })
})

describe('parseKeyword', () => {
  it.each([
    ['cápsulas originais', 'cápsulas originais', 'Broad'],
    ['"comprar cápsulas"', 'comprar cápsulas', 'Phrase'],
    ['[cápsulas relâmpago]', 'cápsulas relâmpago', 'Exact'],
    ['  [ com espaços ]  ', 'com espaços', 'Exact'],
    ['"meia aspa', '"meia aspa', 'Broad'],
    ['[x', '[x', 'Broad'],
    ['[]', '', 'Exact'],
    ['"', '"', 'Broad'],
  ])('%j → %j %s', (raw, text, match) => {
    expect(parseKeyword(raw)).toStrictEqual({ text, match })
  })
})

describe('responsiveSearchAds', () => {
  const h = (n: number) => Array.from({ length: n }, (_, i) => `H${i + 1}`)
  const d = (n: number) => Array.from({ length: n }, (_, i) => `D${i + 1}`)
  const shape = (ads: { headlines: string[]; descriptions: string[] }[]) =>
    ads.map((ad) => `${ad.headlines.join(' ')} | ${ad.descriptions.join(' ')}`)

  it.each([
    ['nothing', 0, 0, []],
    ['one full ad', 15, 4, [`${h(15).join(' ')} | D1 D2 D3 D4`]],
    ['17 titles and 5 descriptions: the second ad borrows', 17, 5,
      [`${h(15).join(' ')} | D1 D2 D3 D4`, 'H16 H17 H1 | D5 D1']],
    ['descriptions outnumber: second ad borrows all 3 headlines', 3, 6, ['H1 H2 H3 | D1 D2 D3 D4', 'H1 H2 H3 | D5 D6']],
    ['30 titles: two ads, nothing to borrow', 30, 8,
      [`${h(15).join(' ')} | D1 D2 D3 D4`, `${h(30).slice(15).join(' ')} | D5 D6 D7 D8`]],
    ['too few for one ad: exported as is', 2, 1, ['H1 H2 | D1']],
    ['titles without descriptions', 4, 0, ['H1 H2 H3 H4 | ']],
  ] as const)('%s', (_, nh, nd, expected) => {
    expect(shape(responsiveSearchAds(h(nh), d(nd)))).toStrictEqual(expected)
  })
})

describe('googleAdsEditorFileName', () => {
  it.each([
    ['Promoção Relâmpago', 'forjaads_google_ads_Promoção_Relâmpago.csv'],
    [' Nutra / Brasil: "BR" ', 'forjaads_google_ads_Nutra_Brasil_BR.csv'],
  ])('%j → %s', (name, expected) => {
    expect(googleAdsEditorFileName(name)).toBe(expected)
  })
})
