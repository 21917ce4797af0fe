import type { AddressInfo } from 'node:net'
import { networkInterfaces } from 'node:os'
import { serve, type ServerType } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { isLoopback } from '../http/client-ip'
import { createTestApp, type TestApp } from '../testing/harness'

let direct: TestApp
let proxied: TestApp
beforeAll(async () => {
  direct = await createTestApp()
  proxied = await createTestApp({ env: { TRUST_PROXY: '1' } })
})
/** Closes the server without waiting for idle keep-alive sockets to time out. */
const stop = (s: ServerType) =>
  new Promise<void>((resolve) => {
    s.close(() => resolve())
    ;(s as { closeAllConnections?: () => void }).closeAllConnections?.()
  })

afterAll(async () => {
  await direct.close()
  await proxied.close()
})

const get = (t: TestApp, path: string, forwardedFor?: string) =>
  t.request(path, forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {})

async function expectRefused(res: Response) {
  expect(res.status).toBe(404)
  expect(await res.text()).toBe('')
}

describe('dev outbox answers only this machine (in process)', () => {
  it('refuses a request with no socket (the address is unknown)', async () => {
    await expectRefused(await get(direct, '/dev/mailbox/messages.json'))
    await expectRefused(await get(direct, '/dev/mailbox'))
  })

  it('ignores a forged X-Forwarded-For without TRUST_PROXY', async () => {
    await expectRefused(await get(direct, '/dev/mailbox/messages.json', '127.0.0.1'))
  })

  it('behind a trusted proxy, refuses a forwarded foreign address', async () => {
    await expectRefused(await get(proxied, '/dev/mailbox/messages.json', '203.0.113.9'))
    // the proxy appends the real client last: a loopback value the client put first does not count
    await expectRefused(await get(proxied, '/dev/mailbox/messages.json', '127.0.0.1, 203.0.113.9'))
  })

  it('behind a trusted proxy, answers a forwarded loopback address, and says it answers only here', async () => {
    const json = await get(proxied, '/dev/mailbox/messages.json', '127.0.0.1')
    expect(json.status).toBe(200)
    expect(await json.json()).toEqual([])
    const page = await get(proxied, '/dev/mailbox', '::1')
    expect(page.status).toBe(200)
    expect(await page.text()).toContain('Esta página só responde a pedidos desta máquina')
  })
})

describe('dev outbox through a real socket', () => {
  let server: ServerType
  let port: number
  beforeAll(async () => {
    await new Promise<void>((resolve) => {
      server = serve({ fetch: direct.app.fetch, port: 0, hostname: '0.0.0.0' }, (info: AddressInfo) => {
        port = info.port
        resolve()
      })
    })
  })
  afterAll(() => stop(server))

  it('answers a client on 127.0.0.1', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/dev/mailbox/messages.json`)
    expect(res.status).toBe(200)
  })

  const external = Object.values(networkInterfaces()).flat().find((i) => i?.family === 'IPv4' && !i.internal)?.address
  it.skipIf(!external)('refuses a client on a non-loopback address of this machine', async () => {
    await expectRefused(await fetch(`http://${external}:${port}/dev/mailbox/messages.json`))
  })

  it('with TRUST_PROXY, the proxy’s own loopback socket does not count: the forwarded address decides', async () => {
    const s = await new Promise<ServerType>((resolve) => {
      const srv = serve({ fetch: proxied.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(srv))
    })
    try {
      const p = (s.address() as AddressInfo).port
      await expectRefused(await fetch(`http://127.0.0.1:${p}/dev/mailbox/messages.json`, { headers: { 'x-forwarded-for': '203.0.113.9' } }))
    } finally {
      await stop(s)
    }
  })
})

describe('isLoopback', () => {
  it.each([
    ['127.0.0.1', true], ['127.255.0.9', true], ['::1', true], ['::ffff:127.0.0.1', true],
    ['203.0.113.9', false], ['::ffff:203.0.113.9', false], ['unknown', false], ['', false],
    ['127.0.0.1.evil', false], ['1127.0.0.1', false], ['127.0.0.300', false], ['::2', false],
  ])('%s → %s', (ip, expected) => {
    expect(isLoopback(ip)).toBe(expected)
  })
})
