/** Titles, descriptions, callouts and promotions from templates (SPEC §5 "Other generators"). */
import { ITEM_LIMIT } from '../limits'
import { dedupe } from '../lists/list-ops'
import type { LanguageCode, TextTemplates } from '../types'
import { templateFiller } from './template-filler'
import { languagesWithTemplates, type GenerateOptions, type TemplateOutcome } from './template-outcome'

export type TextAssetKind = 'titles' | 'descriptions' | 'callouts' | 'promotions'

/**
 * The templates of `language` itself, never another language's: a language with none gives
 * 'no-templates-for-language' and the languages that have some, so the screen can say so and offer them.
 */
export function ownTemplates<E extends { templates: readonly unknown[] }>(
  store: Partial<Record<string, E>>,
  language: string,
): E | undefined {
  if (!Object.hasOwn(store, language)) return undefined
  const entry = store[language]
  return entry !== undefined && entry.templates.length > 0 ? entry : undefined
}

/**
 * Each template filled ({NOME_PRODUTO}, article forms, offer facts) and trimmed. A template whose filled
 * text passes the limit is left out, never cut mid-word; so are brand claims in affiliate-safe mode and
 * templates quoting a fact not given. `skipped` counts them. Blank results are dropped, duplicates too.
 */
export function generateTextAssets(
  kind: TextAssetKind,
  templates: TextTemplates,
  language: LanguageCode | '',
  product: string,
  options: GenerateOptions = {},
): TemplateOutcome<string> {
  if (product.trim() === '') return { ok: false, error: 'product-required' }
  if (language === '') return { ok: false, error: 'language-required' }
  const entry = ownTemplates(templates, language)
  if (entry === undefined) {
    return { ok: false, error: 'no-templates-for-language', available: languagesWithTemplates(templates, (e) => e.templates) }
  }
  const filler = templateFiller(product, options)
  const items: string[] = []
  for (const template of entry.templates) {
    const [item] = filler.fill([[template, ITEM_LIMIT[kind]]]) ?? ['']
    if (item !== '') items.push(item)
  }
  return { ok: true, items: dedupe(items), language, skipped: filler.report }
}
