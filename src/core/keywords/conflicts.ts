/**
 * Which negative keywords block which keywords of the same campaign.
 *
 * Negatives follow Google's rules (they never match close variants: plurals, misspellings and
 * synonyms do not count):
 * - broad negative `a b`: blocks when every one of its words is in the keyword, in any order;
 * - phrase negative `"a b"`: its words in that order, next to each other, anywhere in the keyword;
 * - exact negative `[a b]`: the keyword's words are exactly these, in this order.
 * Case and repeated spaces are ignored; accents are significant (see keywordWords).
 *
 * The rule for the keyword side: a keyword is read as its own words, whatever its match type.
 * A negative blocks a keyword when it would block the search that is exactly the keyword's text,
 * the one search every match type of that keyword is meant to catch. So `[frete grátis]`,
 * `"frete grátis"` and `frete grátis` are all blocked by the negative `grátis`, and none of them by
 * `[grátis]`. (A negative that only cuts some of the wider searches a phrase or broad keyword
 * reaches is the normal use of a negative, not a conflict.)
 */
import { unwrapMatch } from '../generators/match-type'
import type { MatchType } from '../types'
import { keywordWords } from './normalize'

export interface Conflict {
  /** The negative as stored, with its match wrapping. */
  negative: string
  /** The keywords it blocks, as stored, in list order. */
  blocked: string[]
}

/** One blocking negative, by position: for screens that edit the lists in place. */
export interface ConflictEntry {
  negativeIndex: number
  keywordIndexes: number[]
}

interface IndexedKeywords {
  words: string[][]
  wordSets: Set<string>[]
  /** word → indexes of the keywords that contain it (ascending). */
  byWord: Map<string, number[]>
  /** two words next to each other ('a b') → indexes of the keywords holding that pair. */
  byPair: Map<string, number[]>
  /** whole normalized text → indexes of the keywords with exactly these words. */
  byText: Map<string, number[]>
}

function push(map: Map<string, number[]>, key: string, index: number): void {
  const list = map.get(key)
  if (list === undefined) map.set(key, [index])
  else if (list[list.length - 1] !== index) list.push(index)
}

function indexKeywords(keywords: readonly string[]): IndexedKeywords {
  const words: string[][] = []
  const wordSets: Set<string>[] = []
  const byWord = new Map<string, number[]>()
  const byPair = new Map<string, number[]>()
  const byText = new Map<string, number[]>()
  keywords.forEach((keyword, i) => {
    const w = keywordWords(unwrapMatch(keyword).text)
    words.push(w)
    wordSets.push(new Set(w))
    if (w.length === 0) return
    for (const word of w) push(byWord, word, i)
    for (let j = 1; j < w.length; j++) push(byPair, `${w[j - 1]} ${w[j]}`, i)
    push(byText, w.join(' '), i)
  })
  return { words, wordSets, byWord, byPair, byText }
}

function containsRun(haystack: readonly string[], run: readonly string[]): boolean {
  const last = haystack.length - run.length
  outer: for (let start = 0; start <= last; start++) {
    for (let j = 0; j < run.length; j++) if (haystack[start + j] !== run[j]) continue outer
    return true
  }
  return false
}

/** The shortest of the posting lists for these keys; empty when a key is in no keyword. */
function rarest(map: Map<string, number[]>, keys: readonly string[]): number[] {
  let candidates: number[] | undefined
  for (const key of keys) {
    const list = map.get(key)
    if (list === undefined) return []
    if (candidates === undefined || list.length < candidates.length) candidates = list
  }
  return candidates ?? []
}

function blockedBy(index: IndexedKeywords, words: string[], matchType: MatchType): number[] {
  if (matchType === 'exact') return index.byText.get(words.join(' ')) ?? []
  if (matchType === 'phrase' && words.length > 1) {
    const pairs = words.slice(1).map((word, j) => `${words[j]} ${word}`)
    return rarest(index.byPair, pairs).filter((k) => containsRun(index.words[k], words))
  }
  // Candidates: the keywords holding the negative's rarest word.
  const candidates = rarest(index.byWord, words)
  if (matchType === 'phrase') return candidates.filter((k) => containsRun(index.words[k], words))
  return candidates.filter((k) => words.every((word) => index.wordSets[k].has(word)))
}

/** Each negative that blocks at least one keyword, with the positions involved, in list order. */
export function findConflictEntries(
  negatives: readonly string[],
  keywords: readonly string[],
): ConflictEntry[] {
  const index = indexKeywords(keywords)
  const entries: ConflictEntry[] = []
  // The same negative written twice (or a broad one in another order) is looked up once.
  const seen = new Map<string, number[]>()
  negatives.forEach((negative, negativeIndex) => {
    const { text, matchType } = unwrapMatch(negative)
    const words = keywordWords(text)
    if (words.length === 0) return
    const key = `${matchType}:${(matchType === 'broad' ? [...words].sort() : words).join(' ')}`
    let keywordIndexes = seen.get(key)
    if (keywordIndexes === undefined) {
      keywordIndexes = blockedBy(index, words, matchType)
      seen.set(key, keywordIndexes)
    }
    if (keywordIndexes.length > 0) entries.push({ negativeIndex, keywordIndexes: [...keywordIndexes] })
  })
  return entries
}

/** Each negative that blocks at least one keyword, with the keywords it blocks (as stored). */
export function findConflicts(negatives: readonly string[], keywords: readonly string[]): Conflict[] {
  return findConflictEntries(negatives, keywords).map((entry) => ({
    negative: negatives[entry.negativeIndex],
    blocked: entry.keywordIndexes.map((k) => keywords[k]),
  }))
}
