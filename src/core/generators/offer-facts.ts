/** The offer facts a user types once per product: checked and turned into numbers. */
import type { OfferFactKey, OfferFacts } from '../types'
import { OFFER_FACT_KEYS } from './fill-template'

/** Whole numbers within these bounds: a 7-day guarantee is Brazil's legal minimum; 24 instalments, 90% off at most. */
export const OFFER_FACT_RANGES: Readonly<Record<OfferFactKey, { min: number; max: number }>> = {
  warrantyDays: { min: 7, max: 365 },
  installments: { min: 2, max: 24 },
  discountPercent: { min: 1, max: 90 },
}

export type OfferFactError = 'not-a-whole-number' | 'out-of-range'

/** The fields as typed: '' for a fact not given. */
export type OfferFactsInput = Readonly<Record<OfferFactKey, string>>

export const EMPTY_OFFER_FACTS_INPUT: OfferFactsInput = { warrantyDays: '', installments: '', discountPercent: '' }

export interface ParsedOfferFacts {
  facts: OfferFacts
  errors: Partial<Record<OfferFactKey, OfferFactError>>
}

const WHOLE = /^\d+$/

/** Blank fields are left out; the others must be whole numbers (no sign, decimals or units) within range. */
export function parseOfferFacts(input: OfferFactsInput): ParsedOfferFacts {
  const facts: OfferFacts = {}
  const errors: ParsedOfferFacts['errors'] = {}
  for (const key of OFFER_FACT_KEYS) {
    const raw = input[key].trim()
    if (raw === '') continue
    if (!WHOLE.test(raw)) {
      errors[key] = 'not-a-whole-number'
      continue
    }
    const n = Number(raw)
    const { min, max } = OFFER_FACT_RANGES[key]
    if (n < min || n > max) errors[key] = 'out-of-range'
    else facts[key] = n
  }
  return { facts, errors }
}

/** True for a value a stored record may hold: a whole number within the fact's range. */
export function isValidFact(key: OfferFactKey, value: unknown): value is number {
  const { min, max } = OFFER_FACT_RANGES[key]
  return typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max
}

/** The facts as the fields show them. */
export function offerFactsToInput(facts: OfferFacts): OfferFactsInput {
  const text = (key: OfferFactKey) => (facts[key] === undefined ? '' : String(facts[key]))
  return { warrantyDays: text('warrantyDays'), installments: text('installments'), discountPercent: text('discountPercent') }
}
