import { describe, expect, it } from 'vitest'
import { campaignTargets } from './editor-geo'

const ids = (country: string | null) => campaignTargets(country).locations.map((l) => l.id)

describe('campaignTargets', () => {
  it.each([
    [null, [2076], ['pt']],
    ['', [2076], ['pt']],
    ['Brasil', [2076], ['pt']],
    ['  brasil ', [2076], ['pt']],
    ['BR', [2076], ['pt']],
    ['Portugal', [2620], ['pt']],
    ['Estados Unidos', [2840], ['en']],
    ['E.U.A.', [2840], ['en']],
    ['Espanha', [2724], ['es']],
    ['México', [2484], ['es']],
    ['Mexico', [2484], ['es']],
    ['Argentina', [2032], ['es']],
    ['Colômbia', [2170], ['es']],
    ['Chile', [2152], ['es']],
    ['Peru', [2604], ['es']],
    ['Angola', [2024], ['pt']],
    ['Moçambique', [2508], ['pt']],
    ['São Tomé e Príncipe', [2678], ['pt']],
    ['Brasil e Portugal', [2076, 2620], ['pt']],
    ['Brasil, Argentina; Chile', [2076, 2032, 2152], ['pt', 'es']],
    ['Brasil / Brasil', [2076], ['pt']],
  ] as const)('%j → %j %j', (country, locations, languages) => {
    const t = campaignTargets(country)
    expect(t.locations.map((l) => l.id)).toStrictEqual(locations)
    expect(t.languages).toStrictEqual(languages)
    expect(t.unknown).toStrictEqual([])
  })

  it('names what it cannot read and does not guess a location for it', () => {
    expect(campaignTargets('Atlântida')).toStrictEqual({ locations: [], languages: ['pt'], unknown: ['Atlântida'] })
    expect(ids('Brasil - SP')).toStrictEqual([2076])
    expect(campaignTargets('Brasil - SP').unknown).toStrictEqual(['SP'])
  })
})
