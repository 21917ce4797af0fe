/**
 * The comparison of two or three saved campaigns (issue 13, docs/decisions/014-campaign-builder.md):
 * their settings side by side, how many items of each asset type, the keywords, headlines and
 * descriptions they share and those only one has, and the negatives of one that block keywords of another.
 *
 * Sameness of keywords, headlines and descriptions: Google ignores case in keywords, and matches a
 * keyword to searches that differ from it only in accents (one of the "close variants" of every match
 * type, Google Ads Help "About keyword matching options", answer 2407781) or in spacing. So two
 * campaigns bidding on `[Frete Grátis]` and `[frete gratis]` reach the same searches: for the overlap a
 * keyword is its match type plus its text folded (case and accents ignored, spaces collapsed). Ad texts
 * are folded alike. Negatives are another matter: they never match close variants, so the blocking
 * negatives below go through findConflicts, where accents stay significant.
 */
import { fold } from '../builder/text'
import { unwrapMatch } from '../generators/match-type'
import { findConflicts } from '../keywords/conflicts'
import { ASSET_TYPES, type AssetType } from '../types'
import { sitelinkItems, textItems } from './editor-content'
import type { Campaign } from './types'

/** The campaign fields shown side by side, in order. */
export const COMPARED_SETTINGS = [
  'name', 'country', 'platform', 'niche', 'final_url', 'daily_budget', 'commission', 'product_price',
] as const
export type ComparedSetting = (typeof COMPARED_SETTINGS)[number]

/** Two or three campaigns: the screen and the API refuse anything else. */
export const COMPARE_MIN = 2
export const COMPARE_MAX = 3

export interface ComparedCampaign {
  id: string
  name: string
}

export interface SettingRow {
  field: ComparedSetting
  /** One value a campaign, in the campaigns' order; null when the campaign has none. */
  values: (string | number | null)[]
  /** Every campaign has the same value (text trimmed, case kept). */
  same: boolean
}

export interface CountRow {
  asset_type: AssetType
  /** Items with text of this type, over all the campaign's lists, one number a campaign. */
  counts: number[]
}

/** A keyword, headline or description found in one campaign or more. */
export interface OverlapItem {
  /** As first written in campaign order (a keyword with its match wrapping: '[x]', '"x"', 'x'). */
  text: string
  /** The campaigns that have it (their indexes, ascending). */
  in: number[]
}

export interface Overlap {
  /** Distinct items over every campaign. */
  total: number
  /** In every campaign. */
  inAll: OverlapItem[]
  /** One list a campaign: what only that campaign has. */
  only: OverlapItem[][]
  /** In more than one campaign but not in all (only with three campaigns). */
  some: OverlapItem[]
}

/** A negative of one campaign that would block keywords of another. */
export interface BlockingNegative {
  /** The campaign the negative belongs to (index). */
  from: number
  /** The negative as stored, with its match wrapping. */
  negative: string
  /** The campaign whose keywords it blocks (index). */
  to: number
  /** Those keywords, as stored, in list order. */
  blocked: string[]
}

export interface Comparison {
  campaigns: ComparedCampaign[]
  settings: SettingRow[]
  counts: CountRow[]
  keywords: Overlap
  headlines: Overlap
  descriptions: Overlap
  blocking: BlockingNegative[]
}

/** Case and accents folded, spaces collapsed: 'Frete  Grátis' → 'frete gratis'. */
export const foldText = (s: string) => fold(s).replace(/\s+/gu, ' ').trim()

/** A keyword's identity for the overlap: match type and folded text ('exact:frete gratis'); '' when empty. */
export function keywordIdentity(keyword: string): string {
  const { text, matchType } = unwrapMatch(keyword)
  const folded = foldText(text)
  return folded === '' ? '' : `${matchType}:${folded}`
}

function overlap(lists: readonly string[][], identity: (s: string) => string): Overlap {
  const found = new Map<string, OverlapItem>()
  lists.forEach((items, index) => {
    for (const text of items) {
      const key = identity(text)
      if (key === '') continue
      const item = found.get(key)
      if (item === undefined) found.set(key, { text, in: [index] })
      else if (item.in[item.in.length - 1] !== index) item.in.push(index)
    }
  })
  const result: Overlap = { total: found.size, inAll: [], only: lists.map(() => []), some: [] }
  for (const item of found.values()) {
    if (item.in.length === lists.length) result.inAll.push(item)
    else if (item.in.length === 1) result.only[item.in[0]].push(item)
    else result.some.push(item)
  }
  return result
}

const texts = (c: Campaign, type: AssetType) => textItems(c, type).map((i) => i.text)

function sameValues(values: readonly (string | number | null)[]): boolean {
  const norm = values.map((v) => (typeof v === 'string' ? v.trim() : v))
  return norm.every((v) => v === norm[0])
}

function blockingNegatives(campaigns: readonly Campaign[]): BlockingNegative[] {
  const negatives = campaigns.map((c) => texts(c, 'negative_keywords'))
  const keywords = campaigns.map((c) => texts(c, 'keywords'))
  const found: BlockingNegative[] = []
  negatives.forEach((own, from) => {
    keywords.forEach((theirs, to) => {
      if (from === to) return // a campaign's own conflicts are the campaign screen's business
      for (const conflict of findConflicts(own, theirs)) found.push({ from, to, ...conflict })
    })
  })
  return found
}

/** The comparison of two or three campaigns, in the order given. */
export function compareCampaigns(campaigns: readonly Campaign[]): Comparison {
  if (campaigns.length < COMPARE_MIN || campaigns.length > COMPARE_MAX) {
    throw new RangeError(`compareCampaigns takes ${COMPARE_MIN} or ${COMPARE_MAX} campaigns, got ${campaigns.length}`)
  }
  return {
    campaigns: campaigns.map((c) => ({ id: c.id, name: c.name })),
    settings: COMPARED_SETTINGS.map((field) => {
      const values = campaigns.map((c) => c[field])
      return { field, values, same: sameValues(values) }
    }),
    counts: ASSET_TYPES.map((asset_type) => ({
      asset_type,
      counts: campaigns.map((c) => (asset_type === 'sitelinks' ? sitelinkItems(c) : textItems(c, asset_type)).length),
    })),
    keywords: overlap(campaigns.map((c) => texts(c, 'keywords')), keywordIdentity),
    headlines: overlap(campaigns.map((c) => texts(c, 'titles')), foldText),
    descriptions: overlap(campaigns.map((c) => texts(c, 'descriptions')), foldText),
    blocking: blockingNegatives(campaigns),
  }
}
