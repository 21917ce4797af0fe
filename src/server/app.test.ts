import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from './testing/harness'

let t: TestApp
let limited: TestApp
beforeAll(async () => {
  t = await createTestApp()
  limited = await createTestApp({ rateLimit: { window: 60, max: 100, signIn: { window: 10, max: 3 } }, env: { TRUST_PROXY: '1' } })
})
afterAll(async () => {
  await t.close()
  await limited.close()
})

describe('every response', () => {
  it.each(['/api/health', '/api/me', '/login', '/api/nao-existe'])('%s carries the security headers', async (path) => {
    const res = await t.request(path)
    const csp = res.headers.get('content-security-policy')!
    for (const directive of ["default-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"]) {
      expect(csp).toContain(directive)
    }
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBeTruthy()
  })
})

describe('health', () => {
  it('answers with the database reachable', async () => {
    const res = await t.request('/api/health')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok' })
  })
})

describe('config', () => {
  it('gives the checkout pages from the environment, null when unset', async () => {
    expect(await (await t.request('/api/config')).json()).toEqual({ checkout: { basico: null, pro: null } })
    const configured = await createTestApp({ env: { CHECKOUT_URL_BASICO: 'https://pay.example.com/basico', CHECKOUT_URL_PRO: 'https://pay.example.com/pro' } })
    try {
      expect(await (await configured.request('/api/config')).json()).toEqual({
        checkout: { basico: 'https://pay.example.com/basico', pro: 'https://pay.example.com/pro' },
      })
    } finally {
      await configured.close()
    }
  })
})

describe('unknown API routes and oversized bodies', () => {
  it('answers 404 in the error shape', async () => {
    const res = await t.request('/api/nao-existe')
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Rota não encontrada.' } })
  })
  it('refuses a body over 1 MB with 413', async () => {
    const res = await t.request('/api/auth/sign-up/email', {
      method: 'POST', json: { email: 'x@example.com', password: 'segredo1', name: 'x'.repeat(1_100_000) },
    })
    expect(res.status).toBe(413)
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('payload_too_large')
  })
})

describe('a 413 through a real socket', () => {
  /** Requests over one kept-alive connection at a time, as browsers and HTTP clients pool them. */
  function client(port: number) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
    const send = (method: string, path: string, body?: Buffer) =>
      new Promise<{ status: number; connection?: string }>((resolve, reject) => {
        const headers = body ? { 'content-type': 'application/json', 'content-length': body.length, origin: 'http://localhost:3000' } : {}
        const req = http.request({ host: '127.0.0.1', port, method, path, agent, headers }, (res) => {
          res.resume()
          res.on('end', () => resolve({ status: res.statusCode!, connection: res.headers.connection }))
        })
        req.on('error', reject)
        req.end(body)
      })
    return { send, close: () => agent.destroy() }
  }

  it('says Connection: close, and the next request on the pool does not fail', async () => {
    const server = serve({ fetch: t.app.fetch, port: 0, hostname: '127.0.0.1' })
    await new Promise((resolve) => server.once('listening', resolve))
    const c = client((server.address() as AddressInfo).port)
    try {
      for (let i = 0; i < 2; i++) {
        const big = await c.send('POST', '/api/feedback', Buffer.alloc(2_000_000, 'a'))
        expect(big).toEqual({ status: 413, connection: 'close' })
        expect((await c.send('GET', '/api/health')).status).toBe(200) // was "socket hang up" with keep-alive
      }
    } finally {
      c.close()
      await new Promise((resolve) => {
        server.close(resolve)
        ;(server as http.Server).closeAllConnections()
      })
    }
  })
})

describe('rate limit (stored in the database)', () => {
  const attempt = (ip: string) =>
    limited.request('/api/auth/sign-in/email', {
      method: 'POST', json: { email: 'ninguem@example.com', password: 'errada123' }, headers: { 'x-forwarded-for': ip },
    })

  it('answers 429 after repeated failed sign-ins from one address', async () => {
    const statuses = []
    for (let i = 0; i < 5; i++) statuses.push((await attempt('203.0.113.7')).status)
    expect(statuses.slice(0, 3)).toEqual([401, 401, 401])
    expect(statuses.slice(3)).toEqual([429, 429])
    const res = await attempt('203.0.113.7')
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('Muitas tentativas. Aguarde alguns segundos e tente novamente.')
    const rows = await limited.db.execute('select count(*)::int as n from rate_limits' as never)
    expect((rows as unknown as { rows: { n: number }[] }).rows[0].n).toBeGreaterThan(0)
  })

  it('keeps a separate bucket per client address (last X-Forwarded-For hop behind a proxy)', async () => {
    expect((await attempt('203.0.113.8')).status).toBe(401)
    expect((await attempt('198.51.100.1, 203.0.113.9')).status).toBe(401)
  })

  it('ignores a client-supplied client-IP header', async () => {
    const res = await limited.request('/api/auth/sign-in/email', {
      method: 'POST', json: { email: 'ninguem@example.com', password: 'errada123' },
      headers: { 'x-forwarded-for': '203.0.113.7', 'x-forjaads-client-ip': '192.0.2.55' },
    })
    expect(res.status).toBe(429)
  })
})
