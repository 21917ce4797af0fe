/**
 * Google Ads editorial check. It never blocks: it returns warnings, each with a pt-BR reason and a
 * suggested fix, that the list shows next to an item. Every pattern is compiled once, at load, and each
 * rule starts with a cheap pre-filter, so checkList stays fast on 100,000 items. The rules live in
 * ./editorial/ (rules-*.ts); this module is the one the rest of the app imports.
 */
import { ITEM_LIMIT } from './limits'
import type { AssetType, Sitelink } from './types'
import { checkAdText, checkSitelink } from './editorial/rules-ad-text'
import { checkKeyword } from './editorial/rules-keyword'
import {
  add, descriptionRepeats, headlineRepeats, sitelinkRepeats, type WarningsByIndex,
} from './editorial/rules-list'

import type { EditorialWarning } from './editorial/types'

export type { EditorialCode, EditorialWarning } from './editorial/types'
export type { WarningsByIndex } from './editorial/rules-list'

const isKeywordKind = (kind: AssetType) => kind === 'keywords' || kind === 'negative_keywords'
// Held locally: checkList calls them 100,000 times, and test runners turn module bindings into getters.
const adText = checkAdText
const keyword = checkKeyword
const sitelink = checkSitelink

/** Warnings for one item; [] when it looks fine. A sitelink is checked part by part. */
export function checkItem(kind: AssetType, item: string | Sitelink): EditorialWarning[] {
  if (typeof item !== 'string') return sitelink(item)
  if (isKeywordKind(kind)) return keyword(item)
  return adText(kind, item, ITEM_LIMIT[kind])
}

/** Per-item warnings by index, only for the items that have any. */
export function checkList(kind: AssetType, items: readonly (string | Sitelink)[]): WarningsByIndex {
  const result: WarningsByIndex = new Map()
  for (let i = 0; i < items.length; i++) {
    const warnings = checkItem(kind, items[i])
    if (warnings.length > 0) result.set(i, warnings)
  }
  return result
}

/** List level only: the same sitelink text twice (case ignored), flagged on the later ones. */
export function checkSitelinks(items: readonly Sitelink[]): WarningsByIndex {
  return sitelinkRepeats(items)
}

/** Ad level only: the same headline twice, the same description twice (case ignored), by index. */
export function checkAd(ad: { headlines: readonly string[]; descriptions: readonly string[] }): {
  headlines: WarningsByIndex
  descriptions: WarningsByIndex
} {
  return { headlines: headlineRepeats(ad.headlines), descriptions: descriptionRepeats(ad.descriptions) }
}

/**
 * Everything for one list of a campaign, as the export's pre-flight needs it: the per-item warnings
 * (checkList) followed by the list-level ones — repeated sitelink texts, headlines or descriptions.
 */
export function checkAssetList(kind: AssetType, items: readonly (string | Sitelink)[]): WarningsByIndex {
  const result = checkList(kind, items)
  // Same indexes as items: an item of the other shape counts as blank, and blanks are never repeats.
  const texts = () => items.map((x) => (typeof x === 'string' ? x : ''))
  let extra: WarningsByIndex | undefined
  if (kind === 'sitelinks') {
    extra = sitelinkRepeats(items.map((x) => (typeof x === 'string' ? { text: '', desc1: '', desc2: '' } : x)))
  }
  if (kind === 'titles') extra = headlineRepeats(texts())
  if (kind === 'descriptions') extra = descriptionRepeats(texts())
  if (extra) for (const [i, warnings] of extra) add(result, i, warnings)
  return new Map([...result].sort((a, b) => a[0] - b[0]))
}
