/** Google Ads length limits (SPEC §9) and the character counting every counter and cut shares. */
import type { AssetType, SitelinkPart } from './types'

export const LIMITS = {
  title: 30,
  description: 90,
  sitelinkText: 25,
  sitelinkDesc: 35,
  callout: 25,
  promotion: 20,
  keywordChars: 80,
  keywordWords: 10,
} as const

/** Maximum length of one item of each asset type. For sitelinks it is the link text; see SITELINK_LIMITS. */
export const ITEM_LIMIT: Record<AssetType, number> = {
  keywords: LIMITS.keywordChars,
  negative_keywords: LIMITS.keywordChars,
  titles: LIMITS.title,
  descriptions: LIMITS.description,
  sitelinks: LIMITS.sitelinkText,
  callouts: LIMITS.callout,
  promotions: LIMITS.promotion,
}

/** Maximum length of each part of a sitelink. */
export const SITELINK_LIMITS: Record<SitelinkPart, number> = {
  text: LIMITS.sitelinkText,
  desc1: LIMITS.sitelinkDesc,
  desc2: LIMITS.sitelinkDesc,
}

const SURROGATE = /[\uD800-\uDFFF]/

/**
 * Characters as a person counts them: Unicode code points of the NFC form, so 'grátis' is 6 whether it
 * was typed composed or decomposed, and an emoji is never split in half.
 */
export function charCount(s: string): number {
  const nfc = s.normalize('NFC')
  if (!SURROGATE.test(nfc)) return nfc.length
  let n = 0
  for (const _ of nfc) n++
  return n
}

/**
 * The first `limit` characters (as charCount counts them) of `s`. When something was cut off, the
 * trailing whitespace the cut exposed is dropped too ('Compre agora ' never ends in a space).
 */
export function cutTo(s: string, limit: number): string {
  const nfc = s.normalize('NFC')
  if (charCount(nfc) <= limit) return nfc
  const cut = SURROGATE.test(nfc) ? Array.from(nfc).slice(0, limit).join('') : nfc.slice(0, limit)
  return cut.trimEnd()
}

const SPACE = /\s/u
/** What may hang at the end of a word cut: a comma, colon, dash or bar left without its continuation. */
const DANGLING = /[\s,;:|/\-–—]+$/u

/**
 * Like cutTo, but never inside a word: the text is cut at the last whole word that fits, and the
 * separator the cut leaves hanging (',', ':', ' -') goes too. A first word longer than `limit` has no
 * whole word to keep, so that one is hard-cut (cutTo) rather than lost.
 */
export function cutAtWord(s: string, limit: number): string {
  const nfc = s.normalize('NFC')
  if (charCount(nfc) <= limit) return nfc
  const chars = Array.from(nfc)
  const next = chars[limit]
  const head = chars.slice(0, limit).join('')
  if (next !== undefined && SPACE.test(next)) return head.replace(DANGLING, '')
  let end = head.length
  while (end > 0 && !SPACE.test(head[end - 1])) end--
  const whole = head.slice(0, end).replace(DANGLING, '')
  return whole === '' ? cutTo(nfc.trimStart(), limit) : whole
}
