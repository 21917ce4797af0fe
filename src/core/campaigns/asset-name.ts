/**
 * The name a list gets when it is saved to a campaign, so the campaign page can tell two lists of
 * one type apart: the locally saved list it came from, else the product it was made for, else the
 * caller's fallback (the tool and the date).
 */
import type { AssetItem } from '../types'

/** The server's limit on an asset's name (src/shared/campaigns.ts ASSET_NAME_MAX). */
export const ASSET_NAME_LIMIT = 120

const key = (item: AssetItem) => (typeof item === 'string' ? item : JSON.stringify([item.text, item.desc1, item.desc2, item.final_url ?? '']))

/** Same items in the same order. */
export function sameItems(a: readonly AssetItem[], b: readonly AssetItem[]): boolean {
  return a.length === b.length && a.every((item, i) => key(item) === key(b[i]))
}

export interface AssetNameInput {
  items: readonly AssetItem[]
  /** The user's locally saved lists of the same tool, with their items. */
  savedLists: readonly { name: string; items: readonly AssetItem[] }[]
  /** The product typed in the generator that made the list, or ''. */
  product: string
  /** Used when nothing else names the list, e.g. 'Palavras-chave 21/11/2026'. */
  fallback: string
}

const clip = (s: string) => (s.length > ASSET_NAME_LIMIT ? `${s.slice(0, ASSET_NAME_LIMIT - 1).trimEnd()}…` : s)

/**
 * A saved list whose items are exactly the ones being saved (it was loaded, or just saved locally)
 * gives its name; the newest such list wins. Then the product, then the fallback. Clipped to the
 * server's limit.
 */
export function assetName({ items, savedLists, product, fallback }: AssetNameInput): string {
  const loaded = [...savedLists].reverse().find((l) => l.name.trim() !== '' && sameItems(l.items, items))
  const name = loaded?.name.trim() || product.trim() || fallback.trim()
  return clip(name.replace(/\s+/g, ' '))
}
