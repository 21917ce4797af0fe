/**
 * Backup file of every template store, every locally saved list and the preferences (SPEC §2
 * "backup/restore"; preferences are optional, so files made before them still restore).
 * Pure: the caller reads storage, passes `now`, and writes only after `parseBackup` says ok, so a
 * restore never half-writes.
 */
import { ASSET_TYPES, FUNNEL_LEVELS, LANGUAGE_CODES, MATCH_TYPES, type AssetType, type FunnelLevel, type LanguageCode, type MatchType } from './types'

/** The SPEC §3 storage keys, in the order the file lists them, with a pt-BR name for messages. */
export const BACKUP_TEMPLATE_KEYS = {
  keyword_template_lists_v1: 'Listas de palavras-chave',
  keyword_templates_v2: 'Palavras-chave',
  negative_keyword_templates_v1: 'Negativas',
  title_templates_v1: 'Títulos',
  description_templates_v1: 'Descrições',
  sitelink_templates_v1: 'Sitelinks',
  callout_templates_v1: 'Frases de Destaque',
  promotion_templates_v1: 'Promoções',
} as const
export type BackupTemplateKey = keyof typeof BACKUP_TEMPLATE_KEYS

const TOOL_NAMES: Record<AssetType, string> = {
  keywords: 'Palavras-chave',
  negative_keywords: 'Negativas',
  titles: 'Títulos',
  descriptions: 'Descrições',
  sitelinks: 'Sitelinks',
  callouts: 'Frases de Destaque',
  promotions: 'Promoções',
}

export interface BackupSavedList {
  id: string
  name: string
  keywords?: string[]
  items?: (string | { text: string; desc1: string; desc2: string })[]
}

/** The preferences (/tools/settings → Preferências) as a file carries them: a missing field takes its default. */
export interface BackupPreferences {
  language?: LanguageCode
  matchType?: MatchType
  funnel?: FunnelLevel
  gender?: 'm' | 'f'
  affiliateSafe?: boolean
  attachNegatives?: boolean
  attachNegativesListId?: string
}

export interface Backup {
  app: 'forjaads'
  version: 1
  exportedAt: string
  templates: Record<BackupTemplateKey, unknown>
  savedLists: Record<AssetType, BackupSavedList[]>
  /** Absent in files made before preferences existed; restoring such a file leaves them as they are. */
  preferences?: BackupPreferences
}

export type ParseResult = { ok: true; data: Backup } | { ok: false; message: string }

export const BACKUP_MESSAGES = {
  notJson: 'O arquivo não é um JSON válido.',
  notBackup: 'O arquivo não é um backup do ForjaAds.',
  version: 'Versão de backup não suportada.',
  exportedAt: 'A data de exportação do backup é inválida.',
  noTemplates: 'O backup não contém os templates.',
  noSavedLists: 'O backup não contém as listas salvas.',
  missingSet: (name: string) => `Faltam os templates de ${name} no backup.`,
  badSet: (name: string) => `Os templates de ${name} estão com formato inválido.`,
  unknownSet: (key: string) => `O backup contém um conjunto desconhecido: "${key}".`,
  missingLists: (name: string) => `Faltam as listas salvas de ${name} no backup.`,
  badLists: (name: string) => `As listas salvas de ${name} estão com formato inválido.`,
  unknownTool: (key: string) => `O backup contém listas de uma ferramenta desconhecida: "${key}".`,
  badPreferences: 'As preferências do backup estão com formato inválido.',
} as const

/** The file name: forjaads_backup_<yyyy-MM-dd>.json in the user's local date. */
export function backupFileName(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `forjaads_backup_${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.json`
}

export function buildBackup(
  templates: Record<BackupTemplateKey, unknown>,
  savedLists: Record<AssetType, BackupSavedList[]>,
  now: Date,
  preferences?: BackupPreferences,
): Backup {
  const backup: Backup = { app: 'forjaads', version: 1, exportedAt: now.toISOString(), templates, savedLists }
  if (preferences) backup.preferences = preferences
  return backup
}

// ---- shape checks -------------------------------------------------------------------------------

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((s) => typeof s === 'string')
const LANGS = new Set<string>(LANGUAGE_CODES)
const FUNNELS = new Set<string>(FUNNEL_LEVELS)
/** language → entry, with only known language codes. */
const byLanguage = (v: unknown, entry: (e: unknown) => boolean) =>
  isRecord(v) && Object.entries(v).every(([lang, e]) => LANGS.has(lang) && entry(e))
const isSitelink = (s: unknown) =>
  isRecord(s) && typeof s.text === 'string' && typeof s.desc1 === 'string' && typeof s.desc2 === 'string'

function isKeywordLists(v: unknown): boolean {
  if (!Array.isArray(v) || v.length === 0) return false
  const keys = new Set<string>()
  for (const l of v) {
    if (!isRecord(l) || typeof l.key !== 'string' || l.key === '' || typeof l.name !== 'string' || l.name.trim() === '') return false
    if (keys.has(l.key)) return false
    keys.add(l.key)
  }
  return keys.has('nutra') && keys.has('produtos-fisicos')
}

const isFunnelEntry = (e: unknown) =>
  isRecord(e) && typeof e.strategy === 'string' && typeof e.example === 'string' && isStringArray(e.templates)

const isKeywordTemplates = (v: unknown) =>
  byLanguage(v, (lists) =>
    isRecord(lists) &&
    Object.values(lists).every((funnels) =>
      isRecord(funnels) && Object.entries(funnels).every(([f, e]) => FUNNELS.has(f) && isFunnelEntry(e))))

const isTextTemplates = (v: unknown) => byLanguage(v, (e) => isRecord(e) && isStringArray(e.templates))

const SET_CHECKS: Record<BackupTemplateKey, (v: unknown) => boolean> = {
  keyword_template_lists_v1: isKeywordLists,
  keyword_templates_v2: isKeywordTemplates,
  negative_keyword_templates_v1: (v) => byLanguage(v, isStringArray),
  title_templates_v1: isTextTemplates,
  description_templates_v1: isTextTemplates,
  sitelink_templates_v1: (v) =>
    byLanguage(v, (e) => isRecord(e) && Array.isArray(e.templates) && e.templates.every(isSitelink)),
  callout_templates_v1: isTextTemplates,
  promotion_templates_v1: isTextTemplates,
}

/** Keyword and negative lists keep strings under `keywords`; sitelinks objects under `items`; the rest strings. */
function isSavedListsOf(tool: AssetType, v: unknown): boolean {
  if (!Array.isArray(v)) return false
  const ids = new Set<string>()
  for (const l of v) {
    if (!isRecord(l) || typeof l.id !== 'string' || l.id === '' || typeof l.name !== 'string') return false
    if (ids.has(l.id)) return false
    ids.add(l.id)
    if (tool === 'keywords' || tool === 'negative_keywords') {
      if (!isStringArray(l.keywords) || l.items !== undefined) return false
    } else if (!Array.isArray(l.items) || l.keywords !== undefined) {
      return false
    } else if (!l.items.every(tool === 'sitelinks' ? isSitelink : (i) => typeof i === 'string')) {
      return false
    }
  }
  return true
}

const oneOf = (values: readonly string[]) => (v: unknown) => typeof v === 'string' && values.includes(v)
const isBoolean = (v: unknown) => typeof v === 'boolean'

const PREFERENCE_CHECKS: Record<keyof BackupPreferences, (v: unknown) => boolean> = {
  language: oneOf(LANGUAGE_CODES),
  matchType: oneOf(MATCH_TYPES),
  funnel: oneOf(FUNNEL_LEVELS),
  gender: oneOf(['m', 'f']),
  affiliateSafe: isBoolean,
  attachNegatives: isBoolean,
  attachNegativesListId: (v) => typeof v === 'string',
}

/**
 * The known fields of a file's preferences, each checked; a field it does not know (from a newer
 * version) is left out. null when the value is not an object or a known field is wrong.
 */
function parsePreferences(v: unknown): BackupPreferences | null {
  if (!isRecord(v)) return null
  const out: Record<string, unknown> = {}
  for (const [field, check] of Object.entries(PREFERENCE_CHECKS)) {
    if (!Object.hasOwn(v, field)) continue
    if (!check(v[field])) return null
    out[field] = v[field]
  }
  return out as BackupPreferences
}

/** Validates an uploaded file's text as a whole; any problem refuses it with a pt-BR reason. */
export function parseBackup(text: string): ParseResult {
  let raw: unknown
  try {
    raw = JSON.parse(text)
  } catch {
    return { ok: false, message: BACKUP_MESSAGES.notJson }
  }
  if (!isRecord(raw) || raw.app !== 'forjaads') return { ok: false, message: BACKUP_MESSAGES.notBackup }
  if (raw.version !== 1) return { ok: false, message: BACKUP_MESSAGES.version }
  if (typeof raw.exportedAt !== 'string' || Number.isNaN(Date.parse(raw.exportedAt))) {
    return { ok: false, message: BACKUP_MESSAGES.exportedAt }
  }

  const { templates, savedLists } = raw
  if (!isRecord(templates)) return { ok: false, message: BACKUP_MESSAGES.noTemplates }
  for (const key of Object.keys(templates)) {
    if (!Object.hasOwn(BACKUP_TEMPLATE_KEYS, key)) return { ok: false, message: BACKUP_MESSAGES.unknownSet(key) }
  }
  for (const [key, name] of Object.entries(BACKUP_TEMPLATE_KEYS) as [BackupTemplateKey, string][]) {
    if (!Object.hasOwn(templates, key)) return { ok: false, message: BACKUP_MESSAGES.missingSet(name) }
    if (!SET_CHECKS[key](templates[key])) return { ok: false, message: BACKUP_MESSAGES.badSet(name) }
  }

  if (!isRecord(savedLists)) return { ok: false, message: BACKUP_MESSAGES.noSavedLists }
  for (const key of Object.keys(savedLists)) {
    if (!(ASSET_TYPES as readonly string[]).includes(key)) return { ok: false, message: BACKUP_MESSAGES.unknownTool(key) }
  }
  for (const tool of ASSET_TYPES) {
    if (!Object.hasOwn(savedLists, tool)) return { ok: false, message: BACKUP_MESSAGES.missingLists(TOOL_NAMES[tool]) }
    if (!isSavedListsOf(tool, savedLists[tool])) return { ok: false, message: BACKUP_MESSAGES.badLists(TOOL_NAMES[tool]) }
  }

  let preferences: BackupPreferences | null | undefined
  if (raw.preferences !== undefined) {
    preferences = parsePreferences(raw.preferences)
    if (preferences === null) return { ok: false, message: BACKUP_MESSAGES.badPreferences }
  }

  const data: Backup = {
    app: 'forjaads',
    version: 1,
    exportedAt: raw.exportedAt,
    templates: templates as Backup['templates'],
    savedLists: savedLists as Backup['savedLists'],
  }
  if (preferences) data.preferences = preferences
  return { ok: true, data }
}
