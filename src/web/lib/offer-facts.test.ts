import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MAX_PRODUCTS, OFFER_FACTS_KEY, loadProductProfile, productKey, saveProductProfile } from './offer-facts'

function memoryStorage() {
  const data = new Map<string, string>()
  return {
    data,
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  }
}

let storage: ReturnType<typeof memoryStorage>
beforeEach(() => {
  storage = memoryStorage()
  vi.stubGlobal('localStorage', storage)
})
afterEach(() => vi.unstubAllGlobals())

describe('offer facts per product', () => {
  it('keys by the lower-cased trimmed name', () => {
    expect(productKey('  Lipo   Slim ')).toBe('lipo slim')
    saveProductProfile('Lipo Slim', { facts: { warrantyDays: 30, installments: 12 }, gender: 'f' })
    expect(JSON.parse(storage.data.get(OFFER_FACTS_KEY)!)).toEqual({ 'lipo slim': { warrantyDays: 30, installments: 12, gender: 'f' } })
    expect(loadProductProfile(' LIPO SLIM ')).toEqual({ facts: { warrantyDays: 30, installments: 12 }, gender: 'f' })
    expect(loadProductProfile('Outro')).toBeNull()
    expect(loadProductProfile('')).toBeNull()
  })

  it('drops bad stored values and survives a damaged key', () => {
    storage.setItem(OFFER_FACTS_KEY, JSON.stringify({ kit: { warrantyDays: 3, installments: 12.5, discountPercent: 20, gender: 'x' } }))
    expect(loadProductProfile('Kit')).toEqual({ facts: { discountPercent: 20 } })
    storage.setItem(OFFER_FACTS_KEY, '{oops')
    expect(loadProductProfile('Kit')).toBeNull()
    expect(saveProductProfile('Kit', { facts: { discountPercent: 10 } })).toBe(true)
    expect(loadProductProfile('kit')).toEqual({ facts: { discountPercent: 10 } })
  })

  it('an empty profile forgets the product; the oldest go past the cap', () => {
    saveProductProfile('Kit', { facts: { discountPercent: 10 } })
    saveProductProfile('Kit', { facts: {} })
    expect(loadProductProfile('Kit')).toBeNull()
    for (let i = 0; i <= MAX_PRODUCTS; i++) saveProductProfile(`P${i}`, { facts: { installments: 2 } })
    expect(loadProductProfile('P0')).toBeNull()
    expect(loadProductProfile(`P${MAX_PRODUCTS}`)).not.toBeNull()
  })
})
