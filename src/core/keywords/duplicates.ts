/**
 * Keywords Google treats as the same keyword: the same match type and the same words once case is
 * folded and repeated spaces collapsed (accents stay significant); for broad match also the same
 * words in another order ('creme barato' = 'barato creme'). Phrase and exact keep word order.
 */
import { unwrapMatch } from '../generators/match-type'
import { keywordWords } from './normalize'

function duplicateKey(keyword: string): string | undefined {
  const { text, matchType } = unwrapMatch(keyword)
  const words = keywordWords(text)
  if (words.length === 0) return undefined
  const ordered = matchType === 'broad' ? [...words].sort() : words
  return `${matchType}:${ordered.join(' ')}`
}

/** Each keyword that repeats an earlier one, with the position of the first of its kind. */
export function findDuplicates(keywords: readonly string[]): { index: number; duplicateOf: number }[] {
  const first = new Map<string, number>()
  const found: { index: number; duplicateOf: number }[] = []
  keywords.forEach((keyword, index) => {
    const key = duplicateKey(keyword)
    if (key === undefined) return
    const earlier = first.get(key)
    if (earlier === undefined) first.set(key, index)
    else found.push({ index, duplicateOf: earlier })
  })
  return found
}

/** The list without its duplicates; the first of each kind stays, in its place. */
export function removeDuplicates<T extends string>(keywords: readonly T[]): T[] {
  const drop = new Set(findDuplicates(keywords).map((d) => d.index))
  return keywords.filter((_, i) => !drop.has(i))
}
