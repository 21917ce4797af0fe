/** The admin list's search and filters, kept in the URL's search params so a reload keeps them. */
import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import { filtersFrom, type AdminFilters } from './users-query'

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
