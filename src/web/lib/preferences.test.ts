import { describe, expect, it } from 'vitest'
import { DEFAULT_PREFERENCES, normalisePreferences } from './preferences'

describe('normalisePreferences', () => {
  it.each<[string, unknown, Partial<typeof DEFAULT_PREFERENCES>]>([
    ['nothing stored', null, {}],
    ['not an object', 'pt', {}],
    ['an array', [], {}],
    ['a full valid value', { language: 'en', matchType: 'exact', funnel: 'bottom', gender: 'f', affiliateSafe: false, attachNegatives: true, attachNegativesListId: '17' },
      { language: 'en', matchType: 'exact', funnel: 'bottom', gender: 'f', affiliateSafe: false, attachNegatives: true, attachNegativesListId: '17' }],
    ['bad fields take their defaults', { language: 'xx', matchType: 'Exata', funnel: 2, gender: 'o', affiliateSafe: 'não', attachNegatives: 1, attachNegativesListId: 17 }, {}],
    ['a partial value keeps what it has', { funnel: 'middle', affiliateSafe: false }, { funnel: 'middle', affiliateSafe: false }],
  ])('%s', (_, value, changed) => {
    expect(normalisePreferences(value)).toEqual({ ...DEFAULT_PREFERENCES, ...changed })
  })

  it('defaults: affiliate-safe on, automation off, masculine product', () => {
    expect(DEFAULT_PREFERENCES).toMatchObject({ affiliateSafe: true, attachNegatives: false, attachNegativesListId: '', gender: 'm' })
  })
})
