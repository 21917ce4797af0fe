/** The admin list's search and filters, kept in the URL's search params so a reload keeps them. */
import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { ADMIN_PLAN_FILTERS, ADMIN_STATUS_FILTERS, ADMIN_QUERY_MAX, type AdminPlanFilter, type AdminStatusFilter } from '../../../shared/admin'
import type { AdminFilters } from './api'

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

export function useAdminFilters() {
  const [params, setParams] = useSearchParams()
  const filters = useMemo(() => filtersFrom(params), [params])
  const setFilters = useCallback((next: Partial<AdminFilters>) => {
    setParams((current) => {
      const merged = { ...filtersFrom(current), ...next }
      const out = new URLSearchParams()
      if (merged.q) out.set('q', merged.q)
      if (merged.plan !== 'all') out.set('plan', merged.plan)
      if (merged.status !== 'all') out.set('status', merged.status)
      return out
    }, { replace: true })
  }, [setParams])
  return { filters, setFilters }
}
