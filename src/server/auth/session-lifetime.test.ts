import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { session as sessions, user as users } from '../db/schema'
import { readEnv } from '../env'
import { createTestApp, type TestApp } from '../testing/harness'

const DAY = 24 * 60 * 60 * 1000
let clock = Date.now()
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date(clock) })
})
afterAll(() => t.close())

const status = async (path: string, cookie: string) => (await t.request(path, { cookie })).status

async function sessionRows(email: string) {
  const [u] = await t.db.select().from(users).where(eq(users.email, email))
  return t.db.select().from(sessions).where(eq(sessions.userId, u.id))
}

describe('session lifetime', () => {
  it('an idle session lasts SESSION_IDLE_DAYS (7) from its last refresh', async () => {
    await t.user('ocioso@example.com')
    const [row] = await sessionRows('ocioso@example.com')
    const lifetime = row.expiresAt.getTime() - row.updatedAt.getTime()
    expect(Math.abs(lifetime - 7 * DAY)).toBeLessThan(60_000)
    expect(t.deps.auth.options.session?.updateAge).toBe(24 * 60 * 60)
  })

  it('any session ends after SESSION_MAX_DAYS (30), active or not: revoked, /api/me and get-session answer 401', async () => {
    clock = Date.now()
    const cookie = await t.user('antigo@example.com')
    clock += 29 * DAY
    expect(await status('/api/me', cookie)).toBe(200)
    expect(await status('/api/auth/get-session', cookie)).toBe(200)
    clock += DAY + 60_000 // the session was created a moment after `clock` was read
    const session = await t.request('/api/auth/get-session', { cookie })
    expect(session.status).toBe(401)
    expect(((await session.json()) as { error: { message: string } }).error.message).toBe('Sessão expirada. Entre novamente.')
    expect(await sessionRows('antigo@example.com')).toEqual([])
    clock = Date.now()
    expect(await status('/api/me', cookie)).toBe(401) // gone for good, whatever the clock says
  })

  it('/api/me past the maximum revokes the session too', async () => {
    clock = Date.now()
    const cookie = await t.user('antigo-me@example.com')
    clock += 31 * DAY
    expect(await status('/api/me', cookie)).toBe(401)
    expect(await sessionRows('antigo-me@example.com')).toEqual([])
    clock = Date.now()
  })
})

describe('settings', () => {
  it('SESSION_IDLE_DAYS and SESSION_MAX_DAYS default to 7 and 30; the maximum cannot be below the idle limit', () => {
    const env = readEnv({})
    expect([env.SESSION_IDLE_DAYS, env.SESSION_MAX_DAYS]).toEqual([7, 30])
    expect(readEnv({ SESSION_IDLE_DAYS: '2', SESSION_MAX_DAYS: '10' })).toMatchObject({ SESSION_IDLE_DAYS: 2, SESSION_MAX_DAYS: 10 })
    expect(() => readEnv({ SESSION_IDLE_DAYS: '8', SESSION_MAX_DAYS: '5' })).toThrow(/SESSION_MAX_DAYS/)
    expect(() => readEnv({ SESSION_IDLE_DAYS: '0' })).toThrow(/SESSION_IDLE_DAYS/)
  })

  it('SESSION_IDLE_DAYS sets how long an idle session lasts', async () => {
    const short = await createTestApp({ env: { SESSION_IDLE_DAYS: '2', SESSION_MAX_DAYS: '3' } })
    try {
      await short.user('curta@example.com')
      const [u] = await short.db.select().from(users).where(eq(users.email, 'curta@example.com'))
      const [row] = await short.db.select().from(sessions).where(eq(sessions.userId, u.id))
      expect(Math.abs(row.expiresAt.getTime() - row.updatedAt.getTime() - 2 * DAY)).toBeLessThan(60_000)
    } finally {
      await short.close()
    }
  })
})
