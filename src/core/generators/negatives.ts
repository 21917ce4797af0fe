/** Negative keyword generator (SPEC §5 "Other generators"). */
import { lowerNegative } from '../lists/parse-items'
import { dedupe } from '../lists/list-ops'
import type { LanguageCode, NegativeTemplates } from '../types'
import { languagesWithTemplates } from './template-outcome'

export type NegativesOutcome =
  | { ok: true; items: string[] }
  | { ok: false; error: 'language-required' }
  /** The chosen language has no list: `available` names those that have one (en, pt, es first), never a silent swap. */
  | { ok: false; error: 'no-templates-for-language'; available: string[] }

/** The default word list of `language`, each word trimmed and lowercased (pt-BR rules), blanks dropped, de-duplicated. */
export function generateNegatives(templates: NegativeTemplates, language: LanguageCode | ''): NegativesOutcome {
  if (language === '') return { ok: false, error: 'language-required' }
  const words = Object.hasOwn(templates, language) ? templates[language] ?? [] : []
  if (!words.some((w) => w.trim() !== '')) {
    return { ok: false, error: 'no-templates-for-language', available: languagesWithTemplates(templates, (list) => list.filter((w) => w.trim() !== '')) }
  }
  const items: string[] = []
  for (const word of words) {
    const clean = lowerNegative(word.trim())
    if (clean !== '') items.push(clean)
  }
  return { ok: true, items: dedupe(items) }
}
