/**
 * What of a campaign goes into the Google Ads Editor file, read once for both the pre-flight
 * (preflight.ts) and the rows (google-ads-editor-csv.ts), so the two always agree on what is left out.
 */
import { ASSET_LABELS } from '../exporters/txt'
import { unwrapMatch } from '../generators/match-type'
import type { AssetType, MatchType } from '../types'
import type { Campaign } from './types'

/** Where an item is: its list (asset) and its line in that list, for messages and for fixing it. */
export interface ItemRef {
  assetId: string
  /** 0-based position in the asset's content. */
  index: number
  /** The list as the user knows it: 'Palavras-chave "Lista de verão"', 'Títulos (lista 2)'. */
  list: string
}

export interface TextItem {
  ref: ItemRef
  /** The item as stored, trimmed. */
  text: string
}

export interface SitelinkItem {
  ref: ItemRef
  text: string
  desc1: string
  desc2: string
  /** The sitelink's own page, '' when it has none. */
  url: string
}

/** Each list's name for messages, by asset id. */
export function listNames(c: Campaign): Map<string, string> {
  const names = new Map<string, string>()
  const count = new Map<AssetType, number>()
  for (const a of c.assets) count.set(a.asset_type, (count.get(a.asset_type) ?? 0) + 1)
  const seen = new Map<AssetType, number>()
  for (const a of c.assets) {
    const n = (seen.get(a.asset_type) ?? 0) + 1
    seen.set(a.asset_type, n)
    const label = ASSET_LABELS[a.asset_type]
    const name = a.name?.trim()
    names.set(a.id, name ? `${label} "${name}"` : (count.get(a.asset_type) ?? 0) > 1 ? `${label} (lista ${n})` : label)
  }
  return names
}

/** The trimmed, non-empty text items of every list of a type, in order. */
export function textItems(c: Campaign, type: AssetType): TextItem[] {
  const names = listNames(c)
  return c.assets
    .filter((a) => a.asset_type === type)
    .flatMap((a) =>
      a.content.flatMap((item, index) =>
        typeof item === 'string' && item.trim() !== ''
          ? [{ ref: { assetId: a.id, index, list: names.get(a.id)! }, text: item.trim() }]
          : [],
      ),
    )
}

/** Every sitelink with text, in order, parts trimmed. */
export function sitelinkItems(c: Campaign): SitelinkItem[] {
  const names = listNames(c)
  return c.assets
    .filter((a) => a.asset_type === 'sitelinks')
    .flatMap((a) =>
      a.content.flatMap((item, index) =>
        typeof item === 'object' && item !== null && item.text.trim() !== ''
          ? [{
              ref: { assetId: a.id, index, list: names.get(a.id)! },
              text: item.text.trim(),
              desc1: (item.desc1 ?? '').trim(),
              desc2: (item.desc2 ?? '').trim(),
              url: (item.final_url ?? '').trim(),
            }]
          : [],
      ),
    )
}

export type EditorMatch = 'Broad' | 'Phrase' | 'Exact'
const EDITOR_MATCH: Record<MatchType, EditorMatch> = { broad: 'Broad', phrase: 'Phrase', exact: 'Exact' }

/** '[x]' is exact, '"x"' is phrase, anything else broad (the generators' notation); the wrapping is removed. */
export function parseKeyword(raw: string): { text: string; match: EditorMatch } {
  const { text, matchType } = unwrapMatch(raw)
  return { text, match: EDITOR_MATCH[matchType] }
}

/** A '"', '[' or ']' left in the keyword once its own wrapping is read: Editor refuses it. */
export const hasStrayMark = (raw: string) => /["[\]]/.test(unwrapMatch(raw).text)

/** Symbols Google refuses in a keyword (Google Ads keyword limits). */
const INVALID_KEYWORD_SYMBOLS = /[,!@%^()={};~`<>?\\|]/g
export const invalidKeywordSymbols = (raw: string): string[] => [
  ...new Set(unwrapMatch(raw).text.match(INVALID_KEYWORD_SYMBOLS) ?? []),
]

/**
 * The keywords that go in the file: none with a stray mark or a refused symbol (the pre-flight
 * blocks those), and no repeat of the same text (case ignored, as Google does) with the same match
 * type, which Editor refuses; the first one is kept.
 */
export function exportedKeywords(items: TextItem[]): { text: string; match: EditorMatch }[] {
  const seen = new Set<string>()
  return items.flatMap((item) => {
    if (hasStrayMark(item.text) || invalidKeywordSymbols(item.text).length > 0) return []
    const kw = parseKeyword(item.text)
    const key = `${kw.match}\u0000${sameText(kw.text)}`
    if (kw.text === '' || seen.has(key)) return []
    seen.add(key)
    return [kw]
  })
}

/** The comparison key of ad texts and keywords: NFC, case and repeated spaces ignored. */
export const sameText = (s: string) => s.normalize('NFC').toLocaleLowerCase('pt-BR').replace(/\s+/g, ' ').trim()

/** The texts once each (case and spacing ignored; the first spelling kept), in order. */
export function distinctTexts(items: readonly TextItem[]): string[] {
  const seen = new Set<string>()
  return items.flatMap((item) => {
    const key = sameText(item.text)
    if (seen.has(key)) return []
    seen.add(key)
    return [item.text]
  })
}

const STOP_WORDS = new Set(['a', 'o', 'as', 'os', 'de', 'da', 'do', 'das', 'dos', 'e', 'em', 'para', 'com', 'por', 'no', 'na'])

/**
 * Display paths from the campaign name: its first two words that say something, without accents or
 * symbols, each cut to 15 characters ('Promoção Relâmpago' → 'promocao', 'relampago'). Path 2 only
 * with Path 1, as Google requires.
 */
export function displayPaths(name: string): [string, string] {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((w) => w !== '' && !STOP_WORDS.has(w))
  return [(words[0] ?? '').slice(0, 15), (words[1] ?? '').slice(0, 15)]
}
