/** Text export, clipboard text and default saved-list names (SPEC §9). Dates are read in local time. */
import type { AssetItem, AssetType, Sitelink } from '../types'

/** pt-BR name of each tool, as used in default saved-list names. */
export const ASSET_LABELS: Record<AssetType, string> = {
  keywords: 'Palavras-chave',
  negative_keywords: 'Palavras-chave negativas',
  titles: 'Títulos',
  descriptions: 'Descrições',
  sitelinks: 'Sitelinks',
  callouts: 'Frases de destaque',
  promotions: 'Promoções',
}

const pad = (n: number) => String(n).padStart(2, '0')
const isoDate = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`
const brDate = (d: Date) => `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`

/** forjaads_<tool>_<yyyy-MM-dd>.txt */
export function exportFileName(tool: AssetType, now: Date): string {
  return `forjaads_${tool}_${isoDate(now)}.txt`
}

/** One item a line, joined with \n, no trailing newline. */
export function toTxt(items: readonly string[]): string {
  return items.join('\n')
}

/** Blocks 'Texto: …', 'Descrição 1: …', 'Descrição 2: …', separated by a blank line. */
export function sitelinksToTxt(items: readonly Sitelink[]): string {
  return items.map((s) => `Texto: ${s.text}\nDescrição 1: ${s.desc1}\nDescrição 2: ${s.desc2}`).join('\n\n')
}

/** One line a sitelink: 'text; desc1; desc2'. */
export function sitelinksToClipboard(items: readonly Sitelink[]): string {
  return items.map((s) => `${s.text}; ${s.desc1}; ${s.desc2}`).join('\n')
}

/** The .txt content of any tool's list (sitelinks as blocks, everything else one a line). */
export function listToTxt(tool: AssetType, items: readonly AssetItem[]): string {
  return tool === 'sitelinks' ? sitelinksToTxt(items as Sitelink[]) : toTxt(items as string[])
}

/** The clipboard text of any tool's list (sitelinks 'text; desc1; desc2', everything else one a line). */
export function listToClipboard(tool: AssetType, items: readonly AssetItem[]): string {
  return tool === 'sitelinks' ? sitelinksToClipboard(items as Sitelink[]) : toTxt(items as string[])
}

/** 'Palavras-chave 21/11/2026' */
export function defaultListName(tool: AssetType, now: Date): string {
  return `${ASSET_LABELS[tool]} ${brDate(now)}`
}
