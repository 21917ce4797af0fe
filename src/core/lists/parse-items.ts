/** Text pasted in the "add manually" box or read from an imported .txt, turned into list items. */
import { SITELINK_LIMITS, cutAtWord } from '../limits'
import type { Sitelink } from '../types'
import { cleanLines, dedupe } from './list-ops'

/** Titles, descriptions, callouts, promotions: one a line, trimmed, cut to `limit` at a whole word, de-duplicated. */
export function parseTextItems(text: string, limit: number): string[] {
  const items = cleanLines(text)
    .map((line) => cutAtWord(line, limit))
    .filter((item) => item !== '')
  return dedupe(items)
}

/** A sitelink's parts trimmed and cut at a whole word to 25/35/35 (import, manual add and inline edit). */
export function fitSitelink(parts: { text: string; desc1: string; desc2: string }): Sitelink {
  return {
    text: cutAtWord(parts.text.trim(), SITELINK_LIMITS.text),
    desc1: cutAtWord(parts.desc1.trim(), SITELINK_LIMITS.desc1),
    desc2: cutAtWord(parts.desc2.trim(), SITELINK_LIMITS.desc2),
  }
}

/**
 * Sitelinks as `Texto;Descrição1;Descrição2` lines. Parts are trimmed and cut at a whole word to
 * 25/35/35; a missing description becomes ''; parts after the third are ignored; a line without text is dropped.
 */
export function parseSitelinks(text: string): Sitelink[] {
  const items: Sitelink[] = []
  for (const line of cleanLines(text)) {
    const [rawText = '', desc1 = '', desc2 = ''] = line.split(';')
    const sitelink = fitSitelink({ text: rawText, desc1, desc2 })
    if (sitelink.text !== '') items.push(sitelink)
  }
  return dedupe(items)
}

/**
 * Keywords (and negative keywords): one a line, trimmed, empty lines dropped, de-duplicated. Never cut:
 * a keyword that is too long is flagged by the editorial check, since cutting would change its meaning.
 */
export function parseKeywords(text: string): string[] {
  return dedupe(cleanLines(text))
}

/** A negative keyword as every path keeps it (SPEC §5): lower case, pt-BR rules ('GRÁTIS' → 'grátis'). */
export const lowerNegative = (word: string): string => word.trim().toLocaleLowerCase('pt-BR')

/** Negative keywords: as parseKeywords, lowercased, then de-duplicated ('Grátis' and 'grátis' are one). */
export function parseNegatives(text: string): string[] {
  return dedupe(cleanLines(text).map(lowerNegative))
}
