import { describe, expect, it } from 'vitest'
import { contentLanguage } from '../../core/languages'
import { LANGUAGE_CODES } from '../../core/types'
import { PREFERENCES_KEY } from './preferences'
import { preferredKeywordSet, STORED_PREFERENCES_KEY } from './preferred-keyword-set'

describe('preferredKeywordSet', () => {
  it('reads the key the preferences are saved under', () => {
    expect(STORED_PREFERENCES_KEY).toBe(PREFERENCES_KEY)
  })

  it('guesses the set the template store loads for every language a user can save', () => {
    for (const language of LANGUAGE_CODES) {
      expect(preferredKeywordSet(JSON.stringify({ language, matchType: 'broad' })), language).toBe(contentLanguage(language))
    }
  })

  it('is Portuguese without preferences, with unreadable ones, or without a language', () => {
    for (const stored of [null, '', '{', 'null', '[]', '{}', '{"language":3}']) expect(preferredKeywordSet(stored), String(stored)).toBe('pt')
  })
})
