/** What differs between the seven lists: the limit, how pasted or imported text becomes items. */
import { ITEM_LIMIT, charCount, cutAtWord } from '../../../../core/limits'
import { unwrapMatch } from '../../../../core/generators/match-type'
import { lowerNegative, parseKeywords, parseNegatives, parseSitelinks, parseTextItems } from '../../../../core/lists/parse-items'
import type { AssetItem, AssetType } from '../../../../core/types'

export const isKeywordTool = (tool: AssetType) => tool === 'keywords' || tool === 'negative_keywords'

/** Text typed in "add manually" or read from a .txt, as list items of `tool`. */
export function parseForTool(tool: AssetType, text: string): AssetItem[] {
  if (tool === 'negative_keywords') return parseNegatives(text)
  if (tool === 'keywords') return parseKeywords(text)
  if (tool === 'sitelinks') return parseSitelinks(text)
  return parseTextItems(text, ITEM_LIMIT[tool])
}

/**
 * A string item as typed in an inline edit, made what the list keeps: negatives lowercased, keywords
 * trimmed (never cut), the other texts cut to their limit at a whole word. '' means "nothing to keep".
 */
export function normaliseEdit(tool: AssetType, value: string): string {
  if (tool === 'negative_keywords') return lowerNegative(value)
  if (isKeywordTool(tool)) return value.trim()
  return cutAtWord(value.trim(), ITEM_LIMIT[tool])
}

/** The length a counter shows: keywords without their match-type wrapping, sitelinks by their text. */
export function itemLength(tool: AssetType, item: AssetItem): number {
  if (typeof item !== 'string') return charCount(item.text)
  return charCount(isKeywordTool(tool) ? unwrapMatch(item).text : item)
}

export function maxLength(tool: AssetType, items: readonly AssetItem[]): number {
  let max = 0
  for (const item of items) {
    const n = itemLength(tool, item)
    if (n > max) max = n
  }
  return max
}
