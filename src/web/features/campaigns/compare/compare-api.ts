/** GET /api/campaigns/compare: the comparison of two or three of the user's campaigns, and its CSV. */
import { useQuery } from '@tanstack/react-query'
import { COMPARE_MAX, COMPARE_MIN, type Comparison } from '../../../../core/campaigns/compare'
import { ApiError, api } from '../../../lib/api'
import { CAMPAIGNS_KEY } from '../../../lib/campaigns-api'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/** The ids of `?ids=a,b[,c]` when they are two or three distinct UUIDs (what the server accepts), else null. */
export function parseCompareIds(raw: string | null): string[] | null {
  if (!raw) return null
  const ids = raw.split(',').map((id) => id.trim().toLowerCase())
  if (ids.length < COMPARE_MIN || ids.length > COMPARE_MAX || !ids.every((id) => UUID.test(id))) return null
  return new Set(ids).size === ids.length ? ids : null
}

/** The screen's address for these campaigns. */
export const comparePath = (ids: readonly string[]) => `/saved-campaigns/compare?ids=${ids.map(encodeURIComponent).join(',')}`

export const compareUrl = (ids: readonly string[], format: 'json' | 'csv' = 'json') =>
  `/api/campaigns/compare?ids=${ids.map(encodeURIComponent).join(',')}${format === 'csv' ? '&format=csv' : ''}`

/** Under ['campaigns'], so every campaign change (which invalidates that prefix) reloads it. */
export function useComparison(ids: readonly string[] | null) {
  return useQuery({
    queryKey: [...CAMPAIGNS_KEY, 'compare', ...(ids ?? [])],
    queryFn: ({ signal }) => api<Comparison>(compareUrl(ids ?? []), { signal }),
    enabled: ids !== null,
    // A refusal (403, 404, 422) stays a refusal: only network and server errors are asked again.
    retry: (failures, err) => !(err instanceof ApiError && err.status >= 400 && err.status < 500) && failures < 3,
  })
}
