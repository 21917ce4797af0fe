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

/** A saved campaign as the API returns it (table campaigns, SPEC §3), with its assets attached. */
export interface Campaign {
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
  assets: CampaignAsset[]
}
