/**
 * The ad as Google may show it (the builder's preview): up to 3 headlines and 2 descriptions of a
 * responsive search ad, respecting the pins. A position with pinned texts shows only those; the other
 * positions take the unpinned texts, each text at most once. 'Ver outra combinação' walks through every
 * combination, in a fixed order that changes several positions at each step.
 */
import { sameText } from '../campaigns/editor-content'

export interface PinnedText {
  text: string
  pin: number | null
}

export interface PreviewAd {
  headlines: readonly PinnedText[]
  descriptions: readonly PinnedText[]
}

export interface AdCombination {
  /** Position 1, 2, 3 (fewer when there is not enough text to fill them). */
  headlines: string[]
  /** Position 1, 2 (fewer likewise). */
  descriptions: string[]
  /** Which combination this is (0-based, n modulo total), and how many there are. */
  index: number
  total: number
}

export const SHOWN_HEADLINES = 3
export const SHOWN_DESCRIPTIONS = 2

/** Per position, the texts that may fill it; `free` marks positions filled from the unpinned texts. */
interface Slots {
  pinned: string[][]
  free: string[]
  freePositions: number
  count: number
}

function slots(items: readonly PinnedText[], positions: number): Slots {
  const seen = new Set<string>()
  const pinned: string[][] = Array.from({ length: positions }, () => [])
  const free: string[] = []
  for (const { text, pin } of items) {
    const t = text.trim()
    const key = sameText(t)
    if (t === '' || seen.has(key)) continue
    seen.add(key)
    if (pin !== null && pin >= 1 && pin <= positions) pinned[pin - 1].push(t)
    else free.push(t)
  }
  const freePositions = pinned.filter((p) => p.length === 0).length
  let count = 1
  for (const p of pinned) if (p.length > 0) count *= p.length
  for (let k = 0; k < Math.min(freePositions, free.length); k++) count *= free.length - k
  return { pinned, free, freePositions, count }
}

/** The `index`-th way to fill the positions: pinned positions and free ones, position 1 varying fastest. */
function fill(s: Slots, index: number): string[] {
  const remaining = [...s.free]
  const out: string[] = []
  let rest = index
  for (const candidates of s.pinned) {
    const from = candidates.length > 0 ? candidates : remaining
    if (from.length === 0) continue
    const i = rest % from.length
    rest = Math.floor(rest / from.length)
    out.push(from[i])
    if (from === remaining) remaining.splice(i, 1)
  }
  return out
}

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b))

/** A step coprime with `total` near its golden section, so consecutive n land far apart and all are visited. */
function stride(total: number): number {
  let s = Math.max(1, Math.round(total * 0.618))
  while (gcd(s, total) !== 1) s++
  return s
}

/** How many combinations Google may show (headlines × descriptions). */
export function combinationCount(ad: PreviewAd): number {
  return slots(ad.headlines, SHOWN_HEADLINES).count * slots(ad.descriptions, SHOWN_DESCRIPTIONS).count
}

/**
 * The n-th combination (any integer n, taken modulo the total). n = 0 is the texts in their order
 * (each position's first pinned text, or the next unpinned one); each n after it is another one, until
 * every combination has been shown once. Deterministic.
 */
export function adCombination(ad: PreviewAd, n: number): AdCombination {
  const h = slots(ad.headlines, SHOWN_HEADLINES)
  const d = slots(ad.descriptions, SHOWN_DESCRIPTIONS)
  const total = h.count * d.count
  const index = ((Math.trunc(n) % total) + total) % total
  const m = (index * stride(total)) % total
  return { headlines: fill(h, m % h.count), descriptions: fill(d, Math.floor(m / h.count)), index, total }
}

/** The headline line as Google joins it: 'A | B | C'. */
export const previewTitle = (c: AdCombination) => c.headlines.join(' | ')

/**
 * The display URL: the final URL's host and the paths ('www.loja.com.br/lipo/oferta'); path 2 only
 * with path 1. Null when the final URL is not an address.
 */
export function displayUrl(finalUrl: string | null, path1 = '', path2 = ''): string | null {
  let host: string
  try {
    host = new URL((finalUrl ?? '').trim()).hostname
  } catch {
    return null
  }
  if (host === '') return null
  const p1 = path1.trim()
  const p2 = p1 ? path2.trim() : ''
  return [host, p1, p2].filter((p) => p !== '').join('/')
}
