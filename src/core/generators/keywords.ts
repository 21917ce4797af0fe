/** Keyword generator (SPEC §5 "Keyword generator"). */
import { contentLanguage } from '../languages'
import { dedupe } from '../lists/list-ops'
import type { FunnelLevel, KeywordTemplates, LanguageCode, MatchType } from '../types'
import { wrapMatch } from './match-type'
import type { GenerateResult } from './result'

export interface KeywordRequest {
  templates: KeywordTemplates
  /** Template list key, e.g. 'nutra', 'produtos-fisicos' or 'custom_…'. '' when nothing is chosen. */
  listKey: string
  language: LanguageCode | ''
  funnel: FunnelLevel | ''
  matchType: MatchType
  product: string
}

export type KeywordError = 'required' | 'list-not-found' | 'templates-not-found'

const PROBLEMA = /\[problema\]/gi
/** 'aaa' as a whole word: no letter, digit or underscore on either side (Unicode-aware, unlike \b). */
const AAA = /(?<![\p{L}\p{N}_])aaa(?![\p{L}\p{N}_])/giu

/** The token a template list uses for the product: [problema] in nutra's top funnel, aaa elsewhere. */
export function productToken(listKey: string, funnel: FunnelLevel): RegExp {
  return listKey === 'nutra' && funnel === 'top' ? PROBLEMA : AAA
}

function listExists(templates: KeywordTemplates, listKey: string): boolean {
  return Object.values(templates).some((lists) => lists !== undefined && Object.hasOwn(lists, listKey))
}

/**
 * Templates of the chosen language for this list and funnel; if it has none, those of its content
 * language (English for all but pt/es), then English.
 */
function findTemplates(req: KeywordRequest, language: LanguageCode, funnel: FunnelLevel): string[] {
  for (const lang of [language, contentLanguage(language), 'en']) {
    const lists = Object.hasOwn(req.templates, lang) ? req.templates[lang] : undefined
    const entry = lists && Object.hasOwn(lists, req.listKey) ? lists[req.listKey][funnel] : undefined
    if (entry && entry.templates.length > 0) return entry.templates
  }
  return []
}

export function generateKeywords(req: KeywordRequest): GenerateResult<string, KeywordError> {
  const product = req.product.trim()
  const { language, funnel } = req
  if (req.listKey === '' || product === '' || language === '' || funnel === '') {
    return { ok: false, error: 'required' }
  }
  if (!listExists(req.templates, req.listKey)) return { ok: false, error: 'list-not-found' }
  const templates = findTemplates(req, language, funnel)
  if (templates.length === 0) return { ok: false, error: 'templates-not-found' }

  const token = productToken(req.listKey, funnel)
  const items: string[] = []
  for (const template of templates) {
    const keyword = template.replace(token, () => product).trim()
    if (keyword !== '') items.push(wrapMatch(keyword, req.matchType))
  }
  return { ok: true, items: dedupe(items) }
}
