import { contentLanguage } from '../../core/languages'
import { DEFAULT_KEYWORD_TEMPLATE_LISTS } from '../../core/templates/keyword-lists'
import type {
  ContentLanguage, KeywordTemplateList, KeywordTemplates, LanguageCode, NegativeTemplates, SitelinkTemplates, TextTemplates,
} from '../../core/types'
import { loadSavedPreferences } from './preferences'
import { isRecord, isStringArray, readJson, removeKey, writeJson } from './storage'

/** The browser storage keys of SPEC §3, exactly. */
export const TEMPLATE_KEYS = {
  keywordLists: 'keyword_template_lists_v1',
  keywords: 'keyword_templates_v2',
  negatives: 'negative_keyword_templates_v1',
  titles: 'title_templates_v1',
  descriptions: 'description_templates_v1',
  sitelinks: 'sitelink_templates_v1',
  callouts: 'callout_templates_v1',
  promotions: 'promotion_templates_v1',
} as const

export type TextTemplateKind = 'titles' | 'descriptions' | 'callouts' | 'promotions'

/**
 * The built-in templates are not in the screens' chunks: each set is its own module, loaded by
 * `ensureTemplates` (the route loaders of src/web/router.tsx await what their screen reads) and kept
 * here. The keyword templates load one language at a time ('keywords:pt'); the other sets whole.
 * Reading a set that has not loaded throws: await ensureTemplates first.
 */
export type TemplateSet = 'negatives' | 'sitelinks' | TextTemplateKind | `keywords:${ContentLanguage}`
type KeywordLanguageTemplates = NonNullable<KeywordTemplates[LanguageCode]>

const LOADERS: Record<TemplateSet, () => Promise<unknown>> = {
  'keywords:pt': () => import('../../core/templates/keywords-pt').then((m) => m.KEYWORD_TEMPLATES_PT),
  'keywords:en': () => import('../../core/templates/keywords-en').then((m) => m.KEYWORD_TEMPLATES_EN),
  'keywords:es': () => import('../../core/templates/keywords-es').then((m) => m.KEYWORD_TEMPLATES_ES),
  negatives: () => import('../../core/templates/negatives').then((m) => m.DEFAULT_NEGATIVE_TEMPLATES),
  sitelinks: () => import('../../core/templates/sitelinks').then((m) => m.DEFAULT_SITELINK_TEMPLATES),
  titles: () => import('../../core/templates/titles').then((m) => m.DEFAULT_TITLE_TEMPLATES),
  descriptions: () => import('../../core/templates/descriptions').then((m) => m.DEFAULT_DESCRIPTION_TEMPLATES),
  callouts: () => import('../../core/templates/callouts').then((m) => m.DEFAULT_CALLOUT_TEMPLATES),
  promotions: () => import('../../core/templates/promotions').then((m) => m.DEFAULT_PROMOTION_TEMPLATES),
}

/** Every set: what the settings screen (all template stores and the backup) reads. */
export const ALL_TEMPLATE_SETS = Object.keys(LOADERS) as TemplateSet[]
/** The languages with built-in keyword templates of their own. */
const KEYWORD_LANGUAGES: readonly ContentLanguage[] = ['pt', 'en', 'es']

const loaded = new Map<TemplateSet, unknown>()
const loading = new Map<TemplateSet, Promise<void>>()

export const isTemplateSetLoaded = (set: TemplateSet) => loaded.has(set)

/** Loads the built-in sets not loaded yet (in parallel). */
export function ensureTemplates(sets: readonly TemplateSet[]): Promise<void> {
  return Promise.all(sets.map((set) => {
    if (loaded.has(set)) return undefined
    let p = loading.get(set)
    if (!p) {
      p = LOADERS[set]().then(
        (value) => { loaded.set(set, value) },
        (err: unknown) => {
          loading.delete(set) // offline: the next call tries again
          throw err
        },
      )
      loading.set(set, p)
    }
    return p
  })).then(() => undefined)
}

/** The keyword sets a language reads, in the order the generator falls back (SPEC §3: itself, its content language, English). */
export function keywordSetsFor(language: LanguageCode): TemplateSet[] {
  const chain = [language, contentLanguage(language), 'en'] as LanguageCode[]
  return [...new Set(chain.filter((l): l is ContentLanguage => (KEYWORD_LANGUAGES as readonly string[]).includes(l)))]
    .map((l) => `keywords:${l}` as const)
}

/** What the keyword screen opens with: the preferred language's built-in templates (Portuguese by default). */
export function ensurePreferredKeywordTemplates(): Promise<void> {
  return ensureTemplates([`keywords:${contentLanguage(loadSavedPreferences()?.language ?? 'pt')}`])
}

function builtIn<T>(set: TemplateSet): T {
  if (!loaded.has(set)) throw new Error(`template-store: the built-in "${set}" templates are not loaded (await ensureTemplates)`)
  return loaded.get(set) as T
}

const clone = <T>(v: T): T => structuredClone(v)

const isKeywordLists = (v: unknown): v is KeywordTemplateList[] =>
  Array.isArray(v) && v.length > 0 && v.every((l) => isRecord(l) && typeof l.key === 'string' && typeof l.name === 'string')

const isKeywordTemplates = (v: unknown): v is KeywordTemplates =>
  isRecord(v) &&
  Object.values(v).every((lists) =>
    isRecord(lists) &&
    Object.values(lists).every((funnels) =>
      isRecord(funnels) &&
      Object.values(funnels).every((e) =>
        isRecord(e) && typeof e.strategy === 'string' && typeof e.example === 'string' && isStringArray(e.templates))))

const isTextTemplates = (v: unknown): v is TextTemplates =>
  isRecord(v) && Object.values(v).every((e) => isRecord(e) && isStringArray(e.templates))

const isSitelinkTemplates = (v: unknown): v is SitelinkTemplates =>
  isRecord(v) &&
  Object.values(v).every((e) =>
    isRecord(e) && Array.isArray(e.templates) &&
    e.templates.every((s) => isRecord(s) && typeof s.text === 'string' && typeof s.desc1 === 'string' && typeof s.desc2 === 'string'))

const isNegativeTemplates = (v: unknown): v is NegativeTemplates =>
  isRecord(v) && Object.values(v).every(isStringArray)

export const defaultKeywordLists = () => clone(DEFAULT_KEYWORD_TEMPLATE_LISTS)
/**
 * The built-in keyword templates of the languages loaded so far (all three once the settings screen
 * has loaded them; the keyword screen loads the ones its language falls back to).
 */
export const defaultKeywordTemplates = (): KeywordTemplates => {
  const templates: KeywordTemplates = {}
  for (const lang of KEYWORD_LANGUAGES) {
    const set = `keywords:${lang}` as const
    if (loaded.has(set)) templates[lang] = clone(loaded.get(set) as KeywordLanguageTemplates)
  }
  return templates
}
export const defaultNegativeTemplates = () => clone(builtIn<NegativeTemplates>('negatives'))
export const defaultSitelinkTemplates = () => clone(builtIn<SitelinkTemplates>('sitelinks'))
export const defaultTextTemplates = (kind: TextTemplateKind) => clone(builtIn<TextTemplates>(kind))

export const loadKeywordLists = () => readJson(TEMPLATE_KEYS.keywordLists, defaultKeywordLists, isKeywordLists)
export const saveKeywordLists = (v: KeywordTemplateList[]) => writeJson(TEMPLATE_KEYS.keywordLists, v)
/** The stored keyword templates, or the built-in ones loaded so far (see defaultKeywordTemplates). */
export const loadKeywordTemplates = () => readJson(TEMPLATE_KEYS.keywords, defaultKeywordTemplates, isKeywordTemplates)
/** True when the user keeps keyword templates of their own (the built-in ones are then not read). */
export const hasStoredKeywordTemplates = () => readJson(TEMPLATE_KEYS.keywords, () => null, isKeywordTemplates) !== null
export const saveKeywordTemplates = (v: KeywordTemplates) => writeJson(TEMPLATE_KEYS.keywords, v)
export const loadNegativeTemplates = () => readJson(TEMPLATE_KEYS.negatives, defaultNegativeTemplates, isNegativeTemplates)
export const saveNegativeTemplates = (v: NegativeTemplates) => writeJson(TEMPLATE_KEYS.negatives, v)
export const loadSitelinkTemplates = () => readJson(TEMPLATE_KEYS.sitelinks, defaultSitelinkTemplates, isSitelinkTemplates)
export const saveSitelinkTemplates = (v: SitelinkTemplates) => writeJson(TEMPLATE_KEYS.sitelinks, v)
export const loadTextTemplates = (kind: TextTemplateKind) =>
  readJson(TEMPLATE_KEYS[kind], () => defaultTextTemplates(kind), isTextTemplates)
export const saveTextTemplates = (kind: TextTemplateKind, v: TextTemplates) => writeJson(TEMPLATE_KEYS[kind], v)

/** Drops a stored set so the next load gives its defaults. */
export const resetTemplates = (key: (typeof TEMPLATE_KEYS)[keyof typeof TEMPLATE_KEYS]) => removeKey(key)

export const validators = {
  keywordLists: isKeywordLists,
  keywords: isKeywordTemplates,
  negatives: isNegativeTemplates,
  sitelinks: isSitelinkTemplates,
  text: isTextTemplates,
}
