import { describe, expect, it } from 'vitest'
import { makeCampaign } from './__fixtures__/make-campaign'
import { compareCampaigns } from './compare'
import { comparisonCsv } from './compare-csv'
import { brl, situation } from './compare-labels'
import { readCsv, readCsvObjects } from './compare-csv-read'

const a = makeCampaign({ id: 'a', name: 'Café, Verão', country: 'Brasil', daily_budget: 1234.5, commission: 97 }, [
  ['keywords', ['[Café Especial]', 'café "gourmet"', 'moedor']],
  ['negative_keywords', ['grátis']],
  ['titles', ['Café Especial', 'Torra Artesanal']],
  ['descriptions', ['Entrega rápida.']],
])
const b = makeCampaign({ id: 'b', name: 'Café, Verão', country: 'Portugal', daily_budget: 20 }, [
  ['keywords', ['[cafe especial]', 'café grátis']],
  ['titles', ['CAFÉ ESPECIAL']],
])

describe('comparisonCsv', () => {
  const csv = comparisonCsv(compareCampaigns([a, b]))

  it('is UTF-8 with BOM, CRLF, and parses back to a table with one column a campaign', () => {
    expect(csv.startsWith('\uFEFF')).toBe(true)
    expect(csv).toContain('\r\n')
    const records = readCsv(csv)
    expect(records[0]).toEqual(['Seção', 'Item', 'Detalhe', 'Café, Verão', 'Café, Verão (2)'])
    expect(records.every((r) => r.length === 5)).toBe(true)
  })

  it('holds the settings, the counts, the summary, every keyword and the blocking negative', () => {
    const rows = readCsvObjects(csv)
    const find = (section: string, item: string) => rows.find((r) => r['Seção'] === section && r.Item === item)
    expect(find('Configurações', 'País')).toEqual({ 'Seção': 'Configurações', Item: 'País', Detalhe: 'Diferente', 'Café, Verão': 'Brasil', 'Café, Verão (2)': 'Portugal' })
    expect(find('Configurações', 'Orçamento diário')).toMatchObject({ 'Café, Verão': 'R$ 1.234,50', 'Café, Verão (2)': 'R$ 20,00' })
    expect(find('Configurações', 'Plataforma')).toMatchObject({ Detalhe: 'Igual em todas', 'Café, Verão': '', 'Café, Verão (2)': '' })
    expect(find('Quantidade de itens', 'Palavras-chave')).toMatchObject({ 'Café, Verão': '3', 'Café, Verão (2)': '2' })
    expect(find('Resumo', 'Palavras-chave em todas as campanhas')).toMatchObject({ Detalhe: '1' })
    expect(find('Resumo', 'Palavras-chave só nesta campanha')).toMatchObject({ 'Café, Verão': '2', 'Café, Verão (2)': '1' })
    expect(find('Resumo', 'Negativas que bloqueiam palavras-chave de outra campanha')).toMatchObject({ 'Café, Verão': '1', 'Café, Verão (2)': '0' })
    expect(find('Palavras-chave', '[Café Especial]')).toMatchObject({ Detalhe: 'Em todas', 'Café, Verão': 'Sim', 'Café, Verão (2)': 'Sim' })
    expect(find('Palavras-chave', 'café "gourmet"')).toMatchObject({ Detalhe: 'Só em Café, Verão', 'Café, Verão (2)': 'Não' })
    expect(find('Títulos', 'Café Especial')).toMatchObject({ Detalhe: 'Em todas' })
    expect(find('Negativas que bloqueiam', 'grátis')).toEqual({
      'Seção': 'Negativas que bloqueiam', Item: 'grátis', Detalhe: 'café grátis', 'Café, Verão': 'Negativa', 'Café, Verão (2)': 'Palavra-chave bloqueada',
    })
  })
})

describe('no cell runs as a formula in a spreadsheet', () => {
  it('puts an apostrophe before text that starts with =, +, -, @, tab or CR', () => {
    const evil = makeCampaign({ id: 'e', name: '=HYPERLINK("http://x","y")' }, [['titles', ['@SUM(A1)', '+Frete', 'Frete = grátis']]])
    const rows = readCsv(comparisonCsv(compareCampaigns([evil, b])))
    expect(rows[0][3]).toBe(`'=HYPERLINK("http://x","y")`)
    const items = rows.filter((r) => r[0] === 'Títulos').map((r) => r[1])
    expect(items).toEqual(expect.arrayContaining([`'@SUM(A1)`, `'+Frete`, 'Frete = grátis']))
  })
})

describe('brl and situation', () => {
  it.each([[0, 'R$ 0,00'], [9.9, 'R$ 9,90'], [1234567.891, 'R$ 1.234.567,89'], [-5, '-R$ 5,00']])('brl(%s) → %s', (n, text) => {
    expect(brl(n)).toBe(text)
  })

  it.each<[number[], string]>([[[0, 1, 2], 'Em todas'], [[1], 'Só em B'], [[0, 2], 'Em A e C']])('%j → %s', (inn, text) => {
    expect(situation({ text: 'x', in: inn }, ['A', 'B', 'C'])).toBe(text)
  })
})

describe('readCsv', () => {
  it.each<[string, string[][]]>([
    ['a,b\r\nc,d', [['a', 'b'], ['c', 'd']]],
    ['\uFEFF"x, y","say ""hi"""\n"multi\r\nline",', [['x, y', 'say "hi"'], ['multi\r\nline', '']]],
    ['', []],
  ])('%j', (text, records) => {
    expect(readCsv(text)).toEqual(records)
  })
})
