import type { Logger } from 'pino'
import type { Auth } from '../auth/auth'
import type { Db } from '../db/client'
import type { Env } from '../env'
import type { Mailer } from '../mail/mailer'
import type { ProfileEvents } from '../realtime/profile-events'
import type { LoadShedLimits } from './load-shed'
import type { WriteLimit } from './write-limit'

export interface SessionUser {
  id: string
  email: string
  name: string
}

/** What every route handler can reach: the app's dependencies and, once signed in, the user. */
export interface AppEnv {
  Variables: {
    user: SessionUser
    isAdmin: boolean
    /** The signed-in user's address has been confirmed (the e-mail link). */
    emailVerified: boolean
  }
}

export interface AppDeps {
  env: Env
  db: Db
  auth: Auth
  mailer: Mailer
  log: Logger
  /** The clock, replaceable in tests. */
  now: () => Date
  /** Admission limits of /api/* (load-shed.ts); bootstrap picks them by database. */
  loadShed?: LoadShedLimits
  /** Writes allowed per user (write-limit.ts); absent means the default. */
  writeLimit?: WriteLimit
  /** Profile changes for the admin's live list (one LISTEN per instance); absent: GET /api/admin/events answers 503. */
  events?: ProfileEvents
}
