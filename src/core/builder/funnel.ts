/**
 * The funnel stage of a saved keyword list, which the campaign does not store: from the list's name when
 * it says so ('Fundo de funil', 'BOFU'), else from its keywords, read back against the keyword templates
 * that make them ('aaa preço' → fundo). A list is of a stage when most of its keywords say that stage.
 */
import { productToken } from '../generators/keywords'
import { unwrapMatch } from '../generators/match-type'
import { DEFAULT_KEYWORD_TEMPLATES } from '../templates/keywords'
import type { FunnelLevel, KeywordTemplates } from '../types'
import { fold, words } from './text'

const NAME_HINTS: [FunnelLevel, RegExp][] = [
  ['top', /\b(?:(?:topo|top)\s+(?:de\s+|do\s+|of\s+(?:the\s+)?)?(?:funil|funnel)|tofu)\b/],
  ['middle', /\b(?:(?:meio|middle)\s+(?:de\s+|do\s+|of\s+(?:the\s+)?)?(?:funil|funnel)|mofu)\b/],
  ['bottom', /\b(?:(?:fundo|bottom)\s+(?:de\s+|do\s+|of\s+(?:the\s+)?)?(?:funil|funnel)|bofu)\b/],
]

/** The stage a list's name states ('Lipo — Fundo de funil', 'bofu'), or null (none, or more than one). */
export function funnelFromName(name: string | null | undefined): FunnelLevel | null {
  const folded = fold(name ?? '')
  const found = NAME_HINTS.filter(([, re]) => re.test(folded)).map(([level]) => level)
  return found.length === 1 ? found[0] : null
}

/** 'prefix words|suffix words' around the product token → the stages of the templates with that shape. */
type TemplateIndex = Map<string, Set<FunnelLevel>>
const INDEXES = new WeakMap<KeywordTemplates, TemplateIndex>()
const folded = (text: string) => words(text).map(fold)

function templateIndex(templates: KeywordTemplates): TemplateIndex {
  const cached = INDEXES.get(templates)
  if (cached) return cached
  const index: TemplateIndex = new Map()
  const add = (key: string, level: FunnelLevel) => {
    const set = index.get(key)
    if (set) set.add(level)
    else index.set(key, new Set([level]))
  }
  for (const lists of Object.values(templates)) {
    for (const [listKey, levels] of Object.entries(lists ?? {})) {
      for (const [level, entry] of Object.entries(levels) as [FunnelLevel, { templates: string[] } | undefined][]) {
        for (const template of entry?.templates ?? []) {
          const parts = template.split(productToken(listKey, level))
          if (parts.length === 2) add(`${folded(parts[0]).join(' ')}|${folded(parts[1]).join(' ')}`, level)
          else if (parts.length === 1) add(`=${folded(template).join(' ')}`, level)
        }
      }
    }
  }
  INDEXES.set(templates, index)
  return index
}

/** The stage of one keyword: the templates that fit it with the most words of their own; null when they disagree or none fits. */
function keywordFunnel(keyword: string, index: TemplateIndex): FunnelLevel | null {
  const w = folded(unwrapMatch(keyword).text)
  const n = w.length
  const whole = index.get(`=${w.join(' ')}`)
  if (whole) return whole.size === 1 ? [...whole][0] : null
  // Template words around the product: `pre` leading and `suf` trailing words, at least one word left for the product.
  for (let own = n - 1; own >= 0; own--) {
    const levels = new Set<FunnelLevel>()
    for (let pre = 0; pre <= own; pre++) {
      const suf = own - pre
      const found = index.get(`${w.slice(0, pre).join(' ')}|${w.slice(n - suf).join(' ')}`)
      if (found) for (const level of found) levels.add(level)
    }
    if (levels.size > 0) return levels.size === 1 ? [...levels][0] : null
  }
  return null
}

/** The stage most of the keywords say (more than half of them), or null. */
export function funnelFromKeywords(keywords: readonly string[], templates: KeywordTemplates = DEFAULT_KEYWORD_TEMPLATES): FunnelLevel | null {
  if (keywords.length === 0) return null
  const index = templateIndex(templates)
  const votes = new Map<FunnelLevel, number>()
  for (const k of keywords) {
    const level = keywordFunnel(k, index)
    if (level) votes.set(level, (votes.get(level) ?? 0) + 1)
  }
  for (const [level, n] of votes) if (n * 2 > keywords.length) return level
  return null
}

/** A saved list's stage: its name first, then its keywords. */
export function listFunnel(name: string | null | undefined, keywords: readonly string[], templates?: KeywordTemplates): FunnelLevel | null {
  return funnelFromName(name) ?? funnelFromKeywords(keywords, templates)
}
