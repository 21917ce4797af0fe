/**
 * The comparison as a spreadsheet (GET /api/campaigns/compare?format=csv): UTF-8 with BOM, comma,
 * CRLF, what Sheets and Excel open with the accents right. One table: 'Seção', 'Item', 'Detalhe', then
 * one column a campaign (headed by its name), so every section reads across the campaigns.
 */
// The browser build: see google-ads-editor-csv.ts.
import { stringify } from 'csv-stringify/browser/esm/sync'
import { ASSET_LABELS } from '../exporters/txt'
import type { Comparison, Overlap } from './compare'
import { SETTING_LABELS, settingText, situation } from './compare-labels'

export const COMPARISON_FILE_NAME = 'comparacao-campanhas.csv'
export const COMPARISON_CONTENT_TYPE = 'text/csv; charset=utf-8'

export const CSV_TEXTS = {
  columns: { section: 'Seção', item: 'Item', detail: 'Detalhe' },
  sections: {
    settings: 'Configurações',
    counts: 'Quantidade de itens',
    summary: 'Resumo',
    keywords: 'Palavras-chave',
    headlines: 'Títulos',
    descriptions: 'Descrições',
    blocking: 'Negativas que bloqueiam',
  },
  same: 'Igual em todas',
  different: 'Diferente',
  yes: 'Sim',
  no: 'Não',
  negative: 'Negativa',
  blocked: 'Palavra-chave bloqueada',
  inAll: (what: string) => `${what} em todas as campanhas`,
  onlyHere: (what: string) => `${what} só nesta campanha`,
  inSome: (what: string) => `${what} em mais de uma, não em todas`,
  blockingCount: 'Negativas que bloqueiam palavras-chave de outra campanha',
}

/** Column headers from the names, a repeated name numbered ('Verão', 'Verão (2)'). */
function uniqueNames(names: readonly string[]): string[] {
  return names.map((name, i) => {
    const n = names.slice(0, i).filter((other) => other === name).length
    return n === 0 ? name : `${name} (${n + 1})`
  })
}

/** The records of the comparison CSV, header first. */
export function comparisonRecords(comparison: Comparison): string[][] {
  const names = comparison.campaigns.map((c) => c.name)
  const t = CSV_TEXTS
  const s = t.sections
  const rows: string[][] = [[t.columns.section, t.columns.item, t.columns.detail, ...uniqueNames(names)]]
  const row = (section: string, item: string, detail: string, cells: string[] = names.map(() => '')) =>
    rows.push([section, item, detail, ...cells])

  for (const r of comparison.settings) {
    row(s.settings, SETTING_LABELS[r.field], r.same ? t.same : t.different, r.values.map((v) => settingText(r.field, v)))
  }
  for (const r of comparison.counts) row(s.counts, ASSET_LABELS[r.asset_type], '', r.counts.map(String))

  const overlaps: [string, Overlap][] = [
    [s.keywords, comparison.keywords], [s.headlines, comparison.headlines], [s.descriptions, comparison.descriptions],
  ]
  for (const [label, o] of overlaps) {
    row(s.summary, t.inAll(label), String(o.inAll.length))
    row(s.summary, t.onlyHere(label), '', o.only.map((items) => String(items.length)))
    if (names.length > 2) row(s.summary, t.inSome(label), String(o.some.length))
  }
  row(s.summary, t.blockingCount, '', names.map((_, i) => String(comparison.blocking.filter((b) => b.from === i).length)))

  for (const [label, o] of overlaps) {
    for (const item of [...o.inAll, ...o.some, ...o.only.flat()]) {
      row(label, item.text, situation(item, names), names.map((_, i) => (item.in.includes(i) ? t.yes : t.no)))
    }
  }
  for (const b of comparison.blocking) {
    for (const keyword of b.blocked) {
      row(s.blocking, b.negative, keyword, names.map((_, i) => (i === b.from ? t.negative : i === b.to ? t.blocked : '')))
    }
  }
  return rows
}

/**
 * A cell a spreadsheet would run as a formula (=, +, -, @, tab or CR first: OWASP "CSV Injection")
 * gets an apostrophe before it, so a campaign name or text such as '=HYPERLINK(…)' reads as text.
 */
export const inertCell = (cell: string) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell)

/** The comparison CSV: UTF-8 with BOM (written by hand, as the Editor file's), comma, CRLF; no cell runs as a formula. */
export function comparisonCsv(comparison: Comparison): string {
  const records = comparisonRecords(comparison).map((r) => r.map(inertCell))
  return '\uFEFF' + stringify(records, { record_delimiter: '\r\n', quote_record_delimiter: true })
}
