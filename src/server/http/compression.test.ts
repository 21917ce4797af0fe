/**
 * Every answer compressed when the client accepts it (issue "Speed"): API JSON and the CSV export with
 * br or gzip, decoding to the same bytes; nothing encoded for a client that did not ask; the admins'
 * event stream never (it must arrive message by message); static files as the build compressed them.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from '../app'
import { user } from '../db/schema'
import { ADMIN_EMAIL, TEST_ORIGIN, createTestApp, type TestApp } from '../testing/harness'
import { pickEncoding } from './compression'

let t: TestApp
let cookie: string
let campaignId: string
const dist = mkdtempSync(join(tmpdir(), 'forjaads-compression-'))
mkdirSync(join(dist, 'assets'))
const SCRIPT = `console.log(${JSON.stringify('palavra-chave '.repeat(500))})`
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>ForjaAds</title>')
writeFileSync(join(dist, 'assets', 'index-B4xk9Qz1.js'), SCRIPT)
writeFileSync(join(dist, 'assets', 'index-B4xk9Qz1.js.br'), brotliCompressSync(SCRIPT))

beforeAll(async () => {
  t = await createTestApp({ events: { pingMs: 60_000 } })
  cookie = await t.user('compressao@example.com')
  for (let i = 0; i < 3; i++) {
    const res = await t.request('/api/campaigns', { method: 'POST', cookie, json: { name: `Campanha ${i} de colágeno verisol`, final_url: 'https://loja.exemplo.com.br/colageno', daily_budget: 50 } })
    campaignId = ((await res.json()) as { id: string }).id
    const keywords = Array.from({ length: 60 }, (_, k) => `comprar colágeno verisol original ${i}-${k}`)
    const attach = await t.request(`/api/campaigns/${campaignId}/assets`, { method: 'POST', cookie, json: { asset_type: 'keywords', content: keywords } })
    expect(attach.status).toBe(201)
  }
})
afterAll(async () => {
  await t.close()
  rmSync(dist, { recursive: true, force: true })
})

const get = (path: string, accept?: string, as = cookie) => t.request(path, { cookie: as, headers: accept ? { 'accept-encoding': accept } : {} })
const decode = async (res: Response) => {
  const body = Buffer.from(await res.arrayBuffer())
  const encoding = res.headers.get('content-encoding')
  return encoding === 'br' ? brotliDecompressSync(body) : encoding === 'gzip' ? gunzipSync(body) : body
}

describe('API answers', () => {
  const cases = [['gzip', 'gzip'], ['br', 'br'], ['gzip, deflate, br, zstd', 'br'], ['br;q=0.1, gzip', 'gzip']] as const
  it.each(cases.flatMap(([accept, encoding]) => [['/api/campaigns', accept, encoding], ['/api/campaigns/:id', accept, encoding]]))(
    'GET %s with Accept-Encoding %s is sent %s and decodes to the same JSON',
    async (route, accept, encoding) => {
      const path = route.replace(':id', campaignId)
      const plain = await get(path)
      expect(plain.headers.get('content-encoding')).toBeNull()
      const text = await plain.text()
      expect(text.length).toBeGreaterThan(1024)

      const res = await get(path, accept)
      expect(res.status).toBe(200)
      expect(res.headers.get('content-encoding')).toBe(encoding)
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i)
      expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8')
      expect(res.headers.get('cache-control')).toBe('no-store')
      expect(res.headers.get('x-content-type-options')).toBe('nosniff')
      const body = Buffer.from(await res.clone().arrayBuffer())
      expect(Number(res.headers.get('content-length'))).toBe(body.length)
      expect(body.length).toBeLessThan(text.length / 2)
      expect(JSON.parse((await decode(res)).toString('utf8'))).toEqual(JSON.parse(text))
    },
  )

  it('is not encoded for a client that does not ask (no header, identity, q=0), and says Vary', async () => {
    for (const accept of [undefined, 'identity', 'gzip;q=0, br;q=0']) {
      const res = await get('/api/campaigns', accept)
      expect(res.headers.get('content-encoding'), accept).toBeNull()
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i)
      expect((JSON.parse(await res.text()) as unknown[]).length).toBe(3)
    }
  })

  it('compresses the Google Ads Editor CSV export the same way', async () => {
    const plain = await get(`/api/campaigns/${campaignId}/export.csv`)
    const csv = Buffer.from(await plain.arrayBuffer())
    expect(csv.length).toBeGreaterThan(1024)
    const res = await get(`/api/campaigns/${campaignId}/export.csv`, 'gzip')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe(plain.headers.get('content-disposition'))
    expect((await decode(res)).equals(csv)).toBe(true)
  })

  it('leaves small answers (under 1 KB) as they are', async () => {
    const res = await get('/api/health', 'gzip, br')
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok' })
  })

  it('never encodes nor holds back the admins’ event stream', async () => {
    const admin = await t.user(ADMIN_EMAIL, 'Admin')
    await t.db.update(user).set({ emailVerified: true }).where(eq(user.email, ADMIN_EMAIL))
    const res = await get('/api/admin/events', 'gzip, deflate, br', admin)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/)
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(res.headers.get('content-length')).toBeNull()
    // The first message arrives while the stream stays open: nothing buffered it until the end.
    const reader = res.body!.getReader()
    const first = await Promise.race([reader.read(), new Promise<never>((_, no) => setTimeout(() => no(new Error('no first message')), 5000))])
    expect(new TextDecoder().decode(first.value)).toContain(': connected')
    await reader.cancel()
  })
})

describe('static files through the app', () => {
  it('sends the build’s br copy as it is (not compressed again), and the original to a gzip-only client', async () => {
    const app = createApp(t.deps, { distDir: dist })
    const call = (accept: string) => app.request('/assets/index-B4xk9Qz1.js', { headers: { origin: TEST_ORIGIN, 'accept-encoding': accept } })
    const br = await call('br, gzip')
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toBe('Accept-Encoding')
    expect(br.headers.get('content-security-policy')).toContain("script-src 'self'")
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(SCRIPT)
    // No .gz copy in this folder: a gzip client still gets it compressed (per request, as a fallback).
    const gz = await call('gzip')
    expect(gz.headers.get('content-encoding')).toBe('gzip')
    expect(gz.headers.get('etag')).toMatch(/^W\//)
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(SCRIPT)
  })
})

describe('pickEncoding', () => {
  it.each([
    [undefined, undefined], ['', undefined], ['identity', undefined], ['gzip', 'gzip'], ['br', 'br'], ['deflate', undefined],
    ['gzip, br', 'br'], ['gzip;q=1, br;q=0.9', 'gzip'], ['br;q=0', undefined], ['*', 'br'], ['*;q=0.5, br;q=0', 'gzip'], ['GZIP', 'gzip'],
  ])('%s → %s', (accept, expected) => {
    expect(pickEncoding(accept)).toBe(expected)
  })
})
