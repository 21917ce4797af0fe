/** Keyword generator (SPEC §5 "Keyword generator"). */
import { contentLanguage } from '../languages'
import { dedupe } from '../lists/list-ops'
import { FUNNEL_LEVELS, type FunnelLevel, type KeywordTemplates, type LanguageCode, type MatchType } from '../types'
import { wrapMatch } from './match-type'

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

/**
 * The keywords and the language whose templates made them: the chosen one, or the content language it
 * reuses (English for all but pt and es, SPEC §3), so the screen can say so.
 */
export type KeywordOutcome = { ok: true; items: string[]; language: LanguageCode } | { ok: false; error: KeywordError }

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
 * The language whose templates serve this list and funnel: the chosen one if it has templates, else its
 * content language (English for all but pt/es), else English; undefined when none has any. Without a
 * funnel, any funnel of the list counts (the screen uses it to say so before generating).
 */
export function keywordTemplateLanguage(
  templates: KeywordTemplates,
  listKey: string,
  language: LanguageCode,
  funnel: FunnelLevel | '',
): LanguageCode | undefined {
  const chain: LanguageCode[] = [language, contentLanguage(language), 'en']
  for (const lang of chain) {
    const lists = Object.hasOwn(templates, lang) ? templates[lang] : undefined
    const funnels = lists && Object.hasOwn(lists, listKey) ? lists[listKey] : undefined
    if (funnels === undefined) continue
    const levels = funnel === '' ? FUNNEL_LEVELS : [funnel]
    if (levels.some((level) => (funnels[level]?.templates.length ?? 0) > 0)) return lang
  }
  return undefined
}

export function generateKeywords(req: KeywordRequest): KeywordOutcome {
  const product = req.product.trim()
  const { language, funnel } = req
  if (req.listKey === '' || product === '' || language === '' || funnel === '') {
    return { ok: false, error: 'required' }
  }
  if (!listExists(req.templates, req.listKey)) return { ok: false, error: 'list-not-found' }
  const used = keywordTemplateLanguage(req.templates, req.listKey, language, funnel)
  if (used === undefined) return { ok: false, error: 'templates-not-found' }
  const templates = req.templates[used]?.[req.listKey]?.[funnel]?.templates ?? []

  const token = productToken(req.listKey, funnel)
  const items: string[] = []
  for (const template of templates) {
    const keyword = template.replace(token, () => product).trim()
    if (keyword !== '') items.push(wrapMatch(keyword, req.matchType))
  }
  return { ok: true, items: dedupe(items), language: used }
}
