import { useCallback, useMemo, useState } from 'react'
import { dedupe, mergeUnique } from '../../../../core/lists/list-ops'
import type { AssetItem } from '../../../../core/types'

export interface GeneratedList {
  items: AssetItem[]
  /** Generate, import and load: the list becomes `next`, de-duplicated. */
  replace: (next: AssetItem[]) => void
  /** Manual add: appended after the existing items, then de-duplicated. */
  add: (added: AssetItem[]) => void
  edit: (index: number, value: AssetItem) => void
  remove: (index: number) => void
}

/** The list a generator screen works on (SPEC §4 "Generators"). */
export function useGeneratedList(): GeneratedList {
  const [items, setItems] = useState<AssetItem[]>([])
  const replace = useCallback((next: AssetItem[]) => setItems(dedupe(next)), [])
  const add = useCallback((added: AssetItem[]) => setItems((prev) => mergeUnique(prev, added)), [])
  const edit = useCallback((index: number, value: AssetItem) => {
    setItems((prev) => {
      const next = prev.slice()
      next[index] = value
      return dedupe(next)
    })
  }, [])
  const remove = useCallback((index: number) => {
    setItems((prev) => {
      const next = prev.slice()
      next.splice(index, 1)
      return next
    })
  }, [])
  return useMemo(() => ({ items, replace, add, edit, remove }), [items, replace, add, edit, remove])
}
