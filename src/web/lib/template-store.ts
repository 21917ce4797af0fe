import { DEFAULT_KEYWORD_TEMPLATE_LISTS } from '../../core/templates/keyword-lists'
import { DEFAULT_KEYWORD_TEMPLATES } from '../../core/templates/keywords'
import { DEFAULT_NEGATIVE_TEMPLATES } from '../../core/templates/negatives'
import { DEFAULT_TITLE_TEMPLATES } from '../../core/templates/titles'
import { DEFAULT_DESCRIPTION_TEMPLATES } from '../../core/templates/descriptions'
import { DEFAULT_SITELINK_TEMPLATES } from '../../core/templates/sitelinks'
import { DEFAULT_CALLOUT_TEMPLATES } from '../../core/templates/callouts'
import { DEFAULT_PROMOTION_TEMPLATES } from '../../core/templates/promotions'
import type {
  KeywordTemplateList, KeywordTemplates, NegativeTemplates, SitelinkTemplates, TextTemplates,
} from '../../core/types'
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

const TEXT_DEFAULTS: Record<TextTemplateKind, TextTemplates> = {
  titles: DEFAULT_TITLE_TEMPLATES,
  descriptions: DEFAULT_DESCRIPTION_TEMPLATES,
  callouts: DEFAULT_CALLOUT_TEMPLATES,
  promotions: DEFAULT_PROMOTION_TEMPLATES,
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
export const defaultKeywordTemplates = () => clone(DEFAULT_KEYWORD_TEMPLATES)
export const defaultNegativeTemplates = () => clone(DEFAULT_NEGATIVE_TEMPLATES)
export const defaultSitelinkTemplates = () => clone(DEFAULT_SITELINK_TEMPLATES)
export const defaultTextTemplates = (kind: TextTemplateKind) => clone(TEXT_DEFAULTS[kind])

export const loadKeywordLists = () => readJson(TEMPLATE_KEYS.keywordLists, defaultKeywordLists, isKeywordLists)
export const saveKeywordLists = (v: KeywordTemplateList[]) => writeJson(TEMPLATE_KEYS.keywordLists, v)
export const loadKeywordTemplates = () => readJson(TEMPLATE_KEYS.keywords, defaultKeywordTemplates, isKeywordTemplates)
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
