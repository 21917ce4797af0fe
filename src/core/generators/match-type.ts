/** Google Ads match-type notation: [exact], "phrase", broad plain. */
import type { MatchType } from '../types'

export function wrapMatch(keyword: string, type: MatchType): string {
  if (type === 'exact') return `[${keyword}]`
  if (type === 'phrase') return `"${keyword}"`
  return keyword
}

/** Reads the notation back. Outer spaces and the spaces inside the wrapping are trimmed. */
export function unwrapMatch(keyword: string): { text: string; matchType: MatchType } {
  const s = keyword.trim()
  if (s.length >= 2) {
    const first = s[0]
    const last = s[s.length - 1]
    if (first === '[' && last === ']') return { text: s.slice(1, -1).trim(), matchType: 'exact' }
    if (first === '"' && last === '"') return { text: s.slice(1, -1).trim(), matchType: 'phrase' }
  }
  return { text: s, matchType: 'broad' }
}
