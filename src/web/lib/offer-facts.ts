/**
 * What the user told about each product, kept in the browser so it is filled once per product: the
 * offer facts ({GARANTIA_DIAS}, {PARCELAS}, {DESCONTO}) and the gender of its name.
 * Stored as { [lower-cased trimmed product name]: { warrantyDays?, installments?, discountPercent?, gender? } }.
 */
import { OFFER_FACT_KEYS } from '../../core/generators/fill-template'
import { isValidFact } from '../../core/generators/offer-facts'
import type { OfferFacts, ProductGender } from '../../core/types'
import { isRecord, readJson, writeJson } from './storage'

export const OFFER_FACTS_KEY = 'offer_facts_v1'
/** Products remembered at most; the least recently saved go first. */
export const MAX_PRODUCTS = 200

export interface ProductProfile {
  facts: OfferFacts
  gender?: ProductGender
}

/** The key a product is stored under: trimmed, inner spaces made one, lower case ('Lipo  Slim ' → 'lipo slim'). */
export const productKey = (name: string): string => name.trim().replace(/\s+/gu, ' ').toLocaleLowerCase('pt-BR')

/** One stored record, with anything unknown or out of range dropped; null when nothing usable is left. */
function readProfile(v: unknown): ProductProfile | null {
  if (!isRecord(v)) return null
  const facts: OfferFacts = {}
  for (const key of OFFER_FACT_KEYS) if (isValidFact(key, v[key])) facts[key] = v[key]
  const gender = v.gender === 'm' || v.gender === 'f' ? v.gender : undefined
  if (Object.keys(facts).length === 0 && gender === undefined) return null
  return gender === undefined ? { facts } : { facts, gender }
}

const readStore = (): Record<string, unknown> => readJson(OFFER_FACTS_KEY, () => ({}), isRecord)

export function loadProductProfile(name: string): ProductProfile | null {
  const key = productKey(name)
  if (key === '') return null
  const store = readStore()
  return Object.hasOwn(store, key) ? readProfile(store[key]) : null
}

/**
 * Remembers `profile` for `name` (false when the browser refused to store it). A profile with no fact and
 * no gender forgets the product.
 */
export function saveProductProfile(name: string, profile: ProductProfile): boolean {
  const key = productKey(name)
  if (key === '') return true
  const store = readStore()
  delete store[key]
  const record = { ...profile.facts, ...(profile.gender ? { gender: profile.gender } : {}) }
  if (readProfile(record) !== null) store[key] = record
  const keys = Object.keys(store)
  for (const old of keys.slice(0, Math.max(0, keys.length - MAX_PRODUCTS))) delete store[old]
  return writeJson(OFFER_FACTS_KEY, store)
}
