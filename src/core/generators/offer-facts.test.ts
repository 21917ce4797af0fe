import { describe, expect, it } from 'vitest'
import { EMPTY_OFFER_FACTS_INPUT, isValidFact, offerFactsToInput, parseOfferFacts, type OfferFactsInput } from './offer-facts'

const input = (over: Partial<OfferFactsInput>): OfferFactsInput => ({ ...EMPTY_OFFER_FACTS_INPUT, ...over })

describe('parseOfferFacts', () => {
  it.each<[string, Partial<OfferFactsInput>, ReturnType<typeof parseOfferFacts>]>([
    ['nothing given', {}, { facts: {}, errors: {} }],
    ['all three', { warrantyDays: '30', installments: '12', discountPercent: '20' },
      { facts: { warrantyDays: 30, installments: 12, discountPercent: 20 }, errors: {} }],
    ['trimmed', { warrantyDays: ' 90 ' }, { facts: { warrantyDays: 90 }, errors: {} }],
    ['bounds are inclusive', { warrantyDays: '7', installments: '24', discountPercent: '90' },
      { facts: { warrantyDays: 7, installments: 24, discountPercent: 90 }, errors: {} }],
    ['decimals', { installments: '2.5' }, { facts: {}, errors: { installments: 'not-a-whole-number' } }],
    ['negative', { discountPercent: '-10' }, { facts: {}, errors: { discountPercent: 'not-a-whole-number' } }],
    ['with a unit', { discountPercent: '20%' }, { facts: {}, errors: { discountPercent: 'not-a-whole-number' } }],
    ['zero', { warrantyDays: '0' }, { facts: {}, errors: { warrantyDays: 'out-of-range' } }],
    ['a guarantee under 7 days', { warrantyDays: '3' }, { facts: {}, errors: { warrantyDays: 'out-of-range' } }],
    ['too many instalments', { installments: '48' }, { facts: {}, errors: { installments: 'out-of-range' } }],
    ['one instalment is not an instalment plan', { installments: '1' }, { facts: {}, errors: { installments: 'out-of-range' } }],
    ['100% off', { discountPercent: '100' }, { facts: {}, errors: { discountPercent: 'out-of-range' } }],
    ['one bad field leaves the others', { warrantyDays: '30', installments: 'doze' },
      { facts: { warrantyDays: 30 }, errors: { installments: 'not-a-whole-number' } }],
  ])('%s', (_name, over, expected) => {
    expect(parseOfferFacts(input(over))).toEqual(expected)
  })

  it('round-trips through the fields', () => {
    const facts = { warrantyDays: 30, discountPercent: 15 }
    expect(parseOfferFacts(offerFactsToInput(facts)).facts).toEqual(facts)
  })

  it.each([
    ['warrantyDays', 30, true], ['warrantyDays', 30.5, false], ['installments', '12', false], ['discountPercent', 95, false],
  ] as const)('isValidFact(%s, %j) → %s', (key, value, ok) => {
    expect(isValidFact(key, value)).toBe(ok)
  })
})
