/**
 * Cross-group negatives (an expert technique, optional in the builder): each group's exact keywords go as
 * exact negatives to the other groups, so a search that is exactly one group's keyword is answered by
 * that group's ad and the groups do not compete for it.
 *
 * They are computed from the groups' keywords, never stored: moving a keyword between groups moves its
 * negatives too, and a negative can never block its own group's keyword. The plan stores only the ones
 * the user removed (cross_negatives_removed), per group.
 */
import { unwrapMatch } from '../generators/match-type'
import { keywordWords } from '../keywords/normalize'

export interface CrossGroup {
  keywords: readonly string[]
  /** The group's own negatives: one already there is not added again. */
  negatives?: readonly string[]
  /** Cross negatives the user removed from this group ('[text]'). */
  cross_negatives_removed?: readonly string[]
}

export interface CrossNegatives {
  /** Exact negatives added to this group ('[text]', as the other group writes it), in group and list order. */
  added: string[]
  /** Of the group's removed ones, those that would still be added: what the screen offers to restore. */
  removed: string[]
}

/** Google's comparison of a keyword's words: case and spacing ignored, accents significant. */
const wordsKey = (text: string) => keywordWords(text).join(' ')

/**
 * What crossGroupNegatives works out of each keyword list, kept by list (a screen passes one cache for
 * the plan it edits): after a change only the lists that changed are read again. Lists must not be
 * changed in place once seen (the builder's plan edits always make new lists).
 */
export interface CrossCache {
  exact: WeakMap<readonly string[], readonly { text: string; key: string }[]>
  keys: WeakMap<readonly string[], ReadonlySet<string>>
}

export const crossCache = (): CrossCache => ({ exact: new WeakMap(), keys: new WeakMap() })

function cached<V>(map: WeakMap<readonly string[], V> | undefined, list: readonly string[], make: (list: readonly string[]) => V): V {
  const hit = map?.get(list)
  if (hit !== undefined) return hit
  const value = make(list)
  map?.set(list, value)
  return value
}

/** A list's exact keywords, with their comparison keys. */
const exactOf = (list: readonly string[]) =>
  list.flatMap((k) => {
    const { text, matchType } = unwrapMatch(k)
    const key = wordsKey(text)
    return matchType === 'exact' && key !== '' ? [{ text, key }] : []
  })
/** Every keyword's comparison key, whatever its match type. */
const keysOf = (list: readonly string[]): ReadonlySet<string> => new Set(list.map((k) => wordsKey(unwrapMatch(k).text)))

/**
 * Per group (same order as given), the exact negatives it gets from the other groups' exact keywords.
 * Not added to a group: a text that group already has as a keyword of any match type (the negative would
 * block it: `[x]` blocks the search 'x' that `"x"` and `x` are meant to catch too), a text already among
 * its exact negatives, a repeat, and the ones the user removed (listed in `removed`).
 */
export function crossGroupNegatives(groups: readonly CrossGroup[], cache?: CrossCache): CrossNegatives[] {
  const exact = groups.map((g) => cached(cache?.exact, g.keywords, exactOf))
  return groups.map((g, gi) => {
    const own = cached(cache?.keys, g.keywords, keysOf)
    const also = new Set<string>() // its exact negatives, then what was added
    for (const n of g.negatives ?? []) {
      const { text, matchType } = unwrapMatch(n)
      if (matchType === 'exact') also.add(wordsKey(text))
    }
    const removedKeys = new Set((g.cross_negatives_removed ?? []).map((n) => wordsKey(unwrapMatch(n).text)))
    const added: string[] = []
    const removed: string[] = []
    exact.forEach((list, hi) => {
      if (hi === gi) return
      for (const { text, key } of list) {
        if (own.has(key) || also.has(key)) continue
        also.add(key)
        ;(removedKeys.has(key) ? removed : added).push(`[${text}]`)
      }
    })
    return { added, removed }
  })
}
