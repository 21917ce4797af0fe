import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testing/harness'
import { loadShed, OVERLOADED_MESSAGE, type LoadShedLimits } from './load-shed'

/** An app whose /api/slow requests each wait until the test lets them go, in order. */
function appWith(limits: LoadShedLimits) {
  const gates: (() => void)[] = []
  let started = 0
  const app = new Hono()
  app.use('/api/*', loadShed(limits))
  app.get('/api/slow', async (c) => {
    started++
    await new Promise<void>((resolve) => gates.push(resolve))
    return c.json({ ok: true })
  })
  app.get('/api/health', (c) => c.json({ status: 'ok' }))
  const tick = () => new Promise((r) => setTimeout(r, 0))
  /** Lets the oldest running request finish. */
  const finishOne = async () => {
    while (!gates.length) await tick()
    gates.shift()!()
  }
  return { app, finishOne, started: () => started, tick }
}

const limits = (l: Partial<LoadShedLimits>): LoadShedLimits => ({ maxInFlight: 1, maxQueued: 1, maxWaitMs: 60_000, retryAfterSeconds: 2, ...l })

async function expectOverloaded(res: Response, retryAfter = '2') {
  expect(res.status).toBe(503)
  expect(res.headers.get('retry-after')).toBe(retryAfter)
  expect(await res.json()).toEqual({ error: { code: 'overloaded', message: OVERLOADED_MESSAGE } })
}

describe('load shedding', () => {
  it('runs up to maxInFlight, queues up to maxQueued, and answers 503 + Retry-After past both', async () => {
    const t = appWith(limits({ maxInFlight: 1, maxQueued: 1 }))
    const first = t.app.request('/api/slow')
    const second = t.app.request('/api/slow')
    await t.tick()
    await expectOverloaded(await t.app.request('/api/slow'))
    expect(t.started()).toBe(1) // the queued one has not started

    await t.finishOne()
    expect((await first).status).toBe(200)
    await t.finishOne() // the queued request got the slot
    expect((await second).status).toBe(200)
    // Everything drained: a new request is admitted at once.
    const third = t.app.request('/api/slow')
    await t.finishOne()
    expect((await third).status).toBe(200)
  })

  it('refuses a request that waited maxWaitMs without a slot, and keeps serving the running one', async () => {
    const t = appWith(limits({ maxInFlight: 1, maxQueued: 10, maxWaitMs: 5, retryAfterSeconds: 1 }))
    const running = t.app.request('/api/slow')
    await expectOverloaded(await t.app.request('/api/slow'), '1')
    await t.finishOne()
    expect((await running).status).toBe(200)
    expect(t.started()).toBe(1)
  })

  it('admits queued requests in arrival order, every one of them succeeding', async () => {
    const t = appWith(limits({ maxInFlight: 2, maxQueued: 8 }))
    const all = Array.from({ length: 10 }, () => t.app.request('/api/slow'))
    for (let i = 0; i < 10; i++) await t.finishOne()
    expect((await Promise.all(all)).map((r) => r.status)).toEqual(Array(10).fill(200))
  })

  it('never holds back /api/health', async () => {
    const t = appWith(limits({ maxInFlight: 0, maxQueued: 0 }))
    expect((await t.app.request('/api/health')).status).toBe(200)
    await expectOverloaded(await t.app.request('/api/slow'))
  })

  it('neither holds back nor counts the admin\'s live stream (/api/admin/events), open for hours', async () => {
    const t = appWith(limits({ maxInFlight: 1, maxQueued: 0 }))
    let streams = 0
    t.app.get('/api/admin/events', async () => {
      streams++
      await new Promise(() => {}) // an open stream that never ends
    })
    void t.app.request('/api/admin/events')
    void t.app.request('/api/admin/events')
    await t.tick()
    expect(streams).toBe(2)
    const slow = t.app.request('/api/slow') // the one slot is still free
    await t.finishOne()
    expect((await slow).status).toBe(200)
  })
})

describe('load shedding in the app', () => {
  let closed: TestApp
  let queued: TestApp
  beforeAll(async () => {
    closed = await createTestApp({ loadShed: { maxInFlight: 0, maxQueued: 0, maxWaitMs: 0, retryAfterSeconds: 3 } })
    queued = await createTestApp({ loadShed: { maxInFlight: 1, maxQueued: 50, maxWaitMs: 600_000, retryAfterSeconds: 1 } })
  })
  afterAll(async () => {
    await closed?.close()
    await queued?.close()
  })

  it('answers 503 + Retry-After past the limits, with the usual headers; /api/health is exempt', async () => {
    const res = await closed.request('/api/campaigns')
    await expectOverloaded(res, '3')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect((await closed.request('/api/health')).status).toBe(200)
    expect((await closed.request('/api/admin/events')).status).toBe(401) // exempt: the admin check answers
  })

  it('lets queued requests through one at a time, each succeeding', async () => {
    const cookie = await queued.user('fila@forjaads.test')
    const answers = await Promise.all(Array.from({ length: 10 }, (_, i) =>
      queued.request('/api/campaigns', { method: 'POST', cookie, json: { name: `Fila ${i}` } })))
    expect(answers.map((r) => r.status)).toEqual(Array(10).fill(201))
    expect((await (await queued.request('/api/campaigns', { cookie })).json()) as unknown[]).toHaveLength(10)
  })
})
