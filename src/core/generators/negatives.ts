/** Negative keyword generator (SPEC §5 "Other generators"). */
import { dedupe } from '../lists/list-ops'
import type { LanguageCode, NegativeTemplates } from '../types'
import { pickTemplates } from './fill-product'
import type { GenerateResult } from './result'

/**
 * The default word list of `language` (English when that language has no list of its own), each word
 * trimmed and lowercased (pt-BR rules), blanks dropped, de-duplicated.
 */
export function generateNegatives(
  templates: NegativeTemplates,
  language: LanguageCode | '',
): GenerateResult<string, 'language-required'> {
  if (language === '') return { ok: false, error: 'language-required' }
  const words = pickTemplates(templates, [language, 'en'], (list) => list) ?? []
  const items: string[] = []
  for (const word of words) {
    const clean = word.trim().toLocaleLowerCase('pt-BR')
    if (clean !== '') items.push(clean)
  }
  return { ok: true, items: dedupe(items) }
}
