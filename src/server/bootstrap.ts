import pino, { type Logger } from 'pino'
import { createAuth, DEFAULT_RATE_LIMIT, type RateLimitRules } from './auth/auth'
import { resolveAuthSecret } from './auth/secret'
import { openDatabase, type Database } from './db/client'
import type { Env } from './env'
import type { AppDeps } from './http/context'
import { DEFAULT_WRITE_LIMIT, type WriteLimit } from './http/write-limit'
import { DEFAULT_LOAD_SHED, type LoadShedLimits } from './http/load-shed'
import { trustedOrigins } from './http/origin'
import { createMailer } from './mail/mailer'
import { createProfileEvents, type ProfileEventsOptions } from './realtime/profile-events'

/**
 * Opens the database (migrating it) and builds every dependency the app needs from the env.
 * `database`: one already being opened (main.ts starts it before loading the app's modules).
 */
export async function bootstrap(
  env: Env,
  opts: {
    rateLimit?: RateLimitRules; writeLimit?: WriteLimit; now?: () => Date; log?: Logger; loadShed?: LoadShedLimits; events?: ProfileEventsOptions
    database?: Promise<Database>
  } = {},
): Promise<AppDeps & { database: Database }> {
  const log = opts.log ?? pino({
    level: env.LOG_LEVEL,
    ...(env.production ? {} : { transport: { target: 'pino-pretty', options: { colorize: true } } }),
  })
  const database = await (opts.database ?? openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR }))
  const mailer = createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, log, outboxUrl: `${env.baseUrl}/dev/mailbox` })
  const origin = new URL(env.baseUrl)
  const auth = createAuth({
    db: database.db,
    secret: resolveAuthSecret({ secret: env.AUTH_SECRET, dataDir: env.DATA_DIR, production: env.production }),
    baseUrl: env.baseUrl,
    trustedOrigins: trustedOrigins(env),
    secureCookies: origin.protocol === 'https:',
    mailer,
    log,
    rateLimit: opts.rateLimit ?? DEFAULT_RATE_LIMIT,
    session: { idleDays: env.SESSION_IDLE_DAYS, maxDays: env.SESSION_MAX_DAYS },
    now: opts.now,
  })
  return {
    env, db: database.db, auth, mailer, log, database,
    now: opts.now ?? (() => new Date()),
    writeLimit: opts.writeLimit ?? DEFAULT_WRITE_LIMIT,
    loadShed: opts.loadShed ?? DEFAULT_LOAD_SHED[database.kind],
    events: createProfileEvents(database, { log, ...opts.events }),
  }
}
