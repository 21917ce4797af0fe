// The browser build, not 'csv-stringify/sync': that one reads the Node global `Buffer` when it loads, so
// a Vite bundle throws "Buffer is not defined" in the browser. This build carries its own Buffer shim
// and runs the same in Node (Vitest, the server).
import { stringify } from 'csv-stringify/browser/esm/sync'
import { unwrapMatch } from '../generators/match-type'
import type { AssetType, MatchType, Sitelink } from '../types'
import { fileNamePart } from './file-name'
import type { Campaign } from './types'

const HEADLINES = Array.from({ length: 15 }, (_, i) => `Headline ${i + 1}`)
const DESCRIPTIONS = Array.from({ length: 4 }, (_, i) => `Description ${i + 1}`)

/** Google Ads Editor's column names; every row has all of them, in this order. */
export const GOOGLE_ADS_EDITOR_COLUMNS = [
  'Campaign', 'Ad Group', 'Keyword', 'Criterion Type',
  ...HEADLINES, ...DESCRIPTIONS,
  'Final URL', 'Sitelink text', 'Description line 1', 'Description line 2', 'Callout text',
] as const

type Row = Partial<Record<string, string>>

export interface GoogleAdsEditorCsvOptions {
  /** Final URL of the responsive search ads; empty when not given. */
  finalUrl?: string
}

/**
 * The campaign as a CSV for Google Ads Editor's "Import > From file": UTF-8 with BOM, CRLF, one entity
 * a row. Rows come in this order: keywords, campaign negatives, responsive search ads, sitelinks,
 * callouts. The campaign name is also the ad group name (we keep one ad group per campaign).
 *
 * Promotions are not exported: Editor's promotion rows need dates, an occasion and a discount amount
 * or percentage, none of which we store.
 */
export function campaignToGoogleAdsEditorCsv(c: Campaign, opts: GoogleAdsEditorCsvOptions = {}): string {
  const campaign = c.name.trim()
  const rows: Row[] = []

  for (const kw of uniqueKeywords(texts(c, 'keywords'))) {
    rows.push({ Campaign: campaign, 'Ad Group': campaign, Keyword: kw.text, 'Criterion Type': kw.match })
  }
  for (const kw of uniqueKeywords(texts(c, 'negative_keywords'))) {
    rows.push({ Campaign: campaign, Keyword: kw.text, 'Criterion Type': `Campaign Negative ${kw.match}` })
  }
  for (const ad of responsiveSearchAds(unique(texts(c, 'titles')), unique(texts(c, 'descriptions')))) {
    const row: Row = { Campaign: campaign, 'Ad Group': campaign, 'Final URL': opts.finalUrl ?? '' }
    ad.headlines.forEach((h, i) => (row[HEADLINES[i]] = h))
    ad.descriptions.forEach((d, i) => (row[DESCRIPTIONS[i]] = d))
    rows.push(row)
  }
  // No Final URL on sitelinks: each should lead to its own page, which we do not store. Editor marks
  // them as incomplete until the user fills the URL in.
  for (const s of sitelinks(c)) {
    rows.push({ Campaign: campaign, 'Sitelink text': s.text, 'Description line 1': s.desc1, 'Description line 2': s.desc2 })
  }
  for (const callout of texts(c, 'callouts')) rows.push({ Campaign: campaign, 'Callout text': callout })

  const records = [
    [...GOOGLE_ADS_EDITOR_COLUMNS],
    ...rows.map((row) => GOOGLE_ADS_EDITOR_COLUMNS.map((col) => row[col] ?? '')),
  ]
  // The BOM is written by hand rather than with the `bom` option, so the output does not depend on the
  // library's Buffer shim. Fields with commas, quotes or line breaks are quoted by csv-stringify;
  // quote_record_delimiter is needed because with a custom record_delimiter the library otherwise
  // quotes only '\r\n' and lets a lone '\n' or '\r' through unquoted.
  return '\uFEFF' + stringify(records, { record_delimiter: '\r\n', quote_record_delimiter: true })
}

/** 'forjaads_google_ads_<name>.csv', the name treated as in campaignExportFileName. */
export function googleAdsEditorFileName(name: string): string {
  return `forjaads_google_ads_${fileNamePart(name)}.csv`
}

type Match = 'Broad' | 'Phrase' | 'Exact'

const EDITOR_MATCH: Record<MatchType, Match> = { broad: 'Broad', phrase: 'Phrase', exact: 'Exact' }

/** '[x]' is exact, '"x"' is phrase, anything else broad (the generators' notation); the wrapping is removed. */
export function parseKeyword(raw: string): { text: string; match: Match } {
  const { text, matchType } = unwrapMatch(raw)
  return { text, match: EDITOR_MATCH[matchType] }
}

/**
 * The same keyword with the same match type twice in one ad group (or campaign negatives) is an Editor
 * error, so repeats are dropped, first one kept. Google Ads keywords ignore case, and so does this.
 */
function uniqueKeywords(items: string[]): { text: string; match: Match }[] {
  const seen = new Set<string>()
  return items.map(parseKeyword).filter((kw) => {
    const key = `${kw.match}\u0000${kw.text.toLowerCase()}`
    if (kw.text === '' || seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/**
 * Headlines and descriptions spread over responsive search ads: ad n takes headlines 15n+1..15n+15
 * and descriptions 4n+1..4n+4, and there are as many ads as the longer list needs.
 * An ad needs at least 3 headlines and 2 descriptions. When a later ad's share is shorter than that,
 * it borrows from the start of the list (headline 1, 2, ... / description 1, 2, ...) up to 3 and 2.
 * The first ad cannot borrow: if the whole list is too short it is exported as is, and Editor shows
 * the ad as incomplete rather than us dropping the user's text.
 */
export function responsiveSearchAds(
  headlines: string[],
  descriptions: string[],
): { headlines: string[]; descriptions: string[] }[] {
  const count = Math.max(Math.ceil(headlines.length / 15), Math.ceil(descriptions.length / 4))
  return Array.from({ length: count }, (_, n) => ({
    headlines: withBorrowed(headlines.slice(n * 15, n * 15 + 15), headlines, 3),
    descriptions: withBorrowed(descriptions.slice(n * 4, n * 4 + 4), descriptions, 2),
  }))
}

function withBorrowed(chunk: string[], all: string[], min: number): string[] {
  const out = [...chunk]
  for (const item of all) {
    if (out.length >= min) break
    if (!out.includes(item)) out.push(item)
  }
  return out
}

/** The trimmed, non-empty text items of every asset of a type, in order. */
function texts(c: Campaign, type: AssetType): string[] {
  return c.assets
    .filter((a) => a.asset_type === type)
    .flatMap((a) => a.content)
    .flatMap((item) => (typeof item === 'string' && item.trim() !== '' ? [item.trim()] : []))
}

function unique(items: string[]): string[] {
  return [...new Set(items)]
}

function sitelinks(c: Campaign): Sitelink[] {
  return c.assets
    .filter((a) => a.asset_type === 'sitelinks')
    .flatMap((a) => a.content)
    .flatMap((item) => (typeof item === 'object' && item !== null && item.text.trim() !== '' ? [item] : []))
    .map((s) => ({ text: s.text.trim(), desc1: (s.desc1 ?? '').trim(), desc2: (s.desc2 ?? '').trim() }))
}
