import { describe, expect, it } from 'vitest'
import { DEFAULT_KEYWORD_TEMPLATES } from '../../core/templates/keywords'
import { DEFAULT_NEGATIVE_TEMPLATES } from '../../core/templates/negatives'
import {
  ALL_TEMPLATE_SETS, defaultKeywordTemplates, defaultNegativeTemplates, ensureTemplates, isTemplateSetLoaded, keywordSetsFor,
} from './template-store'

describe('template store: built-in templates loaded per set', () => {
  it('a language reads itself, its content language and English, in that order', () => {
    expect(keywordSetsFor('pt')).toEqual(['keywords:pt', 'keywords:en'])
    expect(keywordSetsFor('es')).toEqual(['keywords:es', 'keywords:en'])
    expect(keywordSetsFor('en')).toEqual(['keywords:en'])
    expect(keywordSetsFor('fr')).toEqual(['keywords:en'])
  })

  it('a set read before it has loaded throws; loaded, it is the built-in one (a copy)', async () => {
    expect(() => defaultNegativeTemplates()).toThrow(/not loaded/)
    await ensureTemplates(['negatives'])
    expect(defaultNegativeTemplates()).toEqual(DEFAULT_NEGATIVE_TEMPLATES)
    expect(defaultNegativeTemplates()).not.toBe(DEFAULT_NEGATIVE_TEMPLATES)
  })

  it('keyword templates hold the languages loaded so far; all of them once every set has loaded', async () => {
    await ensureTemplates(['keywords:es'])
    expect(Object.keys(defaultKeywordTemplates())).toEqual(['es'])
    await ensureTemplates(ALL_TEMPLATE_SETS)
    expect(ALL_TEMPLATE_SETS.every(isTemplateSetLoaded)).toBe(true)
    expect(defaultKeywordTemplates()).toEqual(DEFAULT_KEYWORD_TEMPLATES)
  })
})
