/** Reads every template store, saved list and the preferences for a backup, and writes a validated backup back. */
import { buildBackup, type Backup, type BackupSavedList, type BackupTemplateKey } from '../../../core/backup'
import { ASSET_TYPES, type AssetType } from '../../../core/types'
import { downloadBlob } from '../../lib/download'
import { PREFERENCES_KEY, loadPreferences, normalisePreferences } from '../../lib/preferences'
import { loadSavedLists, savedListsKey } from '../../lib/saved-lists'
import { removeKey, writeJson } from '../../lib/storage'
import {
  TEMPLATE_KEYS, loadKeywordLists, loadKeywordTemplates, loadNegativeTemplates, loadSitelinkTemplates, loadTextTemplates,
} from '../../lib/template-store'

/** The current state: stored values, or the defaults of any key that is missing or damaged. */
export function collectBackup(now: Date): Backup {
  const templates: Record<BackupTemplateKey, unknown> = {
    [TEMPLATE_KEYS.keywordLists]: loadKeywordLists(),
    [TEMPLATE_KEYS.keywords]: loadKeywordTemplates(),
    [TEMPLATE_KEYS.negatives]: loadNegativeTemplates(),
    [TEMPLATE_KEYS.titles]: loadTextTemplates('titles'),
    [TEMPLATE_KEYS.descriptions]: loadTextTemplates('descriptions'),
    [TEMPLATE_KEYS.sitelinks]: loadSitelinkTemplates(),
    [TEMPLATE_KEYS.callouts]: loadTextTemplates('callouts'),
    [TEMPLATE_KEYS.promotions]: loadTextTemplates('promotions'),
  } as Record<BackupTemplateKey, unknown>
  const savedLists = Object.fromEntries(ASSET_TYPES.map((t) => [t, loadSavedLists(t)])) as Record<AssetType, BackupSavedList[]>
  return buildBackup(templates, savedLists, now, loadPreferences())
}

function readRaw(key: string): string | null {
  try {
    return localStorage.getItem(key)
  } catch {
    return null
  }
}

/**
 * Writes every key of an already validated backup. If storage refuses one write, every key is put
 * back as it was, so a restore is all or nothing. Returns false in that case.
 */
export function applyBackup(backup: Backup): boolean {
  const writes: [string, unknown][] = [
    ...Object.entries(backup.templates),
    ...ASSET_TYPES.map((t): [string, unknown] => [savedListsKey(t), backup.savedLists[t]]),
    // A file from before preferences existed leaves the current ones alone.
    ...(backup.preferences ? [[PREFERENCES_KEY, normalisePreferences(backup.preferences)] as [string, unknown]] : []),
  ]
  const before = writes.map(([key]) => [key, readRaw(key)] as const)
  for (const [key, value] of writes) {
    if (!writeJson(key, value)) {
      for (const [k, raw] of before) {
        if (raw === null) removeKey(k)
        else {
          try {
            localStorage.setItem(k, raw)
          } catch {
            // the original value was stored before, so it fits again
          }
        }
      }
      return false
    }
  }
  return true
}

export function downloadJson(fileName: string, value: unknown) {
  downloadBlob(fileName, new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }))
}
