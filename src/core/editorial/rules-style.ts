/** Gimmicky style: capitals, spaced or dotted letters, double spaces, a word three times in a row. */
import { isAcronym } from './acronyms'
import { capitalize, joinPt, q } from './text'
import { warn, type EditorialWarning } from './types'

/** Cheap pre-filter: an all-caps word of 2+ letters always has two upper-case letters in a row. */
const TWO_UPPER = /\p{Lu}\p{M}*\p{Lu}/u
/** A whole word of 2+ capitals and nothing else (no digit: 4K, MP3, XPTO2000 are not flagged). */
const CAPS_WORD = /(?<![\p{L}\p{M}\p{N}])(?:\p{Lu}\p{M}*){2,}(?![\p{L}\p{M}\p{N}])/gu

/** 3+ single letters separated by dots or spaces: F.R.E.T.E, f r e t e, F. R. E. */
const SPACED = /(?<![\p{L}\p{M}\p{N}.])\p{L}\p{M}*(?![\p{L}\p{M}\p{N}])(?:(?:\.[ \t]*|[ \t]+)\p{L}\p{M}*(?![\p{L}\p{M}\p{N}])){2,}\.?/gu
const SPACED_LETTER = /\p{L}\p{M}*/gu
/** Cheap pre-filter: two one-character tokens in a row, separated by spaces or dots. */
const MAYBE_SPACED = /(?:^|[ .])[^ .\d][ .]+[^ .\d](?:[ .]|$)/
/** One-letter words that join two letters in a sentence: 'de A a Z', 'vitaminas C e D', 'A o B', 'A y B'. */
const CONNECTORS = new Set(['a', 'e', 'o', 'u', 'y', 'à', 'é'])
const UPPER_LETTER = /^\p{Lu}/u
const VOWELS = /^[aeiouáéíóúàâêôãõ]$/i
/** 'S.A. e Cia', 'E.U.A. e Canadá': the lower-case word after a dotted abbreviation is not part of it. */
const DOTTED_THEN_WORD = /(\p{Lu}\.)[ \t]+\p{Ll}$/u

const INNER_BREAK = /[\t\n\r\v\f\u2028\u2029]/
const DOUBLE_SPACE = /\s{2,}/
const MAYBE_DOUBLE = /\s\s|[\t\n\r\v\f\u2028\u2029]/
const THRICE = /(?:^|[^\p{L}\p{M}])(\p{L}[\p{L}\p{M}]*)(?:[^\p{L}\p{M}\p{N}]+\1(?![\p{L}\p{M}])){2}/iu

export function capsWords(s: string): string[] {
  if (!TWO_UPPER.test(s)) return []
  const found: string[] = []
  for (const raw of s.match(CAPS_WORD) ?? []) {
    const w = raw.normalize('NFC')
    if (!found.includes(w) && !isAcronym(w)) found.push(w)
  }
  return found
}

export function allCaps(s: string, out: EditorialWarning[]): void {
  const caps = capsWords(s)
  if (caps.length === 1) {
    out.push(warn('all-caps', `Palavra toda em maiúsculas: ${caps[0]}`, `Escreva ${q(capitalize(caps[0]))} em vez de ${q(caps[0])}`))
  }
  if (caps.length > 1) {
    out.push(warn(
      'all-caps',
      `Palavras todas em maiúsculas: ${caps.join(', ')}`,
      `Escreva ${joinPt(caps.map((w) => q(capitalize(w))))}, só com a inicial maiúscula`,
    ))
  }
}

/**
 * 'de A a Z', 'C e D': letters joined by lower-case one-letter words, as a sentence lists them; or one-letter
 * words only ('a e o', 'as vogais a e i').
 */
function isLetterList(letters: string[]): boolean {
  if (letters.every((l) => VOWELS.test(l))) return true
  return letters.every((l, i) => (i % 2 === 1 ? CONNECTORS.has(l) : UPPER_LETTER.test(l)))
}

export function spacedLetters(s: string, out: EditorialWarning[]): void {
  if (!MAYBE_SPACED.test(s)) return
  const runs: { run: string; word: string }[] = []
  for (const m of s.matchAll(SPACED)) {
    const dotted = m[0].includes('.')
    const run = dotted ? m[0].replace(DOTTED_THEN_WORD, '$1') : m[0]
    const letters = run.match(SPACED_LETTER) ?? []
    if (letters.length < 3) continue
    const joined = letters.join('')
    const upper = joined.toUpperCase()
    if (dotted ? isAcronym(upper) : isLetterList(letters)) continue
    runs.push({ run: run.trim(), word: joined === upper ? capitalize(joined) : joined })
  }
  if (runs.length === 0) return
  const { run, word } = runs[0]
  out.push(warn(
    'spaced-letters',
    `Letras separadas por ${run.includes('.') ? 'pontos' : 'espaços'}: ${runs.map((r) => r.run).join(', ')}`,
    `Escreva ${q(word)} em vez de ${q(run)}`,
  ))
}

export function doubleSpace(s: string, out: EditorialWarning[]): void {
  if (!MAYBE_DOUBLE.test(s)) return
  const inner = s.trim()
  if (INNER_BREAK.test(inner)) {
    out.push(warn('double-space', 'Quebra de linha ou tabulação no meio do texto', 'Troque por um espaço só'))
  } else if (DOUBLE_SPACE.test(inner)) {
    out.push(warn('double-space', 'Espaço duplo entre palavras', 'Deixe um espaço só entre as palavras'))
  }
}

export function repeatedWord(s: string, out: EditorialWarning[]): void {
  const m = s.match(THRICE)
  if (!m) return
  out.push(warn('repeated-word', `Palavra repetida três vezes seguidas: ${m[1]}`, `Escreva ${q(m[1])} uma vez só`))
}
