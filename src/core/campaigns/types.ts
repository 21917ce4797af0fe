import type { AssetItem, AssetType } from '../types'

/** One saved asset of a campaign (table campaign_assets, SPEC §3). Dates are ISO strings. */
export interface CampaignAsset {
  id: string
  campaign_id: string
  asset_type: AssetType
  /** What tells two lists of one type apart (the saved list's name, the product); null when not given. */
  name: string | null
  /** Sitelink objects for sitelinks, plain strings for every other type. */
  content: AssetItem[]
  created_at: string
}

/** A saved campaign's own fields (table campaigns, SPEC §3), without its lists. */
export interface CampaignFields {
  id: string
  name: string
  notes: string | null
  platform: string | null
  niche: string | null
  country: string | null
  commission: number | null
  product_price: number | null
  /** The ads' landing page (https), or null until the user gives it. */
  final_url: string | null
  /** Daily budget in R$ (> 0), or null until the user gives it. */
  daily_budget: number | null
  created_at: string
  updated_at: string | null
}

/** A saved campaign as GET /api/campaigns/:id returns it, with its assets and their items (oldest asset first). */
export interface Campaign extends CampaignFields {
  assets: CampaignAsset[]
}

/** What the campaign list says of one saved list: its type, its name and how many items it has. */
export interface CampaignAssetSummary {
  asset_type: AssetType
  name: string | null
  count: number
}

/** A campaign as GET /api/campaigns lists it: every field, and its lists without their items. */
export interface CampaignSummary extends CampaignFields {
  assets: CampaignAssetSummary[]
}

/** A campaign as GET /api/campaigns/names lists it (the save-to-campaign menu, the conflicts panel's choice). */
export interface CampaignName {
  id: string
  name: string
}
