/** Built-in keyword templates (keyword_templates_v2 defaults): language → list → funnel level. */
import type { KeywordTemplates } from '../types'
import { KEYWORD_TEMPLATES_EN } from './keywords-en'
import { KEYWORD_TEMPLATES_ES } from './keywords-es'
import { KEYWORD_TEMPLATES_PT } from './keywords-pt'

/** Full text for pt, en and es; other languages reuse the English content (SPEC §3). */
export const DEFAULT_KEYWORD_TEMPLATES: KeywordTemplates = {
  pt: KEYWORD_TEMPLATES_PT,
  en: KEYWORD_TEMPLATES_EN,
  es: KEYWORD_TEMPLATES_ES,
}
