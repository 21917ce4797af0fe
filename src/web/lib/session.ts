import { useEffect } from 'react'
import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { AccessFlags, PlanAccess } from '../../core/access'
import { common } from '../i18n/pt-BR/common'
import { api, ApiError, setUnauthorizedHandler } from './api'
import { notify } from './toast'

export interface Me {
  user: { id: string; email: string; name: string; email_verified: boolean; role: 'admin' | 'user'; two_factor_enabled?: boolean }
  profile: {
    id: string
    email: string
    nome_completo: string
    telefone: string | null
    plan: string
    subscription_status: string
    trial_expires_at: string | null
    created_at: string
    stripe_subscription_id: string | null
    /** End of the paid period, from Stripe (ISO); null until a webhook gives one. */
    current_period_end?: string | null
  }
  flags: AccessFlags
}

export const ME_KEY = ['me'] as const

/**
 * The signed-in user with profile and flags, or null without a session. A visitor is recognised by
 * better-auth's get-session (200 with null) first, so an anonymous page load makes no 401 (which the
 * browser would log as a console error). The router starts it with the first script (prefetchMe).
 */
export const meQuery = queryOptions({
  queryKey: ME_KEY,
  queryFn: async (): Promise<Me | null> => {
    // Only a definite "no session" skips /api/me; if get-session fails (429, network), /api/me decides.
    const session = await api<unknown>('/api/auth/get-session').catch(() => undefined)
    if (session === null) return null
    try {
      return await api<Me>('/api/me')
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) return null
      throw err
    }
  },
  staleTime: 30_000,
  retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
})

export function useMe() {
  return useQuery(meQuery)
}

/** Asks for the session now unless it is known: the guards then find it on its way instead of starting it. */
export function prefetchMe(queryClient: QueryClient) {
  void queryClient.prefetchQuery(meQuery)
}

/** What the signed-in user's plan may do (from `/api/me`, decided by planAccess on the server); null while unknown. */
export function usePlanAccess(): PlanAccess | null {
  const { data } = useMe()
  return data?.flags.plan ?? null
}

/**
 * The same-site path of `?next=` (where /login returns after signing in), or null: only "/..." paths,
 * never "//host", "/\host" or a scheme, so the parameter cannot send the user to another site.
 */
export function safeNextPath(search: string): string | null {
  const next = new URLSearchParams(search).get('next')
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null
  try {
    const url = new URL(next, 'https://forjaads.invalid')
    if (url.origin !== 'https://forjaads.invalid') return null
    if (url.pathname === '/login') return null
    return `${url.pathname}${url.search}${url.hash}`
  } catch {
    return null
  }
}

let expiredFrom: string | null = null
const SESSION_TOAST_DELAY_MS = 250

/** The /login address after a session ended: `?next=` the page the user was on, so signing in returns there. */
export function loginPath(): string {
  return expiredFrom ? `/login?next=${encodeURIComponent(expiredFrom)}` : '/login'
}

/** Signed in again (or out on purpose): the next end of a session is told again. */
export function resetSessionEnd() {
  expiredFrom = null
}

/**
 * The server no longer accepts the signed-in user's session (expired, revoked, password changed elsewhere,
 * account deleted): 'Sessão Expirada' once, every cached answer dropped, and the guards go to /login?next=.
 * Nothing happens without a cached user (a visitor's 401 is not an ended session).
 */
export function endSession(queryClient: QueryClient) {
  if (!queryClient.getQueryData(ME_KEY)) return
  const { pathname, search, hash } = window.location
  expiredFrom = `${pathname}${search}${hash}`
  // A moment later, so the failed call's own error toast (shown right after the throw) gives way to this one.
  setTimeout(() => notify.error(common.errors.sessionExpired.title, common.errors.sessionExpired.body), SESSION_TOAST_DELAY_MS)
  queryClient.setQueryData(ME_KEY, null)
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== ME_KEY[0] })
}

/**
 * SPEC §9: every 30 seconds ask the server for the session; none → endSession. The check does not slide the
 * session (`disableRefresh`): an open tab is not activity, so an idle session still ends after its idle limit.
 */
export const SESSION_CHECK_MS = 30_000

export function useSessionWatch(poll: boolean) {
  const queryClient = useQueryClient()
  useEffect(() => {
    setUnauthorizedHandler(() => endSession(queryClient))
    if (!poll) return
    const timer = setInterval(() => {
      if (!queryClient.getQueryData(ME_KEY)) return
      api<unknown>('/api/auth/get-session?disableRefresh=true').then(
        (session) => { if (session === null) endSession(queryClient) },
        () => undefined, // a network error or 5xx is not an ended session
      )
    }, SESSION_CHECK_MS)
    return () => clearInterval(timer)
  }, [queryClient, poll])
}
