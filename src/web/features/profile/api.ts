import type { ProfileData } from '../../../shared/profile'
import { api } from '../../lib/api'

/** The account calls of the profile screen (src/server/routes/account.ts and better-auth). */
export const profileApi = {
  update: (body: ProfileData) => api('/api/me/profile', { method: 'PATCH', json: body }),
  requestPasswordReset: (email: string) =>
    api('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email, redirectTo: `${window.location.origin}/update-password` },
    }),
  deleteAccount: (body: { password: string; confirm: string; code?: string }) =>
    api<void>('/api/me', { method: 'DELETE', json: body }),
}
