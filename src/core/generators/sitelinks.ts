/** Sitelinks from templates with {NOME_PRODUTO} in any part. */
import { SITELINK_LIMITS, cutTo } from '../limits'
import { dedupe } from '../lists/list-ops'
import type { LanguageCode, Sitelink, SitelinkPart, SitelinkTemplates } from '../types'
import { fillProduct, pickTemplates } from './fill-product'
import type { GenerateResult } from './result'
import { templateLanguages } from './text-assets'

/** Same rules as generateTextAssets; each part is filled, trimmed and cut to 25/35/35; no text → dropped. */
export function generateSitelinks(
  templates: SitelinkTemplates,
  language: LanguageCode | '',
  product: string,
): GenerateResult<Sitelink, 'product-required'> {
  const name = product.trim()
  if (name === '') return { ok: false, error: 'product-required' }
  const entry = pickTemplates(templates, templateLanguages(language), (e) => e.templates)
  const fill = (part: string, key: SitelinkPart) => cutTo(fillProduct(part, name).trim(), SITELINK_LIMITS[key])
  const items: Sitelink[] = []
  for (const t of entry?.templates ?? []) {
    const sitelink = { text: fill(t.text, 'text'), desc1: fill(t.desc1, 'desc1'), desc2: fill(t.desc2, 'desc2') }
    if (sitelink.text !== '') items.push(sitelink)
  }
  return { ok: true, items: dedupe(items) }
}
