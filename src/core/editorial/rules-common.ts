/** Rules every kind of text shares, keywords included: length, repeated punctuation, emoji, edge spaces. */
import { charCount } from '../limits'
import { distinct } from './text'
import { warn, type EditorialWarning } from './types'

/** '!!', '???', '...' and the ellipsis character '…' (which Google reads as '...'). */
const REPEATED = /([!?])\1+|\.{3,}|\u2026+/g
/** Pictographs (except © ® ™, which ads may use) and flag letters. */
const EMOJI = /(?![\u00A9\u00AE\u2122])\p{Extended_Pictographic}|\p{Regional_Indicator}/u
const EMOJI_ALL = /(?![\u00A9\u00AE\u2122])\p{Extended_Pictographic}|\p{Regional_Indicator}{1,2}/gu

export const isEmoji = (ch: string): boolean => EMOJI.test(ch)

/** Below U+0300 every character is one code point that NFC leaves alone: length is the count. */
const BEYOND_LATIN = /[^\u0000-\u02FF]/

export function tooLong(measured: string, limit: number, out: EditorialWarning[]): void {
  if (measured.length <= limit && !BEYOND_LATIN.test(measured)) return
  const n = charCount(measured)
  if (n > limit) out.push(warn('too-long', `Passa do limite de ${limit} caracteres`, `Encurte para até ${limit} caracteres (tem ${n})`))
}

const single = (run: string) => (run[0] === '\u2026' ? '.' : run[0])

export function repeatedPunctuation(s: string, out: EditorialWarning[]): void {
  const runs = s.match(REPEATED)
  if (!runs) return
  const list = distinct(runs)
  out.push(warn(
    'repeated-punctuation',
    `Pontuação repetida: ${list.join(' ')}`,
    `Use um sinal só: ${list.map((r) => `${single(r)} em vez de ${r}`).join('; ')}`,
  ))
}

export function emoji(s: string, out: EditorialWarning[]): void {
  if (!EMOJI.test(s)) return
  const found = distinct(s.match(EMOJI_ALL) ?? []).slice(0, 3)
  out.push(warn('emoji', 'Emoji não é aceito', found.length === 1 ? `Remova o emoji ${found[0]}` : `Remova os emojis ${found.join(' ')}`))
}

export function edgeSpace(out: EditorialWarning[]): void {
  out.push(warn('edge-space', 'Espaço no início ou no fim', 'Apague o espaço do início ou do fim'))
}

/**
 * Cheap pre-filter for the symbol rules (emoji, decorations, styled letters): a character outside printable
 * ASCII, Latin-1 letters and punctuation (but ¤ ¦ ¶ ·) and Latin Extended-A. Most ad text has none.
 */
const UNUSUAL = /[^\x20-\x7E\u00A0-\u00A3\u00A5\u00A7-\u00B5\u00B8-\u017F]/
export const hasUnusualChars = (s: string): boolean => UNUSUAL.test(s)

/** Limit, repeated punctuation and emoji, in that order. `measured` is what counts toward the limit. */
export function commonRules(s: string, measured: string, limit: number, out: EditorialWarning[], unusual = true): void {
  tooLong(measured, limit, out)
  repeatedPunctuation(s, out)
  if (unusual) emoji(s, out)
}
