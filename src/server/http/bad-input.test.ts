import { count } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { campaignAssets, campaigns, feedbacks, user } from '../db/schema'
import { createTestApp, type TestApp } from '../testing/harness'

let t: TestApp
let cookie: string
let campaignId: string
beforeAll(async () => {
  t = await createTestApp()
  cookie = await t.user('nul@example.com')
  const res = await t.request('/api/campaigns', { method: 'POST', cookie, json: { name: 'Base' } })
  campaignId = ((await res.json()) as { id: string }).id
})
afterAll(() => t.close())

const BAD_TEXT = { error: { code: 'invalid_input', message: 'O texto enviado contém caracteres inválidos.' } }

async function rows() {
  const n = async (table: typeof campaigns | typeof campaignAssets | typeof feedbacks | typeof user) =>
    (await t.db.select({ n: count() }).from(table))[0].n
  return { campaigns: await n(campaigns), assets: await n(campaignAssets), feedbacks: await n(feedbacks), users: await n(user) }
}

/** Sends the JSON text as is (so `\u0000` escapes and raw NULs reach the server untouched). */
const send = (method: string, path: string, text: string) =>
  t.request(path, { method, cookie, body: text, headers: { 'content-type': 'application/json' } })

describe('a NUL byte or a lone surrogate in any text field is a 422, never a 500', () => {
  const cases: [string, string, () => string, string][] = [
    ['campaign name', 'POST', () => '/api/campaigns', '{"name":"a\\u0000b"}'],
    ['campaign notes', 'POST', () => '/api/campaigns', '{"name":"ok","notes":"x\\u0000"}'],
    ['campaign patch niche', 'PATCH', () => `/api/campaigns/${campaignId}`, '{"niche":"\\u0000"}'],
    ['asset item', 'POST', () => `/api/campaigns/${campaignId}/assets`, '{"asset_type":"keywords","content":["a\\u0000"]}'],
    ['sitelink description', 'POST', () => `/api/campaigns/${campaignId}/assets`, '{"asset_type":"sitelinks","content":[{"text":"a","desc1":"\\u0000"}]}'],
    ['asset item, lone surrogate', 'POST', () => `/api/campaigns/${campaignId}/assets`, '{"asset_type":"headlines","content":["\\ud800x"]}'],
    ['feedback', 'POST', () => '/api/feedback', '{"content":"oi\\u0000"}'],
    ['feedback, raw NUL byte', 'POST', () => '/api/feedback', '{"content":"oi\u0000"}'],
    ['a key', 'POST', () => '/api/feedback', '{"content":"oi","\\u0000":1}'],
    ['update-user', 'POST', () => '/api/auth/update-user', '{"name":"a\\u0000"}'],
    ['reset token', 'POST', () => '/api/auth/reset-password', '{"token":"abc\\u0000","newPassword":"senha-nova-1"}'],
    ['sign-up e-mail', 'POST', () => '/api/auth/sign-up/email', '{"email":"a\\u0000@example.com","password":"senha-forte","name":"A"}'],
  ]
  it.each(cases)('%s', async (_, method, path, text) => {
    const before = await rows()
    const res = await send(method, path(), text)
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual(BAD_TEXT)
    expect(await rows()).toEqual(before)
  })

  it.each([
    ['feedback', '/api/feedback'],
    ['campaign', '/api/campaigns'],
    ['update-user', '/api/auth/update-user'],
    ['sign-in', '/api/auth/sign-in/email'],
  ])('a body nested deeper than any of ours is a 422 (%s)', async (_, path) => {
    const before = await rows()
    const res = await send('POST', path, `{"content":"oi","x":${'['.repeat(5000)}"\\u0000"${']'.repeat(5000)}}`)
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({ error: { code: 'invalid_input', message: 'Dados inválidos.' } })
    expect(await rows()).toEqual(before)
  })

  it.each([['text/plain'], [undefined]])('a deep body sent as %s to sign-in is a 422 too (better-auth parses it as JSON)', async (type) => {
    const headers: Record<string, string> = type ? { 'content-type': type } : {}
    const deep = `{"email":${'[{"a":'.repeat(2000)}1${'}]'.repeat(2000)}}`
    const res = await t.request('/api/auth/sign-in/email', { method: 'POST', body: deep, headers })
    expect(res.status).toBe(422)
  })

  it('an escaped backslash before u0000 is plain text, stored as sent', async () => {
    const res = await send('POST', '/api/feedback', '{"content":"caminho C:\\\\u0000"}')
    expect(res.status).toBe(201)
    expect(((await res.json()) as { content: string }).content).toBe('caminho C:\\u0000')
  })

  it('in a query string', async () => {
    const res = await t.request('/api/campaigns?q=%00', { cookie })
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual(BAD_TEXT)
    expect((await t.request('/api/auth/get-session?x=%ED%A0%80', { cookie })).status).not.toBe(500)
  })
})

describe('dates and numbers out of range are a 422', () => {
  it.each(['0000-01-01T00:00:00Z', '9999-12-31T23:59:59-14:00', '1999-12-31T23:59:59Z', '2101-01-01T00:00:00Z'])('created_at %s', async (date) => {
    const before = await rows()
    const res = await t.request('/api/campaigns', { method: 'POST', cookie, json: { name: 'Data', created_at: date } })
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({ error: { code: 'invalid_input', message: 'Data fora do intervalo aceito (anos 2000 a 2100).' } })
    const patch = await t.request(`/api/campaigns/${campaignId}`, { method: 'PATCH', cookie, json: { created_at: date } })
    expect(patch.status).toBe(422)
    expect(await rows()).toEqual(before)
  })

  it('accepts the bounds', async () => {
    for (const date of ['2000-01-01T00:00:00Z', '2100-12-31T23:59:59Z']) {
      const res = await t.request('/api/campaigns', { method: 'POST', cookie, json: { name: 'Data', created_at: date } })
      expect(res.status).toBe(201)
    }
  })

  it.each([1e12, 1e300, 10_000_000.01, -0.01, 0.001])('commission %s', async (commission) => {
    const res = await t.request('/api/campaigns', { method: 'POST', cookie, json: { name: 'Dinheiro', commission, product_price: commission } })
    expect(res.status).toBe(422)
  })

  it('keeps the maximum, 10,000,000.00, in numeric(12,2)', async () => {
    const res = await t.request('/api/campaigns', { method: 'POST', cookie, json: { name: 'Teto', commission: 10_000_000, product_price: 9_999_999.99 } })
    expect(res.status).toBe(201)
    expect(await res.json()).toMatchObject({ commission: 10_000_000, product_price: 9_999_999.99 })
  })
})
