import { describe, expect, it } from 'vitest'
import { LANGUAGE_CODES } from './types'
import { LANGUAGES, contentLanguage, isLanguageCode, languageLabel } from './languages'

describe('LANGUAGES', () => {
  it('lists the 21 languages sorted by their pt-BR label', () => {
    expect(LANGUAGES.map((l) => l.label)).toEqual([
      'Alemão', 'Árabe', 'Coreano', 'Dinamarquês', 'Eslovaco', 'Esloveno', 'Espanhol', 'Filipino',
      'Francês', 'Holandês', 'Inglês', 'Islandês', 'Italiano', 'Japonês', 'Norueguês', 'Polonês',
      'Português', 'Russo', 'Sueco', 'Tailandês', 'Turco',
    ])
    expect(new Set(LANGUAGES.map((l) => l.value))).toEqual(new Set(LANGUAGE_CODES))
  })

  it.each([
    ['de', 'Alemão'],
    ['ar', 'Árabe'],
    ['fil', 'Filipino'],
    ['nl', 'Holandês'],
    ['en', 'Inglês'],
    ['pt', 'Português'],
  ] as const)('%s is labelled %s', (code, label) => {
    expect(languageLabel(code)).toBe(label)
    expect(LANGUAGES.find((l) => l.value === code)?.label).toBe(label)
  })
})

describe('contentLanguage', () => {
  it.each([
    ['pt', 'pt'],
    ['en', 'en'],
    ['es', 'es'],
    ['de', 'en'],
    ['fil', 'en'],
    ['ja', 'en'],
    ['ar', 'en'],
  ] as const)('%s → %s', (code, content) => {
    expect(contentLanguage(code)).toBe(content)
  })
})

describe('isLanguageCode', () => {
  it.each([
    ['pt', true],
    ['fil', true],
    ['pt-BR', false],
    ['', false],
    ['toString', false],
  ])('%j → %s', (value, expected) => {
    expect(isLanguageCode(value)).toBe(expected)
  })
})
