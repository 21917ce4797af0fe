/**
 * TanStack Query hooks for /api/campaigns (DESIGN.md "HTTP API", SPEC §4 "Campaign data").
 * Every mutation invalidates ['campaigns'], so the list (and each campaign's assets) reloads.
 * Lives in lib, not in the campaigns feature, because SaveToCampaignMenu (src/web/ui) uses it too.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Campaign, CampaignAsset } from '../../core/campaigns/types'
import type { AssetItem, AssetType } from '../../core/types'
import type { CampaignFormValues } from '../../shared/campaigns'
import { api } from './api'

export const CAMPAIGNS_KEY = ['campaigns'] as const

/** Body of POST /api/campaigns and PATCH /api/campaigns/:id (validated again by the server). */
export type CampaignBody = CampaignFormValues

export type NewAsset = {
  asset_type: AssetType
  content: AssetItem[]
  /** What tells this list apart from others of its type on the campaign page (optional for the API). */
  name?: string | null
}

/** The user's campaigns, newest first, each with its assets (oldest asset first). */
export function useCampaigns() {
  return useQuery({
    queryKey: CAMPAIGNS_KEY,
    queryFn: () => api<Campaign[]>('/api/campaigns'),
  })
}

function useInvalidating<TVars, TData>(fn: (vars: TVars) => Promise<TData>) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: fn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: CAMPAIGNS_KEY }),
  })
}

export function useCreateCampaign() {
  return useInvalidating((body: CampaignBody) => api<Campaign>('/api/campaigns', { method: 'POST', json: body }))
}

export function useUpdateCampaign() {
  return useInvalidating(({ id, body }: { id: string; body: Partial<CampaignBody> }) =>
    api<Campaign>(`/api/campaigns/${encodeURIComponent(id)}`, { method: 'PATCH', json: body }),
  )
}

export function useDeleteCampaign() {
  return useInvalidating((id: string) => api<void>(`/api/campaigns/${encodeURIComponent(id)}`, { method: 'DELETE' }))
}

/** Attaches a list to a campaign; pass the campaign id here or in the variables. */
export function useAttachAsset(campaignId?: string) {
  return useInvalidating(({ campaignId: id = campaignId, ...asset }: NewAsset & { campaignId?: string }) => {
    if (!id) throw new Error('campaignId is required')
    return api<CampaignAsset>(`/api/campaigns/${encodeURIComponent(id)}/assets`, { method: 'POST', json: asset })
  })
}

/** Renames a saved list or replaces its items (PATCH; the server checks the items for the list's type). */
export function useUpdateAsset() {
  return useInvalidating(({ campaignId, assetId, ...changes }: { campaignId: string; assetId: string; name?: string | null; content?: AssetItem[] }) =>
    api<CampaignAsset>(`/api/campaigns/${encodeURIComponent(campaignId)}/assets/${encodeURIComponent(assetId)}`, { method: 'PATCH', json: changes }),
  )
}

export function useDeleteAsset() {
  return useInvalidating(({ campaignId, assetId }: { campaignId: string; assetId: string }) =>
    api<void>(`/api/campaigns/${encodeURIComponent(campaignId)}/assets/${encodeURIComponent(assetId)}`, { method: 'DELETE' }),
  )
}

/** Download addresses (the server sends Content-Disposition with the file name). */
export const campaignExportUrl = (id: string, format: 'json' | 'csv') =>
  `/api/campaigns/${encodeURIComponent(id)}/export.${format}`
