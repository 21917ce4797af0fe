/** Operations every generator list shares: splitting pasted text, de-duplicating, manual add. */
import type { AssetItem } from '../types'

/** One entry a line (\n or \r\n), each trimmed, empty lines dropped. */
export function cleanLines(text: string): string[] {
  const out: string[] = []
  for (const line of text.split(/\r?\n/)) {
    const trimmed = line.trim()
    if (trimmed !== '') out.push(trimmed)
  }
  return out
}

/** Identity of an item for de-duplication: the string itself, or text + both descriptions of a sitelink. */
export function itemKey(item: AssetItem): string {
  return typeof item === 'string' ? item : `${item.text}\u0000${item.desc1}\u0000${item.desc2}`
}

/** Drops repeated items, keeping the first occurrence and the order. Comparison is exact (case-sensitive). */
export function dedupe<T extends AssetItem>(items: readonly T[]): T[] {
  const seen = new Set<string>()
  const out: T[] = []
  for (const item of items) {
    const key = itemKey(item)
    if (seen.has(key)) continue
    seen.add(key)
    out.push(item)
  }
  return out
}

/** Manual add: the new items go after the existing ones, then the whole list is de-duplicated. */
export function mergeUnique<T extends AssetItem>(existing: readonly T[], added: readonly T[]): T[] {
  return dedupe([...existing, ...added])
}
