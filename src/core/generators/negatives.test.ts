import { describe, expect, it } from 'vitest'
import type { NegativeTemplates } from '../types'
import { generateNegatives } from './negatives'

const templates: NegativeTemplates = {
  pt: ['Grátis', ' download ', 'GRÁTIS', '', 'Reclame Aqui', 'ÇÃO', 'grátis'],
  en: ['Free', 'FREE', 'Torrent'],
  es: [],
  de: ['Kostenlos'],
}

describe('generateNegatives', () => {
  it.each<[string, string, ReturnType<typeof generateNegatives>]>([
    ['pt: lowercased with accents, trimmed, blanks dropped, de-duplicated', 'pt',
      { ok: true, items: ['grátis', 'download', 'reclame aqui', 'ção'] }],
    ['en', 'en', { ok: true, items: ['free', 'torrent'] }],
    ['de has its own list', 'de', { ok: true, items: ['kostenlos'] }],
    ['fr has none: said, with the languages that have one (never a silent swap)', 'fr',
      { ok: false, error: 'no-templates-for-language', available: ['en', 'pt', 'de'] }],
    ['es has an empty list: the same', 'es', { ok: false, error: 'no-templates-for-language', available: ['en', 'pt', 'de'] }],
    ['no language', '', { ok: false, error: 'language-required' }],
  ])('%s', (_name, language, expected) => {
    expect(generateNegatives(templates, language as Parameters<typeof generateNegatives>[1])).toEqual(expected)
  })

  it('offers nothing when no language has words', () => {
    expect(generateNegatives({ pt: [' '] }, 'fr')).toEqual({ ok: false, error: 'no-templates-for-language', available: [] })
  })
})
