/** Text pasted in the "add manually" box or read from an imported .txt, turned into list items. */
import { SITELINK_LIMITS, cutTo } from '../limits'
import type { Sitelink } from '../types'
import { cleanLines, dedupe } from './list-ops'

/** Titles, descriptions, callouts, promotions: one a line, trimmed, cut to `limit`, de-duplicated. */
export function parseTextItems(text: string, limit: number): string[] {
  const items = cleanLines(text)
    .map((line) => cutTo(line, limit))
    .filter((item) => item !== '')
  return dedupe(items)
}

/**
 * Sitelinks as `Texto;Descrição1;Descrição2` lines. Parts are trimmed and cut to 25/35/35; a missing
 * description becomes ''; parts after the third are ignored; a line without text is dropped.
 */
export function parseSitelinks(text: string): Sitelink[] {
  const items: Sitelink[] = []
  for (const line of cleanLines(text)) {
    const [rawText = '', rawDesc1 = '', rawDesc2 = ''] = line.split(';')
    const sitelink: Sitelink = {
      text: cutTo(rawText.trim(), SITELINK_LIMITS.text),
      desc1: cutTo(rawDesc1.trim(), SITELINK_LIMITS.desc1),
      desc2: cutTo(rawDesc2.trim(), SITELINK_LIMITS.desc2),
    }
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
