import type { CampaignAsset } from '../campaigns/types'

/** Every keyword a campaign has saved, once each: all its keyword lists together, in list order. */
export function campaignKeywords(campaign: { assets: readonly CampaignAsset[] }): string[] {
  const all = campaign.assets
    .filter((a) => a.asset_type === 'keywords')
    .flatMap((a) => a.content.filter((i): i is string => typeof i === 'string'))
  return [...new Set(all)]
}
