/**
 * Keyword mixer: every combination of 2 to 5 word columns, optionally with accent-free variants,
 * once per chosen match type. Lazy: iterateMix yields one line at a time, so a million combinations
 * are never held in memory; mixKeywords takes up to `cap` of them.
 */
import { checkItem } from './editorial'
import { wrapMatch } from './generators/match-type'
import { cleanLines, dedupe } from './lists/list-ops'
import type { MatchType } from './types'

export interface MixInput {
  /** Words of each column (raw lines are fine: they are trimmed, blanks dropped, de-duplicated). */
  columns: string[][]
  accentVariants: boolean
  matchTypes: MatchType[]
  /** Most lines mixKeywords returns. */
  cap: number
}

export interface MixResult {
  items: string[]
  /** countCombinations(input): lines before de-duplication. */
  total: bigint
  /** True when more (de-duplicated) lines exist after the first `cap`. */
  truncated: boolean
}

export const MIX_MIN_COLUMNS = 2
export const MIX_MAX_COLUMNS = 5

export type MixError = 'too-few-columns' | 'too-many-columns' | 'no-match-type'

const COMBINING_MARKS = /[\u0300-\u036f]/g
const JOIN_RISK = /[\s[\]"]/

/** 'grátis' → 'gratis', 'ação' → 'acao'. Only Latin diacritics go: Thai, Japanese or Hangul are untouched. */
export function stripAccents(s: string): string {
  return s.normalize('NFD').replace(COMBINING_MARKS, '').normalize('NFC')
}

/** The columns as mixed: each cleaned like a pasted list; columns left empty are ignored. */
export function mixColumns(input: Pick<MixInput, 'columns'>): string[][] {
  return input.columns.map((col) => dedupe(col.flatMap(cleanLines))).filter((col) => col.length > 0)
}

/** Why the input cannot be mixed, or null. The mixer itself yields nothing for an invalid input. */
export function mixError(input: Pick<MixInput, 'columns' | 'matchTypes'>): MixError | null {
  const filled = mixColumns(input).length
  if (filled < MIX_MIN_COLUMNS) return 'too-few-columns'
  if (filled > MIX_MAX_COLUMNS) return 'too-many-columns'
  if (input.matchTypes.length === 0) return 'no-match-type'
  return null
}

/**
 * The exact number of lines iterateMix yields before de-duplication, as a bigint:
 *   phrases × match types, where phrases = C (the product of the cleaned column sizes), plus, with
 *   accentVariants, one more for every combination with at least one accented word: C − Π(unaccented
 *   words of each column). Match types are counted once each. De-duplication can only lower the real
 *   output (a column holding both 'grátis' and 'gratis', or words with spaces that join alike).
 * 0 for an input mixError rejects.
 */
export function countCombinations(input: Omit<MixInput, 'cap'>): bigint {
  if (mixError(input) !== null) return 0n
  const columns = mixColumns(input)
  const all = columns.reduce((n, col) => n * BigInt(col.length), 1n)
  const plain = columns.reduce((n, col) => n * BigInt(col.filter((w) => stripAccents(w) === w).length), 1n)
  const phrases = input.accentVariants ? all + (all - plain) : all
  return phrases * BigInt(new Set(input.matchTypes).size)
}

/**
 * Whether two different combinations can print the same line. Without that risk no "seen" set is kept,
 * so walking a full mix holds nothing in memory. The risk exists when a word has a space or a wrapping
 * character in it, or (with variants) when two words of one column share an accent-free form.
 */
function canRepeat(columns: string[][], accentVariants: boolean): boolean {
  return columns.some(
    (col) => col.some((w) => JOIN_RISK.test(w)) || (accentVariants && new Set(col.map(stripAccents)).size < col.length),
  )
}

/** Yields the mix line by line, first column varying slowest, de-duplicated. */
export function* iterateMix(input: Omit<MixInput, 'cap'>): Generator<string, void, undefined> {
  if (mixError(input) !== null) return
  const columns = mixColumns(input)
  const types = [...new Set(input.matchTypes)]
  const stripped = columns.map((col) => col.map(stripAccents))
  const seen = canRepeat(columns, input.accentVariants) ? new Set<string>() : null
  const n = columns.length
  const index = new Array<number>(n).fill(0)
  // prefix[i] / plainPrefix[i]: the phrase (and its accent-free form) made of the words in columns 0..i.
  const prefix = new Array<string>(n)
  const plainPrefix = new Array<string>(n)
  let from = 0
  for (;;) {
    for (let i = from; i < n; i++) {
      const word = columns[i][index[i]]
      const plainWord = stripped[i][index[i]]
      prefix[i] = i === 0 ? word : `${prefix[i - 1]} ${word}`
      plainPrefix[i] = i === 0 ? plainWord : `${plainPrefix[i - 1]} ${plainWord}`
    }
    const phrase = prefix[n - 1]
    const plain = plainPrefix[n - 1]
    const phrases = input.accentVariants && plain !== phrase ? [phrase, plain] : [phrase]
    for (const p of phrases) {
      for (const type of types) {
        const line = wrapMatch(p, type)
        if (seen) {
          if (seen.has(line)) continue
          seen.add(line)
        }
        yield line
      }
    }
    // Odometer: advance the last column, carrying into the ones before it.
    let i = n - 1
    while (i >= 0 && ++index[i] === columns[i].length) index[i--] = 0
    if (i < 0) return
    from = i
  }
}

/** Up to `cap` lines of the mix (see iterateMix), the full count, and whether lines were left out. */
export function mixKeywords(input: MixInput): MixResult {
  const items: string[] = []
  const lines = iterateMix(input)
  const cap = input.cap > 0 ? input.cap : 0 // NaN and negatives mean 0
  let truncated = false
  for (let next = lines.next(); !next.done; next = lines.next()) {
    if (items.length >= cap) {
      truncated = true
      break
    }
    items.push(next.value)
  }
  lines.return()
  return { items, total: countCombinations(input), truncated }
}

/** Whether a mixed keyword breaks a Google rule (checkItem gives the reasons). Flag it; do not drop it. */
export function invalidKeyword(keyword: string): boolean {
  return checkItem('keywords', keyword).length > 0
}
