import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { campaigns, feedbacks, rateLimit } from '../db/schema'
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/harness'

let clock = new Date('2026-03-01T12:00:00Z')
let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ writeLimit: { window: 60, max: 3 }, now: () => clock })
})
afterAll(() => t.close())

const post = (cookie: string, n: number) => t.request('/api/campaigns', { method: 'POST', cookie, json: { name: `C${n}` } })
const campaignCount = async () => (await t.db.select({ n: count() }).from(campaigns))[0].n

describe('per-user write limit', () => {
  it('answers 429 with Retry-After past the limit, lets reads through, and resets with the window', async () => {
    const cookie = await t.user('escritor@example.com')
    for (let i = 0; i < 3; i++) expect((await post(cookie, i)).status).toBe(201)
    clock = new Date(clock.getTime() + 18_000)
    const refused = await post(cookie, 4)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toBe('42')
    expect(await refused.json()).toEqual({
      error: { code: 'rate_limited', message: 'Muitas alterações em pouco tempo. Aguarde 42 s e tente novamente.' },
    })
    expect(await campaignCount()).toBe(3) // the refused write stored nothing
    // every write route counts: feedback and delete are refused too
    expect((await t.request('/api/feedback', { method: 'POST', cookie, json: { content: 'oi' } })).status).toBe(429)
    expect(await t.db.select().from(feedbacks)).toEqual([])
    // reads are not counted
    expect((await t.request('/api/campaigns', { cookie })).status).toBe(200)

    clock = new Date(clock.getTime() + 42_000)
    expect((await post(cookie, 5)).status).toBe(201)
  })

  it('keeps one counter per user, in the database, shared by every app instance', async () => {
    const a = await t.user('a-limite@example.com')
    const b = await t.user('b-limite@example.com')
    const other = createApp(t.deps, { distDir: '/nonexistent' }) // a second server on the same database
    const viaOther = (cookie: string) =>
      other.request('/api/feedback', { method: 'POST', body: JSON.stringify({ content: 'oi' }), headers: { cookie, origin: TEST_ORIGIN, 'content-type': 'application/json' } })
    expect((await post(a, 1)).status).toBe(201)
    expect((await viaOther(a)).status).toBe(201)
    expect((await post(a, 2)).status).toBe(201)
    expect((await viaOther(a)).status).toBe(429)
    expect((await post(a, 3)).status).toBe(429)
    expect((await post(b, 1)).status).toBe(201) // B has a counter of its own
    const keys = await t.db.select({ key: rateLimit.key }).from(rateLimit).where(eq(rateLimit.key, `writes:${(await userIdOf(a))}`))
    expect(keys).toHaveLength(1)
  })
})

async function userIdOf(cookie: string): Promise<string> {
  const res = await t.request('/api/auth/get-session', { cookie })
  return ((await res.json()) as { user: { id: string } }).user.id
}
