/**
 * How the comparison names and writes its values, for the CSV (compare-csv.ts) and the screen alike
 * (src/web/features/campaigns/compare/): kept apart from the CSV writer so the screen loads no CSV code.
 */
import type { ComparedSetting, OverlapItem } from './compare'

/** The settings' names, as the campaign form says them. */
export const SETTING_LABELS: Record<ComparedSetting, string> = {
  name: 'Nome',
  country: 'País',
  platform: 'Plataforma',
  niche: 'Nicho',
  final_url: 'URL final',
  daily_budget: 'Orçamento diário',
  commission: 'Comissão',
  product_price: 'Preço do produto',
}

const MONEY_FIELDS: ReadonlySet<ComparedSetting> = new Set(['daily_budget', 'commission', 'product_price'])

/** 'R$ 1.234,50': pt-BR money without Intl's no-break space. */
export function brl(value: number): string {
  const [whole, cents] = Math.abs(value).toFixed(2).split('.')
  return `${value < 0 ? '-' : ''}R$ ${whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.')},${cents}`
}

/** A setting's value as the spreadsheet and the screen show it; '' when there is none. */
export function settingText(field: ComparedSetting, value: string | number | null): string {
  if (value === null) return ''
  if (typeof value === 'number') return MONEY_FIELDS.has(field) ? brl(value) : String(value)
  return value.trim()
}

/** Where an item is: 'Em todas', 'Só em A', 'Em A e B'. */
export function situation(item: OverlapItem, names: readonly string[]): string {
  if (item.in.length === names.length) return 'Em todas'
  if (item.in.length === 1) return `Só em ${names[item.in[0]]}`
  const listed = item.in.map((i) => names[i])
  return `Em ${listed.slice(0, -1).join(', ')} e ${listed[listed.length - 1]}`
}
