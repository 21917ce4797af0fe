import { useCallback, useState } from 'react'
import type { AssetItem, AssetType } from '../../../../core/types'
import { loadSavedLists, makeSavedList, storeSavedLists, type SavedList } from '../../../lib/saved-lists'

/** The tool's locally saved lists (saved_lists_<tool>_v1). Returns false when the browser refused to store. */
export function useSavedLists(tool: AssetType) {
  const [lists, setLists] = useState<SavedList[]>(() => loadSavedLists(tool))
  // The screen shows only what the browser really stored.
  const commit = useCallback((next: SavedList[]) => {
    const stored = storeSavedLists(tool, next)
    if (stored) setLists(next)
    return stored
  }, [tool])
  const save = (name: string, items: AssetItem[]) => commit([...lists, makeSavedList(tool, name, items, new Date())])
  const rename = (id: string, name: string) => commit(lists.map((l) => (l.id === id ? { ...l, name } : l)))
  const remove = (id: string) => commit(lists.filter((l) => l.id !== id))
  return { lists, save, rename, remove }
}
