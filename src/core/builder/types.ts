/**
 * The campaign plan of the campaign builder (issue 13): what the builder keeps per campaign on the
 * server and turns into the Google Ads Editor file. The JSON names are the API's (snake_case).
 * Its zod schema (and the pt-BR messages of every refusal) is src/shared/plan.ts; core defines the
 * shape because core imports nothing of ours, and the schema's output is checked against it.
 */
import type { LanguageCode } from '../types'

export const BID_STRATEGIES = ['maximize_clicks', 'maximize_conversions', 'target_cpa', 'target_roas'] as const
export type BidStrategy = (typeof BID_STRATEGIES)[number]

/** The strategies that need a target: CPA in R$, ROAS in percent (400 = R$ 4 of value per R$ 1 spent). */
export const TARGET_STRATEGIES: readonly BidStrategy[] = ['target_cpa', 'target_roas']

export type HeadlinePin = 1 | 2 | 3
export type DescriptionPin = 1 | 2

export interface PlanHeadline {
  text: string
  /** The position the headline always shows in, or null (any position). */
  pin: HeadlinePin | null
}

export interface PlanDescription {
  text: string
  pin: DescriptionPin | null
}

/** One responsive search ad. Paths are '' when not used; path2 only with path1. */
export interface PlanAd {
  headlines: PlanHeadline[]
  descriptions: PlanDescription[]
  path1: string
  path2: string
}

export interface PlanAdGroup {
  /** Distinct within the plan (case and spacing ignored): Editor tells groups apart by name. */
  name: string
  /** The group's landing page; null uses settings.final_url. */
  final_url: string | null
  /** Keywords in the generators' notation: '[exata]', '"frase"', 'ampla'. */
  keywords: string[]
  /** The group's own negatives, same notation. */
  negatives: string[]
  ads: PlanAd[]
  /** Cross-group negatives (settings.cross_negatives) the user removed from this group, as '[text]'. */
  cross_negatives_removed: string[]
}

export interface PlanSitelink {
  text: string
  /** '' when not used; Google wants both lines or neither (the pre-flight says so). */
  desc1: string
  desc2: string
  /** The sitelink's own page; null until given (the export leaves such a sitelink out). */
  final_url: string | null
}

export interface PlanSettings {
  /** R$ per day, > 0; null until given (the export needs it). */
  daily_budget: number | null
  bid_strategy: BidStrategy
  /** CPA in R$ or ROAS in percent for the target strategies; null for the others. */
  target_value: number | null
  /** Google Ads geo target (criterion) ids, at least one. */
  locations: number[]
  language: LanguageCode
  /** The ads' landing page; null until given (the export needs it). */
  final_url: string | null
  /** Query parameters Google appends to every final URL ('utm_source=google&utm_medium=cpc'), or null. */
  final_url_suffix: string | null
  /** Google search partners: off by default. */
  search_partners: boolean
  /** Whether each group's exact keywords go as exact negatives to the other groups (cross-negatives.ts). */
  cross_negatives: boolean
}

export interface PlanExtensions {
  sitelinks: PlanSitelink[]
  callouts: string[]
  /** Campaign-level negatives. */
  negatives: string[]
}

export interface CampaignPlan {
  settings: PlanSettings
  ad_groups: PlanAdGroup[]
  extensions: PlanExtensions
  /** The version the client holds (ISO timestamp), for PUT's precondition; null for a plan never saved. */
  updated_at: string | null
}

/** Bounds that keep a plan (and its request body) finite. Google's own limits where it has one. */
export const PLAN_LIMITS = {
  adGroups: 100,
  groupName: 120,
  /** Keywords of all groups together. */
  keywords: 20_000,
  /** Negatives of all groups and of the campaign together. */
  negatives: 20_000,
  adsPerGroup: 3,
  headlinesMin: 3,
  headlinesMax: 15,
  descriptionsMin: 2,
  descriptionsMax: 4,
  path: 15,
  locations: 100,
  sitelinks: 20,
  callouts: 20,
  /** R$ for CPA, percent for ROAS. */
  targetCpaMax: 10_000_000,
  targetRoasMax: 100_000,
} as const
