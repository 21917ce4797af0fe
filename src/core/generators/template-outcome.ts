/**
 * What the template generators (titles, descriptions, callouts, promotions, sitelinks) return: the
 * items, the language whose templates made them, and how many templates were left out and why.
 */
import type { OfferFactKey, OfferFacts, ProductGender } from '../types'
import { OFFER_FACT_KEYS } from './fill-template'

/** Templates left out of a generation, by reason; each template counts once, under its first reason. */
export interface SkipReport {
  /** Claims of being the brand ('Site Oficial'), left out in affiliate-safe mode. */
  brandClaims: number
  /** Templates quoting an offer fact ({PARCELAS} …) the user did not give. */
  missingFacts: number
  /** The facts those templates need, in OFFER_FACT_KEYS order. */
  neededFacts: OfferFactKey[]
  /** Filled with this product name, over the limit: left out rather than cut mid-word. */
  tooLong: number
  /** Over the limit even without the product name (a template edited too long). */
  templateTooLong: number
}

export type TemplateGenerateError = 'product-required' | 'language-required'

export type TemplateOutcome<T> =
  | { ok: true; items: T[]; language: string; skipped: SkipReport }
  | { ok: false; error: TemplateGenerateError }
  /** The chosen language has no templates: `available` lists the languages that do (en, pt, es first). */
  | { ok: false; error: 'no-templates-for-language'; available: string[] }

/** Everything a generation may take besides the templates, the language and the product. */
export interface GenerateOptions {
  /** 'm' (default): o/do/no…; 'f': a/da/na… */
  gender?: ProductGender
  facts?: OfferFacts
  /** On by default: templates claiming to be the brand are left out. */
  affiliateSafe?: boolean
}

export const emptySkipReport = (): SkipReport => ({
  brandClaims: 0, missingFacts: 0, neededFacts: [], tooLong: 0, templateTooLong: 0,
})

export function skippedTotal(r: SkipReport): number {
  return r.brandClaims + r.missingFacts + r.tooLong + r.templateTooLong
}

/** Adds `missing` to the facts a report says are needed, keeping OFFER_FACT_KEYS order. */
export function addNeededFacts(report: SkipReport, missing: readonly OfferFactKey[]): void {
  report.missingFacts++
  const needed = new Set([...report.neededFacts, ...missing])
  report.neededFacts = OFFER_FACT_KEYS.filter((key) => needed.has(key))
}

const PREFERRED = ['en', 'pt', 'es']

/** Languages of `store` with at least one template: en, pt, es first, then the others by code. */
export function languagesWithTemplates<E>(
  store: Partial<Record<string, E>>,
  list: (entry: E) => readonly unknown[] | undefined,
): string[] {
  const has = Object.keys(store).filter((lang) => {
    const entry = store[lang]
    return entry !== undefined && (list(entry)?.length ?? 0) > 0
  })
  const rank = (lang: string) => (PREFERRED.includes(lang) ? PREFERRED.indexOf(lang) : PREFERRED.length)
  return has.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b))
}
