import type { AssetItem, AssetType } from '../../types'
import type { Campaign, CampaignAsset } from '../types'

/** A campaign for tests; assets given as [type, items] pairs. */
export function makeCampaign(
  fields: Partial<Omit<Campaign, 'assets'>> = {},
  assets: [AssetType, AssetItem[]][] = [],
): Campaign {
  const id = fields.id ?? 'c1'
  return {
    id,
    name: 'Campanha',
    notes: null,
    platform: null,
    niche: null,
    country: null,
    commission: null,
    product_price: null,
    final_url: null,
    daily_budget: null,
    created_at: '2025-03-01T12:00:00.000Z',
    updated_at: null,
    ...fields,
    assets: assets.map(([asset_type, content], i): CampaignAsset => ({
      id: `${id}-a${i + 1}`,
      campaign_id: id,
      asset_type,
      name: null,
      content,
      created_at: '2025-03-01T12:00:00.000Z',
    })),
  }
}
