import { useCallback, useState } from 'react'
import type { AssetItem, AssetType } from '../../../../core/types'
import { loadSavedLists, makeSavedList, storeSavedLists, type SavedList } from '../../../lib/saved-lists'

/**
 * The tool's locally saved lists (saved_lists_<tool>_v1). Returns false when the browser refused to store,
 * or, for `save`, when the plan's limit of lists is reached (`limit`: null for unlimited; saving over,
 * renaming and deleting always work).
 */
export function useSavedLists(tool: AssetType, limit: number | null = null) {
  const [lists, setLists] = useState<SavedList[]>(() => loadSavedLists(tool))
  // The screen shows only what the browser really stored.
  const commit = useCallback((next: SavedList[]) => {
    const stored = storeSavedLists(tool, next)
    if (stored) setLists(next)
    return stored
  }, [tool])
  const limitReached = limit !== null && lists.length >= limit
  const save = (name: string, items: AssetItem[]) =>
    !limitReached && commit([...lists, makeSavedList(tool, name, items, new Date())])
  /** Saves over one list: its items become `items`, its id and name stay. */
  const replace = (id: string, items: AssetItem[]) =>
    commit(lists.map((l) => (l.id === id ? { ...makeSavedList(tool, l.name, items, new Date()), id: l.id } : l)))
  const rename = (id: string, name: string) => commit(lists.map((l) => (l.id === id ? { ...l, name } : l)))
  const remove = (id: string) => commit(lists.filter((l) => l.id !== id))
  return { lists, limitReached, save, replace, rename, remove }
}
