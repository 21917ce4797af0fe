import type { AssetItem, AssetType } from '../types'
import { fileNamePart } from './file-name'
import type { Campaign } from './types'

/** The downloaded campaign file (SPEC §3 "Campaign export JSON", plus the final URL and daily budget). */
export interface CampaignExportJson {
  campaignName: string
  notes: string | null
  /** The ads' landing page (https), or null while not given. */
  finalUrl: string | null
  /** Daily budget in R$, or null while not given. */
  dailyBudget: number | null
  createdAt: string
  assets: { type: AssetType; content: AssetItem[] }[]
}

/** The export object, assets in the campaign's order. The caller serialises it with JSON.stringify. */
export function campaignToExportJson(c: Campaign): CampaignExportJson {
  return {
    campaignName: c.name,
    notes: c.notes,
    finalUrl: c.final_url,
    dailyBudget: c.daily_budget,
    createdAt: c.created_at,
    assets: c.assets.map((a) => ({ type: a.asset_type, content: a.content })),
  }
}

/** 'forjaads_campaign_<name>.json' (SPEC §9); see fileNamePart for what happens to the name. */
export function campaignExportFileName(name: string): string {
  return `forjaads_campaign_${fileNamePart(name)}.json`
}
