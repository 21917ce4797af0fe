/**
 * TanStack Query hooks for /api/campaigns (DESIGN.md "HTTP API", SPEC §4 "Campaign data").
 * Three reads, each what its screen shows: the list (summaries, no items), one campaign in full, and
 * the names for the menus. Their keys all start with ['campaigns'], and every mutation invalidates
 * that prefix, so whichever of them is on screen reloads.
 * Lives in lib, not in the campaigns feature, because SaveToCampaignMenu (src/web/ui) uses it too.
 */
import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { Campaign, CampaignAsset, CampaignName, CampaignSummary } from '../../core/campaigns/types'
import type { AssetItem, AssetType } from '../../core/types'
import type { CampaignFormValues } from '../../shared/campaigns'
import { ApiError, api } from './api'

/** The prefix of every campaign query: invalidating it reloads the list, the names and each campaign. */
export const CAMPAIGNS_KEY = ['campaigns'] as const
export const campaignKeys = {
  list: [...CAMPAIGNS_KEY, 'list'] as const,
  names: [...CAMPAIGNS_KEY, 'names'] as const,
  detail: (id: string) => [...CAMPAIGNS_KEY, 'detail', id] as const,
}

/** Body of POST /api/campaigns and PATCH /api/campaigns/:id (validated again by the server). */
export type CampaignBody = CampaignFormValues

export type NewAsset = {
  asset_type: AssetType
  content: AssetItem[]
  /** What tells this list apart from others of its type on the campaign page (optional for the API). */
  name?: string | null
}

/**
 * What the router prefetched for a screen stays fresh this long, so the screen that mounts right after uses it
 * instead of asking again; every campaign mutation invalidates it anyway.
 */
const FRESH_MS = 10_000

/** The user's campaigns, newest first, each with a summary of its lists (type, name, count; no items). */
const campaignsQuery = queryOptions({
  queryKey: campaignKeys.list,
  staleTime: FRESH_MS,
  queryFn: ({ signal }) => api<CampaignSummary[]>('/api/campaigns', { signal }),
})

export function useCampaigns() {
  return useQuery(campaignsQuery)
}

/** The user's campaigns as `{ id, name }`, newest first: for menus that only name them. */
const campaignNamesQuery = queryOptions({
  queryKey: campaignKeys.names,
  staleTime: FRESH_MS,
  queryFn: ({ signal }) => api<CampaignName[]>('/api/campaigns/names', { signal }),
})

export function useCampaignNames() {
  return useQuery(campaignNamesQuery)
}

/** The server's answer for a campaign that is not the user's (or not there): no point asking again. */
export const isCampaignNotFound = (err: unknown) => err instanceof ApiError && err.status === 404

const campaignQuery = (id: string) => queryOptions({
  queryKey: campaignKeys.detail(id),
  staleTime: FRESH_MS,
  queryFn: ({ signal }) => api<Campaign>(`/api/campaigns/${encodeURIComponent(id)}`, { signal }),
  enabled: id !== '',
  retry: (failures, err) => !isCampaignNotFound(err) && failures < 3,
})

/** One campaign in full, with its assets and their items; nothing is fetched while `id` is ''. */
export function useCampaign(id: string) {
  return useQuery(campaignQuery(id))
}

/**
 * Prefetches for the screens' start (src/web/router.tsx): the screen's data starts with its chunk, not
 * after it has rendered. The same queries as the hooks above, so the screen finds them on their way.
 */
export const prefetchCampaigns = (queryClient: QueryClient) => queryClient.prefetchQuery(campaignsQuery)
export const prefetchCampaignNames = (queryClient: QueryClient) => queryClient.prefetchQuery(campaignNamesQuery)
export const prefetchCampaign = (queryClient: QueryClient, id: string) =>
  id === '' ? Promise.resolve() : queryClient.prefetchQuery(campaignQuery(id))

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
