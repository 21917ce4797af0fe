import type { AssetItem, AssetType } from '../../core/types'
import { isRecord, readJson, writeJson } from './storage'

/**
 * Locally saved lists (SPEC §3 "Local saved list"): one storage key per tool. Keyword and negative
 * lists keep their items under `keywords`, the other tools under `items`.
 */
export interface SavedList {
  id: string
  name: string
  keywords?: string[]
  items?: AssetItem[]
}

export const savedListsKey = (tool: AssetType) => `saved_lists_${tool}_v1`

const usesKeywordsField = (tool: AssetType) => tool === 'keywords' || tool === 'negative_keywords'

const isItem = (v: unknown) =>
  typeof v === 'string' ||
  (isRecord(v) && typeof v.text === 'string' && typeof v.desc1 === 'string' && typeof v.desc2 === 'string')

const isSavedLists = (v: unknown): v is SavedList[] =>
  Array.isArray(v) &&
  v.every((l) =>
    isRecord(l) && typeof l.id === 'string' && typeof l.name === 'string' &&
    (l.keywords === undefined || (Array.isArray(l.keywords) && l.keywords.every((k) => typeof k === 'string'))) &&
    (l.items === undefined || (Array.isArray(l.items) && l.items.every(isItem))))

export const isSavedListArray = isSavedLists

export const loadSavedLists = (tool: AssetType): SavedList[] => readJson(savedListsKey(tool), () => [], isSavedLists)
export const storeSavedLists = (tool: AssetType, lists: SavedList[]) => writeJson(savedListsKey(tool), lists)

export const savedListItems = (list: SavedList): AssetItem[] => list.keywords ?? list.items ?? []

export function makeSavedList(tool: AssetType, name: string, items: AssetItem[], now: Date): SavedList {
  const id = String(now.getTime())
  return usesKeywordsField(tool) ? { id, name, keywords: items as string[] } : { id, name, items }
}
