/**
 * Ad text symbols Google refuses as gimmicks: decorations (★ • →), styled letters (𝐅𝐫𝐞𝐭𝐞 Ⓕ),
 * asterisks (*texto*), and symbols or digits in place of letters (fl@res, gr4tis).
 */
import { isEmoji } from './rules-common'
import { distinct, joinPt, q } from './text'
import { warn, type EditorialWarning } from './types'

/**
 * Bullets, daggers and dots of General Punctuation, arrows, bullet-like math operators (not ≤ ≥ ≈ ≠ −),
 * technical symbols, box drawing, geometric shapes, stars, dingbats, private-use icons, ornaments.
 * Characters that are also emoji (✔ ♥ ✈) are left to the emoji rule.
 */
const DECOR_CLASS =
  '\\u00A4\\u00A6\\u00B6\\u00B7\\u2020-\\u2025\\u2027\\u203B\\u203D\\u2041-\\u2043\\u204C-\\u2051\\u2055-\\u205E' +
  '\\u2190-\\u2211\\u2213-\\u2247\\u2249-\\u225F\\u2261-\\u2263\\u2266-\\u245F\\u2500-\\u2BFF\\uE000-\\uF8FF' +
  '\\u{1F650}-\\u{1F67F}\\u{1F780}-\\u{1F8FF}'
const DECOR = new RegExp(`[${DECOR_CLASS}]`, 'u')
const DECOR_ALL = new RegExp(`[${DECOR_CLASS}]`, 'gu')
/** Circled, parenthesised and squared letters and digits, and the mathematical bold/italic/script alphabets. */
const STYLED = /[\u2460-\u24FF\u{1D400}-\u{1D7FF}\u{1F100}-\u{1F1E5}]/u
const TOKENS = /\S+/g
const ALNUM = /[\p{L}\p{N}]/u
const EMPHASIS = /\*+([^*\s](?:[^*]*[^*\s])?)\*+/
/** '@' or '$' with a (Latin) letter on each side: fl@res, ca$h (not R$ 10, US$, e-mail addresses). */
const AT_DOLLAR = /[a-zA-Zß-ÿÀ-Þ\u0300-\u036F][@$][a-zA-Zß-ÿÀ-Þ]/
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/
/** A digit that looks like a letter (0 1 3 4 5 7) inside a word: gr4tis, c0mpre, GR4TIS (not H2O, 3x4x5, HbA1c). */
const LEET = /(?:^|[^\p{L}\p{M}\p{N}])(?=[\p{L}\p{N}]*(?:[a-wyzß-ÿ][013457][a-wyzß-ÿ]|\p{Lu}{2}[013457]\p{Lu}{2}))[\p{L}\p{M}\p{N}]+/gu
/** Cheap pre-filter: a letter-like digit between two (Latin) letters. */
const MAYBE_LEET = /[a-zA-Zß-ÿÀ-Þ][013457][a-zA-Zß-ÿÀ-Þ]/

export function decorativeSymbols(s: string, out: EditorialWarning[]): void {
  if (!DECOR.test(s)) return
  const found: string[] = []
  let between = false
  for (const m of s.matchAll(DECOR_ALL)) {
    if (isEmoji(m[0])) continue
    if (!found.includes(m[0])) found.push(m[0])
    if (ALNUM.test(s.slice(0, m.index)) && ALNUM.test(s.slice(m.index + m[0].length))) between = true
  }
  if (found.length === 0) return
  const list = found.join(' ')
  const one = found.length === 1
  out.push(warn(
    'decorative-symbol',
    one ? `Símbolo decorativo: ${list}` : `Símbolos decorativos: ${list}`,
    (one ? `Remova o símbolo ${list}` : `Remova os símbolos ${list}`) + (between ? '; separe as ideias com vírgula ou ponto' : ''),
  ))
}

export function styledLetters(s: string, out: EditorialWarning[]): void {
  if (!STYLED.test(s)) return
  const tokens = distinct((s.match(TOKENS) ?? []).filter((t) => [...t].some((ch) => STYLED.test(ch) && !isEmoji(ch))))
  if (tokens.length === 0) return
  const plain = tokens.map((t) => q(t.normalize('NFKC')))
  out.push(warn(
    'styled-letters',
    `Letras estilizadas: ${tokens.join(' ')}`,
    `Escreva ${joinPt(plain)} com letras e números comuns`,
  ))
}

export function asterisk(s: string, out: EditorialWarning[]): void {
  if (!s.includes('*')) return
  const emphasis = s.match(EMPHASIS)
  if (emphasis) {
    out.push(warn('asterisk', `Asterisco para destacar: ${emphasis[0]}`, `Remova os asteriscos: escreva ${q(emphasis[1])}`))
    return
  }
  out.push(warn('asterisk', 'Asterisco não é aceito no anúncio', 'Remova o *; se ele indica condições, escreva "Consulte condições"'))
}

function leetWords(s: string): string[] {
  if (!MAYBE_LEET.test(s)) return []
  return (s.match(LEET) ?? []).map((w) => w.replace(/^[^\p{L}\p{N}]+/u, ''))
}

function atDollarWords(s: string): string[] {
  if (!AT_DOLLAR.test(s)) return []
  return (s.match(TOKENS) ?? []).filter((t) => AT_DOLLAR.test(t) && !EMAIL.test(t.replace(/[.,;:!?)]+$/, '')))
}

export function symbolInWord(s: string, out: EditorialWarning[]): void {
  const words = distinct([...atDollarWords(s), ...leetWords(s)])
  if (words.length === 0) return
  const quoted = joinPt(words.map(q))
  out.push(warn(
    'symbol-in-word',
    `${words.length === 1 ? 'Símbolo ou número no lugar de letra' : 'Símbolos ou números no lugar de letras'}: ${words.join(' ')}`,
    `Escreva ${quoted} só com letras`,
  ))
}
