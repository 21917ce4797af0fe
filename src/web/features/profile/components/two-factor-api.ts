import { api } from '../../../lib/api'

/** better-auth's twoFactor endpoints, as the profile calls them. */
export const twoFactorApi = {
  enable: (password: string) =>
    api<{ totpURI: string; backupCodes: string[] }>('/api/auth/two-factor/enable', { method: 'POST', json: { password } }),
  verifyTotp: (code: string) => api('/api/auth/two-factor/verify-totp', { method: 'POST', json: { code } }),
  disable: (password: string) => api('/api/auth/two-factor/disable', { method: 'POST', json: { password } }),
}

/** The base32 secret of an otpauth:// URI (for typing into the phone by hand), or '' when absent. */
export function secretOf(totpURI: string): string {
  try {
    return new URL(totpURI).searchParams.get('secret') ?? ''
  } catch {
    return ''
  }
}

/** The secret in groups of four for reading, e.g. "JBSW Y3DP EHPK 3PXP". */
export const groupSecret = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ')

export const isSixDigits = (code: string) => /^\d{6}$/.test(code)
