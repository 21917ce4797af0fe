import { useQuery } from '@tanstack/react-query'
import type { AccessFlags } from '../../core/access'
import { api, ApiError } from './api'

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
  }
  flags: AccessFlags
}

export const ME_KEY = ['me'] as const

/**
 * The signed-in user with profile and flags, or null without a session. A visitor is recognised by
 * better-auth's get-session (200 with null) first, so an anonymous page load makes no 401 (which the
 * browser would log as a console error).
 */
export function useMe() {
  return useQuery({
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
}
