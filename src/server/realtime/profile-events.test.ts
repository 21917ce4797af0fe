import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProfileChange } from '../../shared/admin'
import { createApp } from '../app'
import { bootstrap } from '../bootstrap'
import { LISTEN_APPLICATION_NAME } from '../db/listener'
import { profiles, user } from '../db/schema'
import { ADMIN_EMAIL, TEST_ORIGIN, createTestApp, type TestApp } from '../testing/harness'
import { STREAMS_FULL_MESSAGE } from './events-route'
import { parseProfileChange } from './profile-events'

const PING_MS = 150
const MAX_STREAMS = 3

/** Reads a text/event-stream answer as it arrives. */
function sse(res: Response) {
  const reader = res.body!.getReader()
  const decoder = new TextDecoder()
  let text = ''
  let ended = false
  let pending: Promise<ReadableStreamReadResult<Uint8Array>> | undefined
  const messages = (): ProfileChange[] =>
    text.split('\n\n').filter((block) => block.startsWith('data: ')).map((block) => JSON.parse(block.slice(6)) as ProfileChange)

  /** Reads until `done(text)` holds, the stream ends, or `ms` pass (then throws with what came). */
  async function until(done: (text: string) => boolean, ms = 5000) {
    const deadline = Date.now() + ms
    while (!done(text)) {
      if (ended) throw new Error(`stream ended; got: ${JSON.stringify(text)}`)
      const left = deadline - Date.now()
      if (left <= 0) throw new Error(`timed out; got: ${JSON.stringify(text)}`)
      pending ??= reader.read()
      let timer: NodeJS.Timeout | undefined
      const result = await Promise.race([pending, new Promise<'wait'>((r) => (timer = setTimeout(() => r('wait'), left)))])
      clearTimeout(timer)
      if (result === 'wait') continue
      pending = undefined
      if (result.done) ended = true
      else text += decoder.decode(result.value, { stream: true })
    }
  }
  return {
    get text() {
      return text
    },
    messages,
    until,
    /** Waits for a data message matching `match`. */
    message: (match: (m: ProfileChange) => boolean, ms?: number) => until(() => messages().some(match), ms).then(() => messages().find(match)!),
    /** Resolves when the server ends the stream. */
    ended: (ms?: number) => until(() => ended, ms).catch((err: Error) => {
      if (!ended) throw err
    }),
    cancel: () => reader.cancel(),
  }
}

async function verifyAdmin(db: TestApp['db']) {
  await db.update(user).set({ emailVerified: true }).where(eq(user.email, ADMIN_EMAIL))
}

async function idOf(db: TestApp['db'], email: string) {
  const [row] = await db.select({ id: user.id }).from(user).where(eq(user.email, email))
  return row.id
}

const waitFor = async (check: () => boolean, ms = 3000) => {
  const deadline = Date.now() + ms
  while (!check()) {
    if (Date.now() > deadline) throw new Error('condition not met in time')
    await new Promise((r) => setTimeout(r, 20))
  }
}

describe('parseProfileChange', () => {
  it('reads the trigger payload and ignores anything else', () => {
    expect(parseProfileChange('{"op":"INSERT","id":"u1"}')).toEqual({ op: 'INSERT', id: 'u1' })
    expect(parseProfileChange('{"op":"DELETE","id":"u1","x":1}')).toEqual({ op: 'DELETE', id: 'u1' })
    for (const bad of ['', 'nope', '{"op":"RESYNC","id":"u1"}', '{"op":"UPDATE"}', '{"op":"UPDATE","id":3}', 'null']) {
      expect(parseProfileChange(bad), bad).toBeUndefined()
    }
  })
})

describe('GET /api/admin/events', () => {
  let t: TestApp
  let admin: string
  const open = async (cookie = admin) => t.request('/api/admin/events', { cookie })

  beforeAll(async () => {
    t = await createTestApp({ events: { pingMs: PING_MS, maxStreams: MAX_STREAMS } })
    admin = await t.user(ADMIN_EMAIL, 'Admin Chefe')
    await verifyAdmin(t.db)
  })
  afterAll(() => t.close())

  it('answers 401 without a session and 403 to a user and to an unverified ADMIN_EMAILS address', async () => {
    expect((await open('')).status).toBe(401)
    const res = await open(await t.user('comum@example.com'))
    expect(res.status).toBe(403)
    expect(await res.json()).toEqual({ error: { code: 'forbidden', message: 'Acesso restrito ao administrador.' } })
    const other = await createTestApp()
    try {
      const cookie = await other.user(ADMIN_EMAIL)
      expect((await other.request('/api/admin/events', { cookie })).status).toBe(403)
    } finally {
      await other.close()
    }
    expect(t.deps.events!.size).toBe(0)
  })

  it('opens an event stream: retry and a connected comment first, no caching, no proxy buffering', async () => {
    const res = await open()
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(res.headers.get('x-accel-buffering')).toBe('no')
    const s = sse(res)
    await s.until((text) => text.includes(': connected\n\n'))
    expect(s.text.startsWith('retry: 3000\n: connected\n\n')).toBe(true)
    await s.cancel()
  })

  it('sends one data message per change: a sign-up (INSERT) and an admin action (UPDATE)', async () => {
    const s = sse(await open())
    await s.until((text) => text.includes(': connected'))
    expect((await t.signUp('novo@example.com', 'senha-forte', 'Nova Pessoa')).status).toBe(200)
    const id = await idOf(t.db, 'novo@example.com')
    expect(await s.message((m) => m.id === id)).toEqual({ op: 'INSERT', id })

    const res = await t.request(`/api/admin/users/${id}`, { method: 'PATCH', cookie: admin, json: { action: 'basic' } })
    expect(res.status).toBe(200)
    await s.message((m) => m.op === 'UPDATE' && m.id === id)
    expect(s.messages().filter((m) => m.id === id)).toEqual([{ op: 'INSERT', id }, { op: 'UPDATE', id }])

    await t.db.delete(user).where(eq(user.id, id)) // the profile goes with the user (cascade)
    await s.message((m) => m.op === 'DELETE' && m.id === id)
    await s.cancel()
  })

  it('fans out to every connected admin stream of the instance', async () => {
    const a = sse(await open())
    const b = sse(await open())
    await Promise.all([a.until((x) => x.includes(': connected')), b.until((x) => x.includes(': connected'))])
    await t.signUp('dois@example.com')
    const id = await idOf(t.db, 'dois@example.com')
    await Promise.all([a.message((m) => m.id === id), b.message((m) => m.id === id)])
    await Promise.all([a.cancel(), b.cancel()])
  })

  it('sends a ping comment regularly while the session is an admin\'s', async () => {
    const s = sse(await open())
    await s.until((text) => (text.match(/: ping\n\n/g) ?? []).length >= 2, PING_MS * 20)
    await s.cancel()
  })

  it('ends the stream when the admin signs out', async () => {
    const cookie = await t.signIn(ADMIN_EMAIL)
    const s = sse(await open(cookie))
    await s.until((text) => text.includes(': connected'))
    expect((await t.request('/api/auth/sign-out', { method: 'POST', cookie, json: {} })).status).toBe(200)
    await s.ended(PING_MS * 20)
    await waitFor(() => t.deps.events!.size === 0)
  })

  it('lets go of a stream the client closed, and caps the streams of the instance (503 past it)', async () => {
    const events = t.deps.events!
    await waitFor(() => events.size === 0)
    const streams = []
    for (let n = 0; n < MAX_STREAMS; n++) {
      const s = sse(await open())
      await s.until((text) => text.includes(': connected'))
      streams.push(s)
    }
    expect(events.size).toBe(MAX_STREAMS)
    const full = await open()
    expect(full.status).toBe(503)
    expect(full.headers.get('retry-after')).toBe('5')
    expect(await full.json()).toEqual({ error: { code: 'streams_full', message: STREAMS_FULL_MESSAGE } })
    await streams.pop()!.cancel()
    await waitFor(() => events.size === MAX_STREAMS - 1)
    const again = sse(await open())
    await again.until((text) => text.includes(': connected'))
    await Promise.all([...streams, again].map((s) => s.cancel()))
    await waitFor(() => events.size === 0)
  })

  it('ends every stream on shutdown (the hub closes) and stops listening', async () => {
    const other = await createTestApp({ events: { pingMs: 60_000 } })
    try {
      const cookie = await other.user(ADMIN_EMAIL)
      await verifyAdmin(other.db)
      const s = sse(await other.request('/api/admin/events', { cookie }))
      await s.until((text) => text.includes(': connected'))
      await other.deps.events!.close()
      await s.ended(2000)
      expect(other.deps.events!.size).toBe(0)
      const res = await other.request('/api/admin/events', { cookie })
      expect(res.status).toBe(503)
    } finally {
      await other.close()
    }
  })
})

describe.skipIf(!process.env.TEST_DATABASE_URL)('GET /api/admin/events on PostgreSQL', () => {
  let t: TestApp

  beforeAll(async () => {
    t = await createTestApp({ events: { pingMs: 60_000 } })
    await t.user(ADMIN_EMAIL, 'Admin Chefe')
    await verifyAdmin(t.db)
  })
  afterAll(() => t.close())

  it('a change made through one app instance reaches an admin connected to another instance', async () => {
    const second = await bootstrap(t.deps.env, { log: t.deps.log, events: { pingMs: 60_000 }, loadShed: t.deps.loadShed })
    const app2 = createApp(second, { distDir: '/nonexistent' })
    try {
      const cookie = await t.signIn(ADMIN_EMAIL) // sessions live in the database: valid on both instances
      const res = await app2.request('/api/admin/events', { headers: { cookie, origin: TEST_ORIGIN } })
      expect(res.status).toBe(200)
      const s = sse(res)
      await s.until((text) => text.includes(': connected'))

      expect((await t.signUp('via-um@example.com')).status).toBe(200)
      const id = await idOf(t.db, 'via-um@example.com')
      expect(await s.message((m) => m.id === id)).toEqual({ op: 'INSERT', id })
      const adminCookie = await t.signIn(ADMIN_EMAIL)
      expect((await t.request(`/api/admin/users/${id}`, { method: 'PATCH', cookie: adminCookie, json: { action: 'pro' } })).status).toBe(200)
      await s.message((m) => m.op === 'UPDATE' && m.id === id)
      await s.cancel()
    } finally {
      await second.events?.close()
      await second.database.close()
    }
  })

  it('listens again after its connection is killed, says RESYNC, and keeps delivering', async () => {
    const s = sse(await t.request('/api/admin/events', { cookie: await t.signIn(ADMIN_EMAIL) }))
    await s.until((text) => text.includes(': connected'))
    const killed = await t.db.execute(sql`select pg_terminate_backend(pid) as ok from pg_stat_activity
      where application_name = ${LISTEN_APPLICATION_NAME} and datname = current_database()`)
    expect((killed as unknown as { rows: unknown[] }).rows).toHaveLength(1)
    await s.message((m) => m.op === 'RESYNC', 10_000)

    expect((await t.signUp('depois@example.com')).status).toBe(200)
    const id = await idOf(t.db, 'depois@example.com')
    await s.message((m) => m.id === id)
    const ops = s.messages().map((m) => m.op)
    expect(ops.indexOf('RESYNC')).toBeLessThan(ops.lastIndexOf('INSERT'))
    const [row] = await t.db.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, id))
    expect(row.id).toBe(id)
    await s.cancel()
  })
})
