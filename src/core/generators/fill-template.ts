/**
 * Filling a template: {NOME_PRODUTO}, the Portuguese article forms that agree with the product's
 * gender ({o} → o/a, {do} → do/da …) and the offer facts ({GARANTIA_DIAS}, {PARCELAS}, {DESCONTO}).
 */
import type { OfferFactKey, OfferFacts, ProductGender } from '../types'

/** Each article form and its masculine and feminine words. Lower-case forms for mid-sentence, capitalised for a start. */
export const ARTICLE_FORMS: Readonly<Record<string, Readonly<Record<ProductGender, string>>>> = {
  o: { m: 'o', f: 'a' },
  O: { m: 'O', f: 'A' },
  do: { m: 'do', f: 'da' },
  Do: { m: 'Do', f: 'Da' },
  no: { m: 'no', f: 'na' },
  No: { m: 'No', f: 'Na' },
  ao: { m: 'ao', f: 'à' },
  Ao: { m: 'Ao', f: 'À' },
  um: { m: 'um', f: 'uma' },
  Um: { m: 'Um', f: 'Uma' },
  seu: { m: 'seu', f: 'sua' },
  Seu: { m: 'Seu', f: 'Sua' },
  pelo: { m: 'pelo', f: 'pela' },
  Pelo: { m: 'Pelo', f: 'Pela' },
  este: { m: 'este', f: 'esta' },
  Este: { m: 'Este', f: 'Esta' },
}

/** The placeholder of each offer fact, without braces. */
export const OFFER_FACT_TOKENS: Readonly<Record<OfferFactKey, string>> = {
  warrantyDays: 'GARANTIA_DIAS',
  installments: 'PARCELAS',
  discountPercent: 'DESCONTO',
}

/** The facts in the order the screen lists them. */
export const OFFER_FACT_KEYS: readonly OfferFactKey[] = ['warrantyDays', 'installments', 'discountPercent']

const FACT_BY_TOKEN = new Map(OFFER_FACT_KEYS.map((key) => [OFFER_FACT_TOKENS[key], key]))
const TOKEN = /\{([\p{L}_]+)\}/gu
const SPACES = /\s+/gu

export interface FillContext {
  product: string
  gender: ProductGender
  facts: OfferFacts
}

export type FillOutcome = { ok: true; text: string } | { ok: false; missing: OfferFactKey[] }

/** A product name as templates use it: trimmed, inner runs of spaces made one ('Lipo  Slim' → 'Lipo Slim'). */
export function cleanProduct(product: string): string {
  return product.trim().replace(SPACES, ' ')
}

/** The offer facts `template` quotes, in OFFER_FACT_KEYS order. */
export function factsUsed(template: string): OfferFactKey[] {
  const used = new Set<OfferFactKey>()
  for (const [, token] of template.matchAll(TOKEN)) {
    const key = FACT_BY_TOKEN.get(token)
    if (key !== undefined) used.add(key)
  }
  return OFFER_FACT_KEYS.filter((key) => used.has(key))
}

/**
 * Every known placeholder of `template` filled, then trimmed. Unknown ones ('{nome_produto}') stay as
 * written. A template quoting an offer fact the context lacks is not filled: `missing` lists them.
 */
export function fillTemplate(template: string, ctx: FillContext): FillOutcome {
  const missing = factsUsed(template).filter((key) => ctx.facts[key] === undefined)
  if (missing.length > 0) return { ok: false, missing }
  const text = template.replace(TOKEN, (whole, token: string) => {
    if (token === 'NOME_PRODUTO') return ctx.product
    const fact = FACT_BY_TOKEN.get(token)
    if (fact !== undefined) return String(ctx.facts[fact])
    return Object.hasOwn(ARTICLE_FORMS, token) ? ARTICLE_FORMS[token][ctx.gender] : whole
  })
  return { ok: true, text: text.trim() }
}
