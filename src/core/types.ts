/** Domain types shared by the generators, the campaign exporters and the API payloads. */

export const ASSET_TYPES = [
  'keywords',
  'negative_keywords',
  'titles',
  'descriptions',
  'sitelinks',
  'callouts',
  'promotions',
] as const
export type AssetType = (typeof ASSET_TYPES)[number]

/** A sitelink: link text plus two description lines (SPEC §3), and its own page when the user gives one. */
export interface Sitelink {
  text: string
  desc1: string
  desc2: string
  /** The page this sitelink opens (https); Google needs one per sitelink, distinct from the ads' page. */
  final_url?: string
}

/** The three text parts of a sitelink, each with its own limit. */
export type SitelinkPart = 'text' | 'desc1' | 'desc2'

/** What one asset holds: sitelink objects for sitelinks, plain strings for every other type. */
export type AssetItem = string | Sitelink

export const FUNNEL_LEVELS = ['top', 'middle', 'bottom'] as const
export type FunnelLevel = (typeof FUNNEL_LEVELS)[number]

export const MATCH_TYPES = ['broad', 'phrase', 'exact'] as const
export type MatchType = (typeof MATCH_TYPES)[number]

/** The 21 language codes of SPEC §3. */
export const LANGUAGE_CODES = [
  'de', 'ar', 'ko', 'da', 'sk', 'sl', 'es', 'fil', 'fr', 'nl', 'en',
  'is', 'it', 'ja', 'no', 'pl', 'pt', 'ru', 'sv', 'th', 'tr',
] as const
export type LanguageCode = (typeof LANGUAGE_CODES)[number]

/** Languages with full built-in text; every other language reuses English keyword content. */
export type ContentLanguage = 'pt' | 'en' | 'es'

/** One funnel level of one keyword template list (SPEC §3 "Keyword templates"). */
export interface KeywordFunnelEntry {
  strategy: string
  example: string
  templates: string[]
}

/** keyword_templates_v2: language → list key → funnel level → entry. */
export type KeywordTemplates = Partial<
  Record<string, Record<string, Partial<Record<FunnelLevel, KeywordFunnelEntry>>>>
>

/** keyword_template_lists_v1 entries. Defaults: nutra and produtos-fisicos. */
export interface KeywordTemplateList {
  key: string
  name: string
}

/** Title, description, callout and promotion template stores: language → { templates }. */
export type TextTemplates = Partial<Record<string, { templates: string[] }>>

/** Sitelink template store: language → { templates } with {NOME_PRODUTO} in any part. */
export type SitelinkTemplates = Partial<Record<string, { templates: Sitelink[] }>>

/** Negative keyword template store: language → words. */
export type NegativeTemplates = Partial<Record<string, string[]>>

/** The grammatical gender of a product name: 'o Lipo Slim' (m) or 'a Cinta Modeladora' (f). */
export type ProductGender = 'm' | 'f'

/** Facts of one offer that templates may quote ({GARANTIA_DIAS}, {PARCELAS}, {DESCONTO}); all optional. */
export interface OfferFacts {
  /** Guarantee in days, e.g. 30. */
  warrantyDays?: number
  /** Interest-free instalments, e.g. 12. */
  installments?: number
  /** Discount in percent, e.g. 20. */
  discountPercent?: number
}
export type OfferFactKey = keyof OfferFacts
