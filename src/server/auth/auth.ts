import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import type { Logger } from 'pino'
import type { Db } from '../db/client'
import * as schema from '../db/schema'
import type { Mailer } from '../mail/mailer'
import { passwordResetMessage } from '../mail/messages'
import { ensureProfile } from '../profiles'
import { CLIENT_IP_HEADER } from '../http/client-ip'
import { hashPassword, verifyPassword } from './password'

export interface RateLimitRules {
  window: number
  max: number
  /** Sign-in, sign-up and the password-reset calls. */
  signIn: { window: number; max: number }
}

/** better-auth's defaults: 100 requests a minute; sign-in, sign-up and reset 3 every 10 s. */
export const DEFAULT_RATE_LIMIT: RateLimitRules = { window: 60, max: 100, signIn: { window: 10, max: 3 } }

const SENSITIVE_PATHS = ['/sign-in/email', '/sign-up/email', '/request-password-reset', '/reset-password']

export interface AuthOptions {
  db: Db
  secret: string
  baseUrl: string
  trustedOrigins: string[]
  secureCookies: boolean
  mailer: Mailer
  log: Logger
  rateLimit: RateLimitRules
}

export function createAuth(o: AuthOptions) {
  return betterAuth({
    appName: 'ForjaAds',
    baseURL: o.baseUrl,
    basePath: '/api/auth',
    secret: o.secret,
    trustedOrigins: o.trustedOrigins,
    telemetry: { enabled: false },
    database: drizzleAdapter(o.db, { provider: 'pg', schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      password: { hash: hashPassword, verify: verifyPassword },
      async sendResetPassword({ user, url }) {
        // Not awaited: the answer must not take longer for an address that exists.
        o.mailer.send(passwordResetMessage(user.email, user.name, url)).catch((err: unknown) => {
          o.log.error({ err, to: user.email }, 'password reset e-mail failed')
        })
      },
    },
    databaseHooks: {
      user: {
        create: {
          async after(user) {
            await ensureProfile(o.db, user, new Date())
          },
        },
      },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: o.rateLimit.window,
      max: o.rateLimit.max,
      customRules: Object.fromEntries(SENSITIVE_PATHS.map((p) => [p, o.rateLimit.signIn])),
    },
    advanced: {
      useSecureCookies: o.secureCookies,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
  })
}

export type Auth = ReturnType<typeof createAuth>
