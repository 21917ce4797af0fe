import { api } from '../../lib/api'

/** better-auth's endpoints, as the visitor screens call them. */
export const authApi = {
  /** `twoFactorRedirect: true` when the account has two-factor on: no session until the code step. */
  signIn: (email: string, password: string) =>
    api<{ twoFactorRedirect?: boolean } | null>('/api/auth/sign-in/email', { method: 'POST', json: { email, password } }),
  verifyTotp: (code: string) => api('/api/auth/two-factor/verify-totp', { method: 'POST', json: { code } }),
  verifyBackupCode: (code: string) => api('/api/auth/two-factor/verify-backup-code', { method: 'POST', json: { code } }),
  signUp: (name: string, email: string, password: string) =>
    api('/api/auth/sign-up/email', { method: 'POST', json: { name, email, password } }),
  requestPasswordReset: (email: string) =>
    api('/api/auth/request-password-reset', {
      method: 'POST',
      json: { email, redirectTo: `${window.location.origin}/update-password` },
    }),
  resetPassword: (token: string, newPassword: string) =>
    api('/api/auth/reset-password', { method: 'POST', json: { token, newPassword } }),
  /** 'Reenviar e-mail': a new confirmation link to the signed-in user's address. */
  sendVerificationEmail: (email: string) =>
    api('/api/auth/send-verification-email', { method: 'POST', json: { email } }),
}
