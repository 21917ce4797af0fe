import { describe, expect, it } from 'vitest'
import { DEFAULT_LOCATIONS, LOCATION_CHOICES, locationById, locationName, locationsFromCountry } from './locations'
import { utmSuffix, utmValue } from './utm'

describe('locations', () => {
  it.each([
    ['Brasil', 2076], ['Portugal', 2620], ['Estados Unidos', 2840], ['Espanha', 2724], ['México', 2484],
    ['Argentina', 2032], ['Colômbia', 2170], ['Chile', 2152], ['Peru', 2604], ['Angola', 2024],
    ['Moçambique', 2508], ['Uruguai', 2858], ['Paraguai', 2600], ['Canadá', 2124], ['Reino Unido', 2826],
  ])('%s is offered with criterion id %i', (name, id) => {
    expect(LOCATION_CHOICES.find((c) => c.name === name)?.id).toBe(id)
    expect(locationName(id)).toBe(name)
  })

  it('offers each country once, Brasil first and by default', () => {
    expect(new Set(LOCATION_CHOICES.map((c) => c.id)).size).toBe(LOCATION_CHOICES.length)
    expect(LOCATION_CHOICES[0]).toMatchObject({ id: 2076, name: 'Brasil', language: 'pt' })
    expect(DEFAULT_LOCATIONS).toEqual([2076])
  })

  it.each([
    [1001773, undefined, 'Local 1001773'],
    [2724, 'es', 'Espanha'],
  ])('id %i: language %s, name %s', (id, language, name) => {
    expect(locationById(id)?.language).toBe(language)
    expect(locationName(id)).toBe(name)
  })

  it.each([
    [null, [2076], []],
    ['Brasil e Portugal', [2076, 2620], []],
    ['EUA; Canadá', [2840, 2124], []],
    ['Atlântida', [2076], ['Atlântida']],
    ['Peru, Atlântida', [2604], ['Atlântida']],
  ])('country %s → %j (unknown %j)', (country, ids, unknown) => {
    expect(locationsFromCountry(country)).toEqual({ ids, unknown })
  })
})

describe('utm', () => {
  it.each([
    ['Lipo Slim Verão', 'utm_source=google&utm_medium=cpc&utm_campaign=lipo-slim-verao'],
    ['  Promoção — 50% OFF! ', 'utm_source=google&utm_medium=cpc&utm_campaign=promocao-50-off'],
    ['!!!', 'utm_source=google&utm_medium=cpc'],
  ])('%s → %s', (name, suffix) => {
    expect(utmSuffix(name)).toBe(suffix)
  })
  it('caps the value at 100 characters', () => {
    expect(utmValue('a'.repeat(300))).toHaveLength(100)
  })
})
