/** Fills the templates of one generation, leaving out (never cutting) those that cannot be used. */
import { charCount } from '../limits'
import { isBrandClaim } from './brand-claims'
import { cleanProduct, fillTemplate, type FillContext } from './fill-template'
import type { OfferFactKey } from '../types'
import { addNeededFacts, emptySkipReport, type GenerateOptions, type SkipReport } from './template-outcome'

/** One part of an item to fill: the template text and the limit of its filled form. */
export type TemplatePart = readonly [template: string, limit: number]

export interface TemplateFiller {
  /** Counts of what `fill` left out so far. */
  readonly report: SkipReport
  /**
   * The parts filled, or null when the item is left out: a brand claim in affiliate-safe mode, an offer
   * fact not given, or a part over its limit. Each left-out item is counted once in `report`.
   */
  fill: (parts: readonly TemplatePart[]) => string[] | null
}

export function templateFiller(product: string, options: GenerateOptions = {}): TemplateFiller {
  const report = emptySkipReport()
  const ctx: FillContext = { product: cleanProduct(product), gender: options.gender ?? 'm', facts: options.facts ?? {} }
  const withoutProduct: FillContext = { ...ctx, product: '' }
  const affiliateSafe = options.affiliateSafe ?? true

  /** Over the limit even with an empty product name (the spaces around it closed up). */
  const tooLongAlone = ([template, limit]: TemplatePart) => {
    const alone = fillTemplate(template, withoutProduct)
    return alone.ok && charCount(alone.text.replace(/\s+/gu, ' ')) > limit
  }

  const fill = (parts: readonly TemplatePart[]): string[] | null => {
    if (affiliateSafe && parts.some(([template]) => isBrandClaim(template))) {
      report.brandClaims++
      return null
    }
    const texts: string[] = []
    const missing: OfferFactKey[] = []
    for (const [template] of parts) {
      const filled = fillTemplate(template, ctx)
      if (filled.ok) texts.push(filled.text)
      else missing.push(...filled.missing)
    }
    if (missing.length > 0) {
      addNeededFacts(report, missing)
      return null
    }
    const over = parts.filter(([, limit], i) => charCount(texts[i]) > limit)
    if (over.length > 0) {
      if (over.some(tooLongAlone)) report.templateTooLong++
      else report.tooLong++
      return null
    }
    return texts
  }

  return { report, fill }
}
