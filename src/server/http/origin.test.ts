import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { campaigns } from '../db/schema'
import { createTestApp, type TestApp } from '../testing/harness'

let t: TestApp
let https: TestApp
let cookie: string
beforeAll(async () => {
  t = await createTestApp()
  https = await createTestApp({ env: { BASE_URL: 'https://app.forjaads.com.br', NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9' } })
  cookie = await t.user('origem@example.com')
})
afterAll(async () => {
  await t.close()
  await https.close()
})

/** A request with the given Origin header (or none), unlike t.request which always sends the trusted one. */
function send(app: TestApp, method: string, path: string, origin: string | null, json?: unknown) {
  const headers = new Headers({ cookie, 'content-type': 'application/json' })
  if (origin !== null) headers.set('origin', origin)
  return app.app.request(path, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) })
}
const campaignCount = async () => (await t.db.select({ n: count() }).from(campaigns)).at(0)!.n

describe('state-changing app routes refuse a foreign Origin', () => {
  it.each([
    ['POST', '/api/campaigns', { name: 'X' }],
    ['PATCH', '/api/campaigns/00000000-0000-4000-8000-000000000000', { name: 'X' }],
    ['DELETE', '/api/campaigns/00000000-0000-4000-8000-000000000000', undefined],
    ['POST', '/api/feedback', { content: 'oi' }],
  ])('%s %s', async (method, path, json) => {
    const before = await campaignCount()
    for (const origin of ['https://evil.example', 'null', 'http://localhost:3001']) {
      const res = await send(t, method, path, origin, json)
      expect(res.status).toBe(403)
      expect(await res.json()).toEqual({ error: { code: 'forbidden', message: 'Origem da requisição não permitida.' } })
    }
    expect(await campaignCount()).toBe(before)
  })

  it('lets the trusted origins through', async () => {
    for (const origin of ['http://localhost:3000', 'http://127.0.0.1:3000']) {
      expect((await send(t, 'POST', '/api/campaigns', origin, { name: `De ${origin}` })).status).toBe(201)
    }
  })

  it('without Origin, judges the Referer; with neither (curl, scripts, test tools), lets the request through', async () => {
    const withReferer = (referer: string) =>
      t.app.request('/api/feedback', { method: 'POST', headers: { cookie, referer, 'content-type': 'application/json' }, body: '{"content":"oi"}' })
    expect((await withReferer('http://localhost:3000/dashboard')).status).toBe(201)
    expect((await withReferer('https://evil.example/page')).status).toBe(403)
    expect((await send(t, 'POST', '/api/feedback', null, { content: 'oi' })).status).toBe(201)
  })

  it('leaves reads alone and /api/auth/* to better-auth', async () => {
    expect((await send(t, 'GET', '/api/campaigns', 'https://evil.example')).status).toBe(200)
    const res = await send(t, 'POST', '/api/auth/sign-out', 'https://evil.example', {})
    if (res.status === 403) expect(await res.json()).not.toEqual({ error: { code: 'forbidden', message: 'Origem da requisição não permitida.' } })
  })

  it('in production trusts only BASE_URL', async () => {
    expect((await send(https, 'POST', '/api/feedback', 'http://localhost:3000', { content: 'oi' })).status).toBe(403)
    expect((await send(https, 'POST', '/api/feedback', 'https://app.forjaads.com.br', { content: 'oi' })).status).toBe(401)
  })
})

describe('Strict-Transport-Security', () => {
  it('is sent when BASE_URL is https, on every response', async () => {
    for (const path of ['/api/health', '/login', '/api/nao-existe']) {
      expect((await https.app.request(path)).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
    }
  })
  it('is not sent over plain http', async () => {
    expect((await t.request('/api/health')).headers.get('strict-transport-security')).toBeNull()
  })
})
