/** Titles, descriptions, callouts and promotions from {NOME_PRODUTO} templates. */
import { ITEM_LIMIT, cutTo } from '../limits'
import { dedupe } from '../lists/list-ops'
import type { LanguageCode, TextTemplates } from '../types'
import { fillProduct, pickTemplates } from './fill-product'
import type { GenerateResult } from './result'

export type TextAssetKind = 'titles' | 'descriptions' | 'callouts' | 'promotions'

/** Languages tried in order: the chosen one, then English, then Portuguese (where most built-ins are). */
export function templateLanguages(language: LanguageCode | ''): string[] {
  return [language, 'en', 'pt']
}

export function generateTextAssets(
  kind: TextAssetKind,
  templates: TextTemplates,
  language: LanguageCode | '',
  product: string,
): GenerateResult<string, 'product-required'> {
  const name = product.trim()
  if (name === '') return { ok: false, error: 'product-required' }
  const entry = pickTemplates(templates, templateLanguages(language), (e) => e.templates)
  const items: string[] = []
  for (const template of entry?.templates ?? []) {
    const item = cutTo(fillProduct(template, name).trim(), ITEM_LIMIT[kind])
    if (item !== '') items.push(item)
  }
  return { ok: true, items: dedupe(items) }
}
