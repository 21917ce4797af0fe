/**
 * The user's preferences (/tools/settings → Preferências), kept in the browser next to the templates:
 * the defaults the generators open with, the affiliate-safe switch and the one automation.
 */
import { FUNNEL_LEVELS, LANGUAGE_CODES, MATCH_TYPES, type FunnelLevel, type LanguageCode, type MatchType } from '../../core/types'
import { isRecord, readJson, writeJson } from './storage'

export const PREFERENCES_KEY = 'preferences_v1'

/** The grammatical gender of the product name: 'o Lipo Slim' or 'a Cinta Modeladora'. */
export type ProductGender = 'm' | 'f'

export interface Preferences {
  language: LanguageCode
  matchType: MatchType
  funnel: FunnelLevel
  gender: ProductGender
  /**
   * On (the default): claims of being the brand ('Site Oficial', 'Loja Oficial', 'Direto do Fabricante')
   * are left out of what the generators produce. Off only for the brand's owner.
   */
  affiliateSafe: boolean
  /** Automation: when keywords are saved to a campaign, attach this saved negative list too. */
  attachNegatives: boolean
  /** Id of the locally saved negative list to attach (saved_lists_negative_keywords_v1), or '' for none. */
  attachNegativesListId: string
}

export const DEFAULT_PREFERENCES: Preferences = {
  language: 'pt',
  matchType: 'broad',
  funnel: 'top',
  gender: 'm',
  affiliateSafe: true,
  attachNegatives: false,
  attachNegativesListId: '',
}

const oneOf = <T extends string>(values: readonly T[], v: unknown): v is T => typeof v === 'string' && (values as readonly string[]).includes(v)

/** A stored value with every known field checked; a bad or missing field takes its default. */
function normalise(v: unknown): Preferences {
  if (!isRecord(v)) return { ...DEFAULT_PREFERENCES }
  const d = DEFAULT_PREFERENCES
  return {
    language: oneOf(LANGUAGE_CODES, v.language) ? v.language : d.language,
    matchType: oneOf(MATCH_TYPES, v.matchType) ? v.matchType : d.matchType,
    funnel: oneOf(FUNNEL_LEVELS, v.funnel) ? v.funnel : d.funnel,
    gender: oneOf(['m', 'f'] as const, v.gender) ? v.gender : d.gender,
    affiliateSafe: typeof v.affiliateSafe === 'boolean' ? v.affiliateSafe : d.affiliateSafe,
    attachNegatives: typeof v.attachNegatives === 'boolean' ? v.attachNegatives : d.attachNegatives,
    attachNegativesListId: typeof v.attachNegativesListId === 'string' ? v.attachNegativesListId : d.attachNegativesListId,
  }
}

const anything = (_v: unknown): _v is unknown => true

export const loadPreferences = (): Preferences => normalise(readJson<unknown>(PREFERENCES_KEY, () => null, anything))
export const savePreferences = (p: Preferences) => writeJson(PREFERENCES_KEY, p)

/** Any value (a stored one, a backup's) as full preferences: a bad or missing field takes its default. */
export const normalisePreferences = normalise

/**
 * The preferences the user saved, or null while they never saved any: the generators then open as
 * they always did (no funnel level chosen, the negatives screen with no language).
 */
export function loadSavedPreferences(): Preferences | null {
  const raw = readJson<unknown>(PREFERENCES_KEY, () => null, anything)
  return raw === null ? null : normalise(raw)
}
