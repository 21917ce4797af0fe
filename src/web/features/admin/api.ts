/**
 * TanStack Query hooks for /api/admin (issue 10): the users list by cursor pages, one SPEC §4 action,
 * one user's audit. Every key starts with ADMIN_KEY, so a live change can refetch them all at once.
 */
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminAction, AdminUser, AdminUsersPage, AuditEntry } from '../../../shared/admin'
import { api } from '../../lib/api'
import { ADMIN_KEY, ADMIN_USERS_KEY, usersPath, type AdminFilters } from './users-query'

/** The list, newest first, one server page at a time ('Carregar mais' fetches the next cursor). */
export function useAdminUsers(filters: AdminFilters) {
  return useInfiniteQuery({
    queryKey: [...ADMIN_USERS_KEY, filters],
    queryFn: ({ pageParam, signal }) => api<AdminUsersPage>(usersPath(filters, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next_cursor,
    placeholderData: (previous) => previous,
    // The first page may come from the router's start of the screen (users-query.ts) a moment ago; live changes
    // invalidate it anyway, so it is not asked again on mount.
    staleTime: 10_000,
  })
}

export function useAdminAction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, action }: { id: string; action: AdminAction }) =>
      api<{ user: AdminUser }>(`/api/admin/users/${encodeURIComponent(id)}`, { method: 'PATCH', json: { action } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  })
}

export function useAdminAudit(id: string | null) {
  return useQuery({
    queryKey: [...ADMIN_KEY, 'audit', id],
    queryFn: ({ signal }) => api<{ entries: AuditEntry[] }>(`/api/admin/users/${encodeURIComponent(id ?? '')}/audit`, { signal }),
    enabled: id !== null,
  })
}
