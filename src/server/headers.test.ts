/**
 * Headers and cookies on every kind of answer (issue 8): security headers everywhere, the right
 * content type with its charset, caching only where it belongs, HSTS and Secure cookies only with an
 * https BASE_URL.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from './app'
import { createTestApp, TEST_ORIGIN, type TestApp } from './testing/harness'

const dist = mkdtempSync(join(tmpdir(), 'forjaads-headers-'))
mkdirSync(join(dist, 'assets'))
writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="pt-BR"><title>ForjaAds</title></html>')
writeFileSync(join(dist, 'assets', 'index-B4xk9Qz1.js'), 'console.log("ForjaAds")')
writeFileSync(join(dist, 'assets', 'index-Dk3v0aZ9.css'), 'body{margin:0}')

const HTTPS_ORIGIN = 'https://app.forjaads.com.br'
let t: TestApp
let https: TestApp
let app: ReturnType<typeof createApp>
let httpsApp: ReturnType<typeof createApp>
let noWrites: ReturnType<typeof createApp>
let cookie: string
let campaignId: string
beforeAll(async () => {
  t = await createTestApp()
  https = await createTestApp({ env: { BASE_URL: HTTPS_ORIGIN, NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:9' } })
  app = createApp(t.deps, { distDir: dist })
  httpsApp = createApp(https.deps, { distDir: dist })
  noWrites = createApp({ ...t.deps, writeLimit: { window: 60, max: 0 } } as typeof t.deps, { distDir: dist })
  cookie = await t.user('cabecalhos@example.com')
  const res = await t.request('/api/campaigns', { method: 'POST', cookie, json: { name: 'Cabeçalhos', final_url: 'https://loja.com.br/oferta', daily_budget: 30 } })
  campaignId = ((await res.json()) as { id: string }).id
})
afterAll(async () => {
  await t.close()
  await https.close()
  rmSync(dist, { recursive: true, force: true })
})

type Init = { method?: string; body?: string; type?: string; cookie?: boolean; origin?: string }
function call(target: ReturnType<typeof createApp>, path: string, init: Init = {}) {
  const headers = new Headers({ origin: init.origin ?? TEST_ORIGIN })
  if (init.cookie) headers.set('cookie', cookie)
  if (init.body !== undefined) headers.set('content-type', init.type ?? 'application/json')
  return target.request(path, { method: init.method ?? 'GET', headers, body: init.body })
}

const kinds: [string, number, RegExp, RegExp | null, () => Response | Promise<Response>][] = [
  ['HTML index', 200, /^text\/html; charset=utf-8$/i, /^no-cache$/, () => call(app, '/campanhas')],
  ['JSON', 200, /^application\/json; charset=utf-8$/i, /^no-store$/, () => call(app, '/api/health')],
  ['JSON list', 200, /^application\/json; charset=utf-8$/i, /^no-store$/, () => call(app, '/api/campaigns', { cookie: true })],
  ['CSV export', 200, /^text\/csv; charset=utf-8$/i, /^no-store$/, () => call(app, `/api/campaigns/${campaignId}/export.csv`, { cookie: true })],
  ['static script', 200, /^text\/javascript; charset=utf-8$/i, /immutable/, () => call(app, '/assets/index-B4xk9Qz1.js')],
  ['static style', 200, /^text\/css; charset=utf-8$/i, /immutable/, () => call(app, '/assets/index-Dk3v0aZ9.css')],
  ['401', 401, /^application\/json; charset=utf-8$/i, /^no-store$/, () => call(app, '/api/me')],
  ['403', 403, /^application\/json; charset=utf-8$/i, /^no-store$/, () => call(app, '/api/feedback', { method: 'POST', body: '{}', cookie: true, origin: 'https://evil.example' })],
  ['404 API', 404, /^application\/json; charset=utf-8$/i, /^no-store$/, () => call(app, '/api/nao-existe')],
  ['404 asset', 404, /^text\/plain; charset=utf-8$/i, /^no-store$/, () => call(app, '/assets/nao-existe.js')],
  ['413', 413, /^application\/json; charset=utf-8$/i, /^no-store$/, () => call(app, '/api/feedback', { method: 'POST', body: 'x'.repeat(1_100_000), cookie: true })],
  ['415', 415, /^application\/json; charset=utf-8$/i, /^no-store$/, () => call(app, '/api/feedback', { method: 'POST', body: 'oi', type: 'text/plain', cookie: true })],
  ['422', 422, /^application\/json; charset=utf-8$/i, /^no-store$/, () => call(app, '/api/feedback', { method: 'POST', body: '{"content":""}', cookie: true })],
  ['429', 429, /^application\/json; charset=utf-8$/i, /^no-store$/, () => call(noWrites, '/api/feedback', { method: 'POST', body: '{"content":"oi"}', cookie: true })],
  ['auth JSON', 200, /^application\/json; charset=utf-8$/i, /^no-store$/, () => call(app, '/api/auth/get-session', { cookie: true })],
  ['auth 422', 422, /^application\/json; charset=utf-8$/i, /^no-store$/, () => call(app, '/api/auth/sign-in/email', { method: 'POST', body: '{"email":"x"}' })],
]

describe.each(kinds)('%s', (_, status, contentType, cacheControl, send) => {
  it('has the status, content type with charset, caching and security headers', async () => {
    const res = await send()
    expect(res.status).toBe(status)
    expect(res.headers.get('content-type')).toMatch(contentType)
    if (cacheControl) expect(res.headers.get('cache-control') ?? '').toMatch(cacheControl)
    const csp = res.headers.get('content-security-policy') ?? ''
    for (const directive of ["default-src 'self'", "script-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(csp).toContain(directive)
    }
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(res.headers.get('x-frame-options')).toBe('DENY')
    expect(res.headers.get('x-powered-by')).toBeNull()
    expect(res.headers.get('strict-transport-security')).toBeNull() // http BASE_URL
  })
})

describe('with an https BASE_URL', () => {
  it.each(['/campanhas', '/api/health', '/api/me', '/assets/index-B4xk9Qz1.js', '/assets/nao-existe.js'])('%s carries HSTS', async (path) => {
    const res = await call(httpsApp, path, { origin: HTTPS_ORIGIN })
    expect(res.headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains')
  })
})

/** The session cookie set by a sign-in, as its attributes (lower-cased names). */
async function sessionCookie(target: ReturnType<typeof createApp>, origin: string, email: string) {
  const json = (body: object) => ({ method: 'POST', body: JSON.stringify(body), headers: { origin, 'content-type': 'application/json' } })
  expect((await target.request('/api/auth/sign-up/email', json({ email, password: 'senha-forte', name: 'Cookie' }))).status).toBe(200)
  const res = await target.request('/api/auth/sign-in/email', json({ email, password: 'senha-forte' }))
  expect(res.status).toBe(200)
  const cookies = res.headers.getSetCookie()
  const session = cookies.find((c) => /session_token=/.test(c))!
  expect(session).toBeTruthy()
  const [nameValue, ...attrs] = session.split(';').map((s) => s.trim())
  return { name: nameValue.split('=')[0], attrs: attrs.map((a) => a.toLowerCase()), all: cookies }
}

describe('session cookie', () => {
  it('over http: HttpOnly, SameSite=Lax, Path=/, not Secure', async () => {
    const { attrs, all } = await sessionCookie(app, TEST_ORIGIN, 'cookie-http@example.com')
    expect(attrs).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/']))
    expect(attrs).not.toContain('secure')
    for (const c of all) expect(c.toLowerCase()).toContain('httponly')
  })

  it('with an https BASE_URL: also Secure, with the __Secure- prefix', async () => {
    const { name, attrs, all } = await sessionCookie(httpsApp, HTTPS_ORIGIN, 'cookie-https@example.com')
    expect(name.startsWith('__Secure-')).toBe(true)
    expect(attrs).toEqual(expect.arrayContaining(['httponly', 'samesite=lax', 'path=/', 'secure']))
    for (const c of all) expect(c.toLowerCase()).toMatch(/;\s*secure/)
  })
})
