import { api } from '../../lib/api'

/** better-auth's endpoints, as the visitor screens call them. */
export const authApi = {
  signIn: (email: string, password: string) =>
    api('/api/auth/sign-in/email', { method: 'POST', json: { email, password } }),
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
