/**
 * The admin list's query: its keys, its address, the filters read from the URL, and the first page asked
 * for by the router as soon as it knows the path (in parallel with the session check and the screen's
 * chunk, instead of after them). Kept free of zod and of the screen's code so that request goes out early.
 */
import type { QueryClient } from '@tanstack/react-query'
import { ADMIN_PLAN_FILTERS, ADMIN_QUERY_MAX, ADMIN_STATUS_FILTERS, type AdminPlanFilter, type AdminStatusFilter, type AdminUsersPage } from '../../../shared/admin'

export const ADMIN_KEY = ['admin'] as const
export const ADMIN_USERS_KEY = [...ADMIN_KEY, 'users'] as const

export interface AdminFilters {
  q: string
  plan: AdminPlanFilter
  status: AdminStatusFilter
}

export function usersPath(filters: AdminFilters, cursor?: string | null): string {
  const params = new URLSearchParams()
  if (filters.q) params.set('q', filters.q)
  if (filters.plan !== 'all') params.set('plan', filters.plan)
  if (filters.status !== 'all') params.set('status', filters.status)
  if (cursor) params.set('cursor', cursor)
  const query = params.toString()
  return `/api/admin/users${query ? `?${query}` : ''}`
}

const pick = <T extends string>(allowed: readonly T[], value: string | null): T =>
  allowed.includes(value as T) ? (value as T) : allowed[0]

/** Reads q, plan and status from search params; unknown values fall back to 'all'. */
export function filtersFrom(params: URLSearchParams): AdminFilters {
  return {
    q: (params.get('q') ?? '').slice(0, ADMIN_QUERY_MAX),
    plan: pick<AdminPlanFilter>(ADMIN_PLAN_FILTERS, params.get('plan')),
    status: pick<AdminStatusFilter>(ADMIN_STATUS_FILTERS, params.get('status')),
  }
}

/**
 * Asks for the first page of the list the URL shows, unless it is already cached. A refusal (signed out,
 * not the admin) is dropped quietly: the guards decide what the visitor sees, and the screen asks again.
 */
export function prefetchAdminUsers(queryClient: QueryClient, params: URLSearchParams) {
  const filters = filtersFrom(params)
  const queryKey = [...ADMIN_USERS_KEY, filters]
  if (queryClient.getQueryState(queryKey)) return
  void queryClient.prefetchInfiniteQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const res = await fetch(usersPath(filters), { signal, headers: { accept: 'application/json' } })
      if (!res.ok) throw new Error(`admin users ${res.status}`)
      return (await res.json()) as AdminUsersPage
    },
    initialPageParam: null as string | null,
    retry: false,
  })
}
