import type { Logger } from 'pino'
import { createApp } from '../app'
import type { RateLimitRules } from '../auth/auth'
import type { WriteLimit } from '../http/write-limit'
import { bootstrap } from '../bootstrap'
import { createScratchDatabase } from '../db/scratch-database'
import { readEnv } from '../env'
import type { LoadShedLimits } from '../http/load-shed'
import type { ProfileEventsOptions } from '../realtime/profile-events'

export const TEST_ORIGIN = 'http://localhost:3000'
export const ADMIN_EMAIL = 'admin@forjaads.test'
/** Tests send bursts of requests on purpose: no admission limit unless a test asks for one. */
const NO_LOAD_SHED: LoadShedLimits = { maxInFlight: Infinity, maxQueued: 0, maxWaitMs: 0, retryAfterSeconds: 1 }

/**
 * The app in process on its own database: a fresh in-memory PGlite, or with TEST_DATABASE_URL a new
 * PostgreSQL database created for this test file and dropped by `close()`. Tests never share rows.
 */
export async function createTestApp(
  opts: { rateLimit?: RateLimitRules; writeLimit?: WriteLimit; now?: () => Date; env?: Record<string, string>; log?: Logger; loadShed?: LoadShedLimits; events?: ProfileEventsOptions } = {},
) {
  const adminUrl = process.env.TEST_DATABASE_URL
  const scratch = adminUrl ? await createScratchDatabase(adminUrl, 'forjaads_test') : undefined
  const databaseUrl = scratch?.url
  const env = readEnv({
    NODE_ENV: 'test',
    DATA_DIR: ':memory:',
    DATABASE_URL: databaseUrl,
    BASE_URL: TEST_ORIGIN,
    AUTH_SECRET: 'test-secret-test-secret-test-secret-0123',
    ADMIN_EMAILS: ADMIN_EMAIL,
    LOG_LEVEL: 'silent',
    ...opts.env,
  })
  const deps = await bootstrap(env, { rateLimit: opts.rateLimit ?? { window: 60, max: 10_000, signIn: { window: 10, max: 10_000 } }, now: opts.now, log: opts.log,
    writeLimit: opts.writeLimit ?? { window: 60, max: 1_000_000 }, loadShed: opts.loadShed ?? NO_LOAD_SHED, events: opts.events })
  const app = createApp(deps, { distDir: '/nonexistent' })

  async function request(path: string, init: RequestInit & { json?: unknown; cookie?: string } = {}) {
    const headers = new Headers(init.headers)
    headers.set('origin', TEST_ORIGIN)
    if (init.cookie) headers.set('cookie', init.cookie)
    let body = init.body
    if (init.json !== undefined) {
      headers.set('content-type', 'application/json')
      body = JSON.stringify(init.json)
    }
    return app.request(path, { ...init, headers, body })
  }

  async function signUp(email: string, password = 'senha-forte', name = 'Pessoa Teste') {
    return request('/api/auth/sign-up/email', { method: 'POST', json: { email, password, name } })
  }

  /** Signs in and returns the session cookie to send on later requests. */
  async function signIn(email: string, password = 'senha-forte'): Promise<string> {
    const res = await request('/api/auth/sign-in/email', { method: 'POST', json: { email, password } })
    if (res.status !== 200) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`)
    return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
  }

  /** A new account, signed in. */
  async function user(email: string, name = 'Pessoa Teste') {
    const res = await signUp(email, 'senha-forte', name)
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`)
    return signIn(email)
  }

  return {
    app, deps, db: deps.db, request, signUp, signIn, user,
    async close() {
      await deps.events?.close()
      await deps.database.close()
      await scratch?.drop()
    },
  }
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>
