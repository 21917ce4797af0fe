/** The builder's UTM helper for the final URL suffix (Configurações). */
import { fold } from './text'

/** A campaign name as a UTM value: folded, words joined by '-' ('Lipo Slim Verão' → 'lipo-slim-verao'). */
export function utmValue(name: string): string {
  return fold(name).replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 100)
}

/** 'utm_source=google&utm_medium=cpc&utm_campaign=<name>' (utm_campaign left out when the name has no letter or digit). */
export function utmSuffix(campaignName: string): string {
  const campaign = utmValue(campaignName)
  return `utm_source=google&utm_medium=cpc${campaign ? `&utm_campaign=${campaign}` : ''}`
}
