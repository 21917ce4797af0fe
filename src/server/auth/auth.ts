import { betterAuth } from 'better-auth'
import { drizzleAdapter } from 'better-auth/adapters/drizzle'
import { twoFactor } from 'better-auth/plugins/two-factor'
import type { Logger } from 'pino'
import type { Db } from '../db/client'
import * as schema from '../db/schema'
import type { MailMessage, Mailer } from '../mail/mailer'
import { accountExistsMessage, passwordResetMessage, verificationMessage } from '../mail/messages'
import { ensureProfile } from '../profiles'
import { CLIENT_IP_HEADER } from '../http/client-ip'
import { betterAuthLogger } from '../http/log-safe'
import { createAccountLimit, type AccountLimitRules } from './account-limit'
import { getSessionWithinMaxAge } from './session-lifetime'
import { createTwoFactorLimit, createUsedCodes } from './two-factor-guard'
import { hashPassword, verifyPassword } from './password'
import { dropOlderResetLinks } from './reset-links'

export interface RateLimitRules {
  window: number
  max: number
  /** Sign-in, sign-up and the password-reset calls. */
  signIn: { window: number; max: number }
  /** 'Reenviar e-mail' (POST /send-verification-email); 3 a minute when not given. */
  verificationEmail?: { window: number; max: number }
}

/** better-auth's defaults: 100 requests a minute; sign-in, sign-up and reset 3 every 10 s. */
export const DEFAULT_RATE_LIMIT: RateLimitRules = { window: 60, max: 100, signIn: { window: 10, max: 3 } }

const VERIFICATION_EMAIL_LIMIT = { window: 60, max: 3 }

/** Where the verification link lands, whatever callbackURL the client sent (the web shows a toast there). */
export const VERIFIED_CALLBACK = '/login?verified=1'

const SENSITIVE_PATHS = ['/sign-in/email', '/sign-up/email', '/request-password-reset', '/reset-password']
/** The two-factor calls take the sign-in rule too (better-auth's own is 3 every 10 s). */
const TWO_FACTOR_PATHS = ['/two-factor/enable', '/two-factor/disable', '/two-factor/verify-totp', '/two-factor/verify-backup-code']

/** Sliding sessions: idle ones end after `idleDays`, any after `maxDays` (SESSION_IDLE_DAYS, SESSION_MAX_DAYS). */
export interface SessionLifetime {
  idleDays: number
  maxDays: number
}

export const DEFAULT_SESSION_LIFETIME: SessionLifetime = { idleDays: 7, maxDays: 30 }
const DAY = 24 * 60 * 60

export interface AuthOptions {
  db: Db
  secret: string
  baseUrl: string
  trustedOrigins: string[]
  secureCookies: boolean
  mailer: Mailer
  log: Logger
  rateLimit: RateLimitRules
  /** Per-account sign-in limit (src/server/auth/account-limit.ts); its default when not given. */
  accountLimit?: AccountLimitRules
  session?: SessionLifetime
  now?: () => Date
}

function verificationLink(url: string) {
  const link = new URL(url)
  link.searchParams.set('callbackURL', VERIFIED_CALLBACK)
  return link.toString()
}

export function createAuth(o: AuthOptions) {
  const now = o.now ?? (() => new Date())
  const accountLimit = createAccountLimit(o.db, now, o.accountLimit)
  const twoFactorLimit = createTwoFactorLimit(o.db, now)
  const lifetime = o.session ?? DEFAULT_SESSION_LIFETIME
  const site = new URL(o.baseUrl).origin
  // Never awaited: an answer must not take longer (or fail) because of an e-mail.
  const sendLater = (message: MailMessage, what: string) => {
    o.mailer.send(message).catch((err: unknown) => o.log.error({ err, to: message.to }, `${what} e-mail failed`))
  }
  const auth = betterAuth({
    appName: 'ForjaAds',
    baseURL: o.baseUrl,
    basePath: '/api/auth',
    secret: o.secret,
    trustedOrigins: o.trustedOrigins,
    telemetry: { enabled: false },
    logger: betterAuthLogger(o.log),
    database: drizzleAdapter(o.db, { provider: 'pg', schema }),
    session: {
      expiresIn: lifetime.idleDays * DAY,
      // Activity extends the session at most once a day (or sooner for a short idle limit).
      updateAge: Math.min(DAY, Math.ceil((lifetime.idleDays * DAY) / 7)),
    },
    plugins: [
      twoFactor({
        issuer: 'ForjaAds',
        totpOptions: { digits: 6, period: 30 },
        backupCodeOptions: { amount: 10 },
      }),
    ],
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
      password: { hash: hashPassword, verify: verifyPassword },
      async sendResetPassword({ user, url }) {
        sendLater(passwordResetMessage(user.email, user.name, url), 'password reset')
      },
      async onPasswordReset({ user }) {
        await accountLimit.clear(user.email)
      },
      // Same 200 answer as for a new address (no probing); the owner is told by e-mail.
      async onExistingUserSignUp({ user }) {
        sendLater(accountExistsMessage(user.email, user.name, { login: `${site}/login`, reset: `${site}/forgot-password` }), 'account exists')
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      async sendVerificationEmail({ user, url }) {
        sendLater(verificationMessage(user.email, user.name, verificationLink(url)), 'verification')
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
      verification: {
        create: {
          async after(row) {
            await dropOlderResetLinks(o.db, row)
          },
        },
      },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: o.rateLimit.window,
      max: o.rateLimit.max,
      customRules: {
        ...Object.fromEntries([...SENSITIVE_PATHS, ...TWO_FACTOR_PATHS].map((p) => [p, o.rateLimit.signIn])),
        '/send-verification-email': o.rateLimit.verificationEmail ?? VERIFICATION_EMAIL_LIMIT,
      },
    },
    advanced: {
      useSecureCookies: o.secureCookies,
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
    },
  })
  return Object.assign(auth, {
    accountLimit,
    twoFactorLimit,
    usedCodes: createUsedCodes(o.db, now),
    sessionLifetime: lifetime,
    /** get-session's answer, or a 401 (and the session revoked) past SESSION_MAX_DAYS. */
    withinMaxAge: (res: Response) => getSessionWithinMaxAge(res, o.db, now(), lifetime.maxDays),
    /** The database, for the two-factor checks around better-auth's endpoints. */
    db: o.db,
  })
}

export type Auth = ReturnType<typeof createAuth>
