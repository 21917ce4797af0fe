/**
 * The built-in keyword templates the keyword screen opens with, guessed from the saved preferences
 * (localStorage 'preferences_v1', lib/preferences) without loading the preferences module: the router
 * starts that file with the screen's chunks, the template store then asks for the same one. No
 * preferences: Portuguese; Spanish and Portuguese have their own; every other language reads English.
 * (A corrupted language the store would read as Portuguese is guessed English: one 2 kB file too many.)
 */
/** lib/preferences' PREFERENCES_KEY (a test keeps them equal), without importing that module. */
export const STORED_PREFERENCES_KEY = 'preferences_v1'

export function preferredKeywordSet(stored: string | null): 'pt' | 'es' | 'en' {
  let language: unknown
  try {
    language = (JSON.parse(stored ?? 'null') as { language?: unknown } | null)?.language
  } catch {
    // unreadable preferences: the store falls back to Portuguese
  }
  if (typeof language !== 'string' || language === 'pt') return 'pt'
  return language === 'es' ? 'es' : 'en'
}
