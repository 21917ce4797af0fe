/**
 * Ad groups from keyword lists, as Google Ads Editor's Keyword Grouper does: keywords that share a
 * significant word go together, the group named after that word (its theme). Stop words of pt/en/es
 * do not count, nor do the product's own words (the product name given, and any word found in almost
 * every keyword): they tell nothing apart. Words are compared with case, accents and plurals folded
 * (text.ts). Also one group per funnel stage, when the lists' stages are known.
 */
import { sameText } from '../campaigns/editor-content'
import { unwrapMatch } from '../generators/match-type'
import { FUNNEL_LEVELS, type FunnelLevel } from '../types'
import { STOP_WORDS, fold, stem, words } from './text'

export interface KeywordGroup {
  /** pt-BR name: the theme ('Preço', 'Frete Grátis'), the product, the funnel stage or 'Outras palavras-chave'. */
  name: string
  /** The keywords, as given (notation kept), in input order. */
  keywords: string[]
}

export interface ThemeOptions {
  /** The product name: its words are never a theme. */
  product?: string
  /** Fewest keywords a theme needs to make a group (default 2). */
  minSize?: number
  /** Most theme groups (default 30); keywords of the themes past it go to 'Outras palavras-chave'. */
  maxGroups?: number
}

export const OTHER_GROUP_NAME = 'Outras palavras-chave'
export const FUNNEL_GROUP_NAMES: Record<FunnelLevel, string> = {
  top: 'Topo de funil',
  middle: 'Meio de funil',
  bottom: 'Fundo de funil',
}
/** A word in at least this share of the keywords (3 keywords or more) is taken for the product's. */
const PRODUCT_SHARE = 0.8

/** The keywords once each: same match type and same text (case and spacing ignored, as Google does). */
export function distinctKeywords(keywords: readonly string[]): string[] {
  const seen = new Set<string>()
  return keywords.filter((k) => {
    const { text, matchType } = unwrapMatch(k)
    const key = `${matchType}\u0000${sameText(text)}`
    if (text === '' || seen.has(key)) return false
    seen.add(key)
    return true
  })
}

const capitalise = (w: string) => w.charAt(0).toLocaleUpperCase('pt-BR') + w.slice(1)

/** Names made distinct (case ignored) by a number: 'Preço', 'Preço 2'. */
function distinctNames(groups: KeywordGroup[]): KeywordGroup[] {
  const used = new Set<string>()
  return groups.map((g) => {
    let name = g.name
    for (let n = 2; used.has(sameText(name)); n++) name = `${g.name} ${n}`
    used.add(sameText(name))
    return { ...g, name }
  })
}

interface Parsed {
  /** Comparison keys of the keyword's significant words, once each, in order. */
  keys: string[]
}

/** Max-heap order: more keywords first, then the word seen first. */
type Entry = [count: number, first: number, key: string]
const before = (a: Entry, b: Entry) => a[0] > b[0] || (a[0] === b[0] && a[1] < b[1])

function heapPush(heap: Entry[], e: Entry): void {
  heap.push(e)
  for (let i = heap.length - 1; i > 0; ) {
    const p = (i - 1) >> 1
    if (!before(heap[i], heap[p])) break
    ;[heap[i], heap[p]] = [heap[p], heap[i]]
    i = p
  }
}

function heapPop(heap: Entry[]): Entry | undefined {
  const top = heap[0]
  const last = heap.pop()
  if (heap.length > 0 && last !== undefined) {
    heap[0] = last
    for (let i = 0; ; ) {
      const l = 2 * i + 1
      const r = l + 1
      let m = i
      if (l < heap.length && before(heap[l], heap[m])) m = l
      if (r < heap.length && before(heap[r], heap[m])) m = r
      if (m === i) break
      ;[heap[i], heap[m]] = [heap[m], heap[i]]
      i = m
    }
  }
  return top
}

/**
 * Theme groups: the word shared by the most keywords makes the first group (every keyword holding it),
 * then the same again over the keywords left, while a word is shared by `minSize` keywords. A group's
 * name is its word, plus the other words every one of its keywords holds ('Frete Grátis'), as first
 * written. Keywords of the product's words only go first, in a group named after the product; the rest,
 * last, in 'Outras palavras-chave'. Repeats (same match type and text) are dropped.
 */
export function groupByTheme(keywords: readonly string[], options: ThemeOptions = {}): KeywordGroup[] {
  const minSize = Math.max(1, options.minSize ?? 2)
  const maxGroups = options.maxGroups ?? 30
  const list = distinctKeywords(keywords)
  const keyOf = new Map<string, string>() // written word → key ('' for a stop word)
  const display = new Map<string, string>() // key → the word as first written
  const order = new Map<string, number>() // key → first seen
  const parse = (text: string): string[] => {
    const out: string[] = []
    for (const w of words(text)) {
      let key = keyOf.get(w)
      if (key === undefined) {
        const folded = fold(w)
        key = STOP_WORDS.has(folded) ? '' : stem(folded)
        keyOf.set(w, key)
      }
      if (key === '' || out.includes(key)) continue
      out.push(key)
      if (!display.has(key)) {
        display.set(key, w.toLocaleLowerCase('pt-BR'))
        order.set(key, order.size)
      }
    }
    return out
  }
  const parsed: Parsed[] = list.map((k) => ({ keys: parse(unwrapMatch(k).text) }))

  // The product's words: the name given, and words in almost every keyword.
  const given = parse(options.product ?? '')
  const productKeys = new Set(given)
  const df = new Map<string, number>()
  for (const p of parsed) for (const key of p.keys) df.set(key, (df.get(key) ?? 0) + 1)
  if (list.length >= 3) {
    const threshold = Math.ceil(PRODUCT_SHARE * list.length)
    for (const [key, n] of df) if (n >= threshold) productKeys.add(key)
  }

  // Postings and counts over the theme words.
  const postings = new Map<string, number[]>()
  const count = new Map<string, number>()
  parsed.forEach((p, i) => {
    p.keys = p.keys.filter((key) => !productKeys.has(key))
    for (const key of p.keys) {
      const list = postings.get(key)
      if (list) list.push(i)
      else postings.set(key, [i])
      count.set(key, (count.get(key) ?? 0) + 1)
    }
  })
  const heap: Entry[] = []
  for (const [key, n] of count) heapPush(heap, [n, order.get(key)!, key])

  const assigned = new Uint8Array(list.length)
  const themes: KeywordGroup[] = []
  while (themes.length < maxGroups) {
    const top = heapPop(heap)
    if (top === undefined) break
    const [recorded, first, key] = top
    const now = count.get(key) ?? 0
    if (now !== recorded) {
      if (now > 0) heapPush(heap, [now, first, key])
      continue
    }
    if (now < minSize) break
    const members = postings.get(key)!.filter((i) => assigned[i] === 0)
    for (const i of members) {
      assigned[i] = 1
      for (const other of parsed[i].keys) count.set(other, count.get(other)! - 1)
    }
    themes.push({ name: themeName(key, members.map((i) => parsed[i].keys), display), keywords: members.map((i) => list[i]) })
  }

  const productOnly: string[] = []
  const other: string[] = []
  parsed.forEach((p, i) => {
    if (assigned[i] === 0) (p.keys.length === 0 ? productOnly : other).push(list[i])
  })
  const nameKeys = given.length > 0 ? given : [...productKeys].sort((a, b) => order.get(a)! - order.get(b)!)
  const productName = nameKeys.slice(0, 4).map((k) => capitalise(display.get(k)!)).join(' ')
  const groups: KeywordGroup[] = []
  if (productOnly.length > 0) groups.push({ name: productName || OTHER_GROUP_NAME, keywords: productOnly })
  groups.push(...themes)
  if (other.length > 0) groups.push({ name: OTHER_GROUP_NAME, keywords: other })
  return distinctNames(groups)
}

/** The theme word and the other words all the group's keywords share, in the first keyword's order (3 at most). */
function themeName(key: string, members: string[][], display: Map<string, string>): string {
  const shared = members[0].filter((k) => k === key || members.every((m) => m.includes(k)))
  const start = Math.max(0, Math.min(shared.indexOf(key), shared.length - 3))
  return shared.slice(start, start + 3).map((k) => capitalise(display.get(k)!)).join(' ')
}

/** One keyword list and its funnel stage, when known. */
export interface FunnelList {
  /** The list's name (for a list whose stage is not known). */
  name?: string | null
  level: FunnelLevel | null
  keywords: readonly string[]
}

/**
 * One group per funnel stage (Topo, Meio, Fundo de funil, in that order) with the keywords of the lists
 * of that stage; a list of unknown stage makes its own group, named after it (lists of one name
 * together). A keyword already placed (same match type and text) is not repeated.
 */
export function groupByFunnel(lists: readonly FunnelList[]): KeywordGroup[] {
  const byName = new Map<string, KeywordGroup>()
  const named = (name: string) => {
    const key = sameText(name)
    let g = byName.get(key)
    if (!g) byName.set(key, (g = { name, keywords: [] }))
    return g
  }
  for (const level of FUNNEL_LEVELS) named(FUNNEL_GROUP_NAMES[level])
  for (const l of lists) named(l.level ? FUNNEL_GROUP_NAMES[l.level] : l.name?.trim() || OTHER_GROUP_NAME).keywords.push(...l.keywords)
  const seen = new Set<string>()
  const groups: KeywordGroup[] = []
  for (const g of byName.values()) {
    const keywords = distinctKeywords(g.keywords).filter((k) => {
      const { text, matchType } = unwrapMatch(k)
      const key = `${matchType}\u0000${sameText(text)}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    if (keywords.length > 0) groups.push({ name: g.name, keywords })
  }
  return groups
}
