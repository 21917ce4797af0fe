/**
 * Which ads and sitelinks the Google Ads Editor file holds. Shared by the pre-flight (which names what
 * is left out) and the rows.
 */
import { sameText, type SitelinkItem } from './editor-content'

/** Google allows at most 3 enabled responsive search ads per ad group. */
export const MAX_ADS = 3
export const AD_HEADLINES = 15
export const AD_DESCRIPTIONS = 4
export const MIN_HEADLINES = 3
export const MIN_DESCRIPTIONS = 2

export interface ResponsiveSearchAd {
  headlines: string[]
  descriptions: string[]
}

/**
 * Distinct headlines and descriptions spread over at most MAX_ADS responsive search ads: ad n takes
 * headlines 15n+1..15n+15 and descriptions 4n+1..4n+4, as many ads as the longer list needs.
 * A later ad whose share is under 3 headlines or 2 descriptions borrows from the start of the list
 * (headline 1, 2, …), never one it already has, so every ad holds distinct texts.
 * With fewer than 3 headlines or 2 descriptions in all there is no valid ad: [] (the pre-flight blocks).
 */
export function responsiveSearchAds(headlines: string[], descriptions: string[]): ResponsiveSearchAd[] {
  if (headlines.length < MIN_HEADLINES || descriptions.length < MIN_DESCRIPTIONS) return []
  const wanted = Math.max(Math.ceil(headlines.length / AD_HEADLINES), Math.ceil(descriptions.length / AD_DESCRIPTIONS))
  return Array.from({ length: Math.min(MAX_ADS, wanted) }, (_, n) => ({
    headlines: withBorrowed(headlines.slice(n * AD_HEADLINES, (n + 1) * AD_HEADLINES), headlines, MIN_HEADLINES),
    descriptions: withBorrowed(descriptions.slice(n * AD_DESCRIPTIONS, (n + 1) * AD_DESCRIPTIONS), descriptions, MIN_DESCRIPTIONS),
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

/** How many distinct headlines and descriptions do not fit in MAX_ADS ads. */
export function adOverflow(headlines: number, descriptions: number): { headlines: number; descriptions: number } {
  return {
    headlines: Math.max(0, headlines - MAX_ADS * AD_HEADLINES),
    descriptions: Math.max(0, descriptions - MAX_ADS * AD_DESCRIPTIONS),
  }
}

/** Query parameters that track a visit without choosing the page. */
const TRACKING = /^(utm_.*|gclid|gbraid|wbraid|fbclid|msclkid)$/i

/**
 * The page an address opens: scheme, host (any case), path (no trailing '/') and the query without its
 * tracking parameters (utm_*, gclid …), sorted; the '#' part ignored.
 */
function pageKey(address: string): string {
  try {
    const u = new URL(address.trim())
    const query = [...u.searchParams].filter(([k]) => !TRACKING.test(k)).map(([k, v]) => `${k}=${v}`).sort().join('&')
    return `${u.protocol}//${u.host.toLowerCase()}${u.pathname.replace(/\/+$/, '')}?${query}`
  } catch {
    return address.trim()
  }
}

/** Whether two addresses open the same page: 'https://x.com/a/?utm_source=g' and 'https://x.com/a#b' do. */
export const samePage = (a: string, b: string) => pageKey(a) === pageKey(b)

export type SitelinkFate = 'kept' | 'no-page' | 'ads-page' | 'repeated-page' | 'repeated-text'

export interface SitelinkChoice {
  item: SitelinkItem
  fate: SitelinkFate
  /** For a repeat: the sitelink kept before it. */
  first?: SitelinkItem
  /** False when only one description line is filled: the sitelink goes without descriptions. */
  withDescriptions: boolean
}

/**
 * Each sitelink needs its own page (Google: every sitelink leads to a page of its own), so one is left
 * out when it has no page, when its page is the ads' page (a '#' added does not make another page),
 * or when an earlier sitelink already leads there; and Google refuses a repeated link text.
 * Descriptions go both or neither: a sitelink with one line goes without them.
 */
export function chooseSitelinks(items: SitelinkItem[], finalUrl: string | null): SitelinkChoice[] {
  const byPage = new Map<string, SitelinkItem>()
  const byText = new Map<string, SitelinkItem>()
  return items.map((item) => {
    const withDescriptions = (item.desc1 === '') === (item.desc2 === '')
    const choice = (fate: SitelinkFate, first?: SitelinkItem): SitelinkChoice => ({ item, fate, first, withDescriptions })
    if (item.url === '') return choice('no-page')
    if (finalUrl && samePage(item.url, finalUrl)) return choice('ads-page')
    const textKey = sameText(item.text)
    const repeatedText = byText.get(textKey)
    if (repeatedText) return choice('repeated-text', repeatedText)
    const page = pageKey(item.url)
    const repeatedPage = byPage.get(page)
    if (repeatedPage) return choice('repeated-page', repeatedPage)
    byText.set(textKey, item)
    byPage.set(page, item)
    return choice('kept')
  })
}
