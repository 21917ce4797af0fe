/**
 * What the campaign page says about a saved keyword or negative list besides its count: the match
 * types in it ('[exata]', '"frase"', ampla), so two lists of the same type can be told apart.
 */
import { unwrapMatch } from '../generators/match-type'
import type { AssetItem, AssetType, MatchType } from '../types'

/** Tightest first: the order the card lists them in. */
export const SUMMARY_ORDER: readonly MatchType[] = ['exact', 'phrase', 'broad']

export interface MatchTypeCount {
  matchType: MatchType
  count: number
}

/** Types whose items are keywords in match-type notation. */
export const hasMatchTypes = (type: AssetType) => type === 'keywords' || type === 'negative_keywords'

/**
 * The match types present in a list, tightest first, each with how many items use it; types with no
 * items are left out, so an empty list gives []. Non-string items (sitelinks) are not counted.
 */
export function matchTypeCounts(items: readonly AssetItem[]): MatchTypeCount[] {
  const counts: Record<MatchType, number> = { exact: 0, phrase: 0, broad: 0 }
  for (const item of items) {
    if (typeof item === 'string') counts[unwrapMatch(item).matchType]++
  }
  return SUMMARY_ORDER.filter((m) => counts[m] > 0).map((matchType) => ({ matchType, count: counts[matchType] }))
}

/** The words of the summary, from the UI's language file (src/web/i18n/pt-BR/campaigns.ts). */
export interface MatchTypeWords {
  /** The list has only this match type: its name ('Exata'). */
  only: Record<MatchType, string>
  /** The list has several: how many of one ('12 exatas'). */
  count: Record<MatchType, (n: number) => string>
  separator: string
}

/** 'Exata' when a list has one match type, '12 exatas · 50 amplas' when it has several, '' when empty. */
export function matchTypeSummary(items: readonly AssetItem[], words: MatchTypeWords): string {
  const counts = matchTypeCounts(items)
  if (counts.length === 1) return words.only[counts[0].matchType]
  return counts.map((c) => words.count[c.matchType](c.count)).join(words.separator)
}
