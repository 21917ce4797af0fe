/** Small string helpers the editorial rules share. */

export const distinct = <T>(xs: readonly T[]): T[] => [...new Set(xs)]

export const hasEdgeSpace = (s: string): boolean => s.length > 0 && s !== s.trim()

/** 'GRÁTIS' → 'Grátis'. */
export function capitalize(word: string): string {
  const lower = word.toLowerCase()
  const first = String.fromCodePoint(lower.codePointAt(0) ?? 32)
  return first.toUpperCase() + lower.slice(first.length)
}

/** 'um', 'um e dois', 'um, dois e três' — for lists inside a pt-BR sentence. */
export function joinPt(xs: readonly string[]): string {
  if (xs.length <= 1) return xs.join('')
  return `${xs.slice(0, -1).join(', ')} e ${xs[xs.length - 1]}`
}

/** "x" with typographic-neutral double quotes, as every message quotes user text. */
export const q = (s: string): string => `"${s}"`

/** The same text for comparisons: NFC, case-insensitive, spaces collapsed and trimmed. */
export const sameTextKey = (s: string): string => s.normalize('NFC').toLowerCase().replace(/\s+/g, ' ').trim()
