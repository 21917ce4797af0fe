/** The 21 languages of SPEC §3, labelled in Portuguese, and the language whose built-in text each uses. */
import type { ContentLanguage, LanguageCode } from './types'

export interface LanguageOption {
  value: LanguageCode
  label: string
}

const LABELS: Record<LanguageCode, string> = {
  de: 'Alemão',
  ar: 'Árabe',
  ko: 'Coreano',
  da: 'Dinamarquês',
  sk: 'Eslovaco',
  sl: 'Esloveno',
  es: 'Espanhol',
  fil: 'Filipino',
  fr: 'Francês',
  nl: 'Holandês',
  en: 'Inglês',
  is: 'Islandês',
  it: 'Italiano',
  ja: 'Japonês',
  no: 'Norueguês',
  pl: 'Polonês',
  pt: 'Português',
  ru: 'Russo',
  sv: 'Sueco',
  th: 'Tailandês',
  tr: 'Turco',
}

/** Selector options, sorted by label as a Brazilian reader expects ('Árabe' right after 'Alemão'). */
export const LANGUAGES: readonly LanguageOption[] = (Object.keys(LABELS) as LanguageCode[])
  .map((value) => ({ value, label: LABELS[value] }))
  .sort((a, b) => a.label.localeCompare(b.label, 'pt-BR'))

export function languageLabel(code: LanguageCode): string {
  return LABELS[code]
}

export function isLanguageCode(value: string): value is LanguageCode {
  return Object.hasOwn(LABELS, value)
}

/** pt, en and es have their own built-in text; every other language uses the English content. */
export function contentLanguage(code: LanguageCode): ContentLanguage {
  return code === 'pt' || code === 'es' ? code : 'en'
}
