/** Custom keyword template lists (SPEC §3, §4, §5 "Template lists") over the two storage keys. */
import { DEFAULT_KEYWORD_TEMPLATE_LISTS } from '../../../core/templates/keyword-lists'
import { LANGUAGE_CODES, type FunnelLevel, type KeywordFunnelEntry, type LanguageCode } from '../../../core/types'
import {
  defaultKeywordTemplates, loadKeywordLists, loadKeywordTemplates, saveKeywordLists, saveKeywordTemplates,
} from '../../lib/template-store'

export const DEFAULT_LIST_KEYS = new Set(DEFAULT_KEYWORD_TEMPLATE_LISTS.map((l) => l.key))
export const isDefaultList = (key: string) => DEFAULT_LIST_KEYS.has(key)

const emptyFunnels = (): Record<FunnelLevel, KeywordFunnelEntry> => {
  const empty = (): KeywordFunnelEntry => ({ strategy: '', example: '', templates: [] })
  return { top: empty(), middle: empty(), bottom: empty() }
}

/** A new list starts empty in every language and funnel level. Returns its key. */
export function createList(name: string, now: Date): string {
  const key = `custom_${now.getTime()}`
  const templates = loadKeywordTemplates()
  for (const lang of LANGUAGE_CODES) templates[lang] = { ...(templates[lang] ?? {}), [key]: emptyFunnels() }
  saveKeywordTemplates(templates)
  saveKeywordLists([...loadKeywordLists(), { key, name }])
  return key
}

export function renameList(key: string, name: string) {
  saveKeywordLists(loadKeywordLists().map((l) => (l.key === key ? { ...l, name } : l)))
}

/** Removes a custom list and its templates in every language. */
export function deleteList(key: string) {
  saveKeywordLists(loadKeywordLists().filter((l) => l.key !== key))
  const templates = loadKeywordTemplates()
  for (const lists of Object.values(templates)) if (lists) delete lists[key]
  saveKeywordTemplates(templates)
}

export function loadEntry(lang: LanguageCode, key: string, funnel: FunnelLevel): KeywordFunnelEntry | undefined {
  return loadKeywordTemplates()[lang]?.[key]?.[funnel]
}

export function saveEntry(lang: LanguageCode, key: string, funnel: FunnelLevel, entry: KeywordFunnelEntry): boolean {
  const templates = loadKeywordTemplates()
  const lists = templates[lang] ?? {}
  lists[key] = { ...(lists[key] ?? {}), [funnel]: entry }
  templates[lang] = lists
  return saveKeywordTemplates(templates)
}

/** Puts back the built-in templates of one list in one language (empty ones for a custom list). */
export function restoreList(lang: LanguageCode, key: string) {
  const templates = loadKeywordTemplates()
  const lists = templates[lang] ?? {}
  const def = defaultKeywordTemplates()[lang]?.[key]
  if (def) lists[key] = def
  else if (isDefaultList(key)) delete lists[key]
  else lists[key] = emptyFunnels()
  templates[lang] = lists
  saveKeywordTemplates(templates)
}
