/** Sitelinks from templates with placeholders in any part (SPEC §5 "Other generators"). */
import { SITELINK_LIMITS } from '../limits'
import { dedupe } from '../lists/list-ops'
import type { LanguageCode, Sitelink, SitelinkTemplates } from '../types'
import { templateFiller } from './template-filler'
import { languagesWithTemplates, type GenerateOptions, type TemplateOutcome } from './template-outcome'
import { ownTemplates } from './text-assets'

/**
 * Same rules as generateTextAssets, part by part (25/35/35): a sitelink any of whose filled parts passes
 * its limit is left out whole. A sitelink without text is dropped.
 */
export function generateSitelinks(
  templates: SitelinkTemplates,
  language: LanguageCode | '',
  product: string,
  options: GenerateOptions = {},
): TemplateOutcome<Sitelink> {
  if (product.trim() === '') return { ok: false, error: 'product-required' }
  if (language === '') return { ok: false, error: 'language-required' }
  const entry = ownTemplates(templates, language)
  if (entry === undefined) {
    return { ok: false, error: 'no-templates-for-language', available: languagesWithTemplates(templates, (e) => e.templates) }
  }
  const filler = templateFiller(product, options)
  const items: Sitelink[] = []
  for (const t of entry.templates) {
    if (t.text.trim() === '') continue
    const parts = filler.fill([[t.text, SITELINK_LIMITS.text], [t.desc1, SITELINK_LIMITS.desc1], [t.desc2, SITELINK_LIMITS.desc2]])
    if (parts === null || parts[0] === '') continue
    items.push({ text: parts[0], desc1: parts[1], desc2: parts[2] })
  }
  return { ok: true, items: dedupe(items), language, skipped: filler.report }
}
