// The browser build, not 'csv-stringify/sync': that one reads the Node global `Buffer` when it loads, so
// a Vite bundle throws "Buffer is not defined" in the browser. This build carries its own Buffer shim
// and runs the same in Node (Vitest, the server).
import { stringify } from 'csv-stringify/browser/esm/sync'
import { displayPaths, distinctTexts, exportedKeywords, sitelinkItems, textItems, type SitelinkItem, type TextItem } from './editor-content'
import { campaignTargets } from './editor-geo'
import { chooseSitelinks, responsiveSearchAds } from './editor-selection'
import { fileNamePart } from './file-name'
import { preflight, type Problem } from './preflight'
import type { Campaign } from './types'

const HEADLINES = Array.from({ length: 15 }, (_, i) => `Headline ${i + 1}`)
const DESCRIPTIONS = Array.from({ length: 4 }, (_, i) => `Description ${i + 1}`)

/**
 * Google Ads Editor's column names, as its own export writes them and in its order (help "CSV file
 * columns", answer 57747; header case and spaces do not matter to the import). Every row has them all.
 */
export const GOOGLE_ADS_EDITOR_COLUMNS = [
  'Campaign', 'Campaign Type', 'Networks', 'Budget', 'Budget type', 'EU political ads', 'Languages',
  'Bid Strategy Type', 'Ad Group', 'Final URL', 'Criterion Type', 'Location ID', 'Keyword', 'Ad type',
  ...HEADLINES, ...DESCRIPTIONS, 'Path 1', 'Path 2',
  'Link Text', 'Description Line 1', 'Description Line 2', 'Callout text',
  'Campaign Status', 'Ad Group Status', 'Status',
] as const
type Column = (typeof GOOGLE_ADS_EDITOR_COLUMNS)[number]
type Row = Partial<Record<Column, string>>

/**
 * A new campaign bids "Maximize clicks" (help answer 94241 lists it among Editor's bid strategy types):
 * it needs only the daily budget. Manual CPC would need a bid on every ad group, which we do not store,
 * and Maximize conversions / Target CPA need conversion tracking and history a new campaign lacks.
 */
export const BID_STRATEGY = 'Maximize clicks'
/** Everything is created paused: nothing spends before the user reviews it in Editor and enables it. */
const PAUSED = 'Paused'

export class EditorExportBlocked extends Error {
  constructor(readonly errors: Problem[]) {
    super(errors.map((e) => e.message).join(' '))
  }
}

/**
 * The file's records (header first). Row order: the campaign, its locations (one a row), the ad group,
 * keywords, campaign negatives, responsive search ads (at most 3), sitelinks, callouts. The campaign
 * name is also the ad group's (one ad group per campaign). Promotions are not exported: Editor's
 * promotion rows need dates, an occasion and a discount, none of which we store.
 * Throws EditorExportBlocked when the pre-flight has errors, so a broken file is never written.
 */
export function googleAdsEditorRecords(c: Campaign): string[][] {
  const { errors } = preflight(c)
  if (errors.length > 0) throw new EditorExportBlocked(errors)
  const campaign = c.name.trim()
  const adGroup = campaign
  const finalUrl = c.final_url ?? ''
  const targets = campaignTargets(c.country)
  const rows: Row[] = [{
    Campaign: campaign,
    'Campaign Type': 'Search',
    Networks: 'Google search',
    Budget: c.daily_budget!.toFixed(2),
    'Budget type': 'Daily',
    'EU political ads': "Doesn't have EU political ads",
    Languages: targets.languages.join(';'),
    'Bid Strategy Type': BID_STRATEGY,
    'Campaign Status': PAUSED,
  }]
  for (const location of targets.locations) rows.push({ Campaign: campaign, 'Location ID': String(location.id) })

  const keywords = exportedKeywords(textItems(c, 'keywords'))
  const ads = responsiveSearchAds(distinctTexts(textItems(c, 'titles')), distinctTexts(textItems(c, 'descriptions')))
  if (keywords.length > 0 || ads.length > 0) rows.push({ Campaign: campaign, 'Ad Group': adGroup, 'Ad Group Status': PAUSED })
  for (const kw of keywords) {
    rows.push({ Campaign: campaign, 'Ad Group': adGroup, Keyword: kw.text, 'Criterion Type': kw.match, Status: PAUSED })
  }
  for (const kw of exportedKeywords(textItems(c, 'negative_keywords'))) {
    rows.push({ Campaign: campaign, Keyword: kw.text, 'Criterion Type': `Campaign Negative ${kw.match}` })
  }
  const [path1, path2] = displayPaths(c.name)
  for (const ad of ads) {
    const row: Row = { Campaign: campaign, 'Ad Group': adGroup, 'Ad type': 'Responsive search ad', 'Final URL': finalUrl, 'Path 1': path1, 'Path 2': path1 ? path2 : '', Status: PAUSED }
    ad.headlines.forEach((h, i) => (row[HEADLINES[i] as Column] = h))
    ad.descriptions.forEach((d, i) => (row[DESCRIPTIONS[i] as Column] = d))
    rows.push(row)
  }
  rows.push(...extensionRows(campaign, sitelinkItems(c), c.final_url, textItems(c, 'callouts')))

  return [[...GOOGLE_ADS_EDITOR_COLUMNS], ...rows.map((row) => GOOGLE_ADS_EDITOR_COLUMNS.map((col) => row[col] ?? ''))]
}

/**
 * A campaign's extension rows, for the lists export and the plan's alike: the sitelinks chooseSitelinks
 * keeps (own page, distinct), then the distinct callouts.
 */
export function extensionRows(campaign: string, sitelinks: SitelinkItem[], adsUrl: string | null, callouts: TextItem[]): Record<string, string>[] {
  const rows: Record<string, string>[] = []
  for (const { item, fate, withDescriptions } of chooseSitelinks(sitelinks, adsUrl)) {
    if (fate !== 'kept') continue
    rows.push({
      Campaign: campaign,
      'Link Text': item.text,
      'Description Line 1': withDescriptions ? item.desc1 : '',
      'Description Line 2': withDescriptions ? item.desc2 : '',
      'Final URL': item.url,
    })
  }
  for (const callout of distinctTexts(callouts)) rows.push({ Campaign: campaign, 'Callout text': callout })
  return rows
}

export type EditorEncoding = 'utf8' | 'utf16'

/**
 * UTF-8 with BOM, comma-separated, CRLF: what Google Sheets and Excel open with the accents right.
 * The BOM is written by hand rather than with the `bom` option, so the output does not depend on the
 * library's Buffer shim. quote_record_delimiter is needed because with a custom record_delimiter the
 * library otherwise quotes only '\r\n' and lets a lone '\n' or '\r' through unquoted.
 */
export function campaignToGoogleAdsEditorCsv(c: Campaign): string {
  return editorRecordsToCsv(googleAdsEditorRecords(c))
}

/** Any Editor records (header first) as the UTF-8 file: what campaignToGoogleAdsEditorCsv writes. */
export function editorRecordsToCsv(records: string[][]): string {
  return '\uFEFF' + stringify(records, { record_delimiter: '\r\n', quote_record_delimiter: true })
}

/** UTF-16LE with BOM (FF FE), tab-separated, CRLF: the format Google Ads Editor's own export writes. */
export function campaignToGoogleAdsEditorUtf16(c: Campaign): Uint8Array<ArrayBuffer> {
  return editorRecordsToUtf16(googleAdsEditorRecords(c))
}

/** Any Editor records (header first) as the UTF-16 file: what campaignToGoogleAdsEditorUtf16 writes. */
export function editorRecordsToUtf16(records: string[][]): Uint8Array<ArrayBuffer> {
  const text = '\uFEFF' + stringify(records, { delimiter: '\t', record_delimiter: '\r\n', quote_record_delimiter: true })
  const bytes = new Uint8Array(text.length * 2)
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i)
    bytes[2 * i] = unit & 0xff
    bytes[2 * i + 1] = unit >> 8
  }
  return bytes
}

/**
 * 'forjaads_google_ads_<name>.csv' (UTF-8, for spreadsheets) or 'forjaads_google_ads_editor_<name>.csv'
 * (UTF-16; .csv as Editor's own export names it), the name treated as in campaignExportFileName.
 */
export function googleAdsEditorFileName(name: string, encoding: EditorEncoding = 'utf8'): string {
  return `forjaads_google_ads_${encoding === 'utf16' ? 'editor_' : ''}${fileNamePart(name)}.csv`
}

/** The HTTP content type of each encoding. */
export const GOOGLE_ADS_EDITOR_CONTENT_TYPE: Record<EditorEncoding, string> = {
  utf8: 'text/csv; charset=utf-8',
  utf16: 'text/tab-separated-values; charset=utf-16le',
}
