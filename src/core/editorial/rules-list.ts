/** Checks across items: the same sitelink text twice, the same headline or description twice in one ad. */
import type { Sitelink } from '../types'
import { sameTextKey } from './text'
import { warn, type EditorialWarning } from './types'

export type WarningsByIndex = Map<number, EditorialWarning[]>

/** Index of every repeated item → index of its first occurrence (case and spacing ignored; blanks skipped). */
export function repeats(texts: readonly string[]): Map<number, number> {
  const first = new Map<string, number>()
  const result = new Map<number, number>()
  texts.forEach((text, i) => {
    const key = sameTextKey(text)
    if (key === '') return
    const at = first.get(key)
    if (at === undefined) first.set(key, i)
    else result.set(i, at)
  })
  return result
}

export function add(map: WarningsByIndex, index: number, warnings: readonly EditorialWarning[]): void {
  if (warnings.length === 0) return
  const list = map.get(index)
  if (list) list.push(...warnings)
  else map.set(index, [...warnings])
}

/** The same sitelink text twice: flagged on the later ones. List-level only; checkItem covers each sitelink. */
export function sitelinkRepeats(items: readonly Sitelink[]): WarningsByIndex {
  const result: WarningsByIndex = new Map()
  for (const [i, at] of repeats(items.map((s) => s.text))) {
    add(result, i, [{
      ...warn('duplicate-sitelink', `Texto: igual ao do sitelink ${at + 1}`, 'Troque o texto: cada sitelink precisa de um texto diferente'),
      field: 'text',
    }])
  }
  return result
}

export function headlineRepeats(headlines: readonly string[]): WarningsByIndex {
  const result: WarningsByIndex = new Map()
  for (const [i, at] of repeats(headlines)) {
    add(result, i, [warn('duplicate-headline', `Título repetido: igual ao título ${at + 1}`, 'Troque por um título diferente ou apague este')])
  }
  return result
}

export function descriptionRepeats(descriptions: readonly string[]): WarningsByIndex {
  const result: WarningsByIndex = new Map()
  for (const [i, at] of repeats(descriptions)) {
    add(result, i, [warn(
      'duplicate-description', `Descrição repetida: igual à descrição ${at + 1}`, 'Troque por uma descrição diferente ou apague esta',
    )])
  }
  return result
}
