/**
 * Two app instances on one PostgreSQL (issue 8, bench/scale): two server processes
 * (`node --import tsx src/server/main.ts`, different PORT, same DATABASE_URL and AUTH_SECRET) on a
 * scratch database, with the default rate limits. Prints:
 *   - sessions: a session created on instance 1 is valid on instance 2, and a sign-out on 2 ends it on 1;
 *   - rate limit: sign-ins from one address hit 429 after the same total whether they all go to one
 *     instance or alternate between the two (the counters live in the database);
 *   - throughput of GET /api/campaigns (a user with some seeded campaigns): one instance against two.
 *
 *   node --import tsx bench/scale.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres BENCH_SECONDS=10 BENCH_CONNECTIONS=50 node --import tsx bench/scale.ts
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq } from 'drizzle-orm'
import { seedCampaigns } from './seed-campaigns'
import { openDatabase } from '../src/server/db/client'
import { createScratchDatabase } from '../src/server/db/scratch-database'
import { user } from '../src/server/db/schema'
import { answers, runAutocannon } from './support'

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50)
const BASE_PORT = Number(process.env.BENCH_PORT ?? 3341)
const ORIGIN = 'http://localhost:3000'

interface Instance { url: string; child: ChildProcess }

async function startInstance(port: number, databaseUrl: string, secret: string, dataDir: string): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env, NODE_ENV: 'development', PORT: String(port), DATABASE_URL: databaseUrl, DATA_DIR: dataDir,
      BASE_URL: ORIGIN, AUTH_SECRET: secret, TRUST_PROXY: '1', LOG_LEVEL: 'warn', SMTP_URL: '',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  // Its stderr, without the note that no web build is there (the API is all this bench needs).
  child.stderr!.on('data', (d: Buffer) => {
    const lines = d.toString().split('\n').filter((l) => l.trim() && !l.includes('serveStatic: root path'))
    if (lines.length) process.stderr.write(`[:${port}] ${lines.join('\n')}\n`)
  })
  const url = `http://127.0.0.1:${port}`
  for (let i = 0; i < 120; i++) {
    if (child.exitCode !== null) throw new Error(`instance on port ${port} exited with ${child.exitCode}`)
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { url, child }
    } catch { /* not up yet */ }
    await new Promise((r) => setTimeout(r, 250))
  }
  throw new Error(`instance on port ${port} did not start`)
}

function stop(instance: Instance): Promise<void> {
  return new Promise((resolve) => {
    if (instance.child.exitCode !== null) return resolve()
    instance.child.once('exit', () => resolve())
    instance.child.kill('SIGTERM')
  })
}

/** A request as the browser sends it from `address` (the instances trust one proxy: X-Forwarded-For). */
function call(base: string, path: string, opts: { json?: unknown; cookie?: string; address?: string; method?: string } = {}) {
  const headers: Record<string, string> = { origin: ORIGIN, 'x-forwarded-for': opts.address ?? '198.51.100.1' }
  if (opts.cookie) headers.cookie = opts.cookie
  if (opts.json !== undefined) headers['content-type'] = 'application/json'
  return fetch(base + path, {
    method: opts.method ?? (opts.json === undefined ? 'GET' : 'POST'), headers,
    body: opts.json === undefined ? undefined : JSON.stringify(opts.json),
  })
}

const cookieOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')

/** Sign-ins from one address, the i-th to `targets[i % n]`; the statuses in order. */
async function signIns(targets: string[], email: string, address: string, attempts = 8): Promise<number[]> {
  const statuses: number[] = []
  for (let i = 0; i < attempts; i++) {
    const res = await call(targets[i % targets.length], '/api/auth/sign-in/email', { json: { email, password: 'senha-de-bench' }, address })
    await res.body?.cancel()
    statuses.push(res.status)
  }
  return statuses
}
const allowed = (statuses: number[]) => statuses.findIndex((s) => s === 429) === -1 ? statuses.length : statuses.findIndex((s) => s === 429)

interface Load { rps: number; p50: number; p99: number; requests: number; non2xx: number; errors: number }

async function autocannon(url: string, connections: number, cookie: string): Promise<Load> {
  const r = await runAutocannon({ url, connections, seconds: SECONDS, headers: { cookie } })
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, requests: r.requests.total, non2xx: r.non2xx, errors: r.errors }
}

/** Two load generators of CONNECTIONS/2 each, on the given instances, at the same time (same client cost in both runs). */
async function loadOn(urls: [string, string], cookie: string) {
  const parts = await Promise.all(urls.map((u) => autocannon(`${u}/api/campaigns`, Math.max(1, CONNECTIONS / 2), cookie)))
  return {
    rps: parts[0].rps + parts[1].rps,
    p50: Math.max(parts[0].p50, parts[1].p50),
    p99: Math.max(parts[0].p99, parts[1].p99),
    requests: parts[0].requests + parts[1].requests,
    bad: parts[0].non2xx + parts[1].non2xx + parts[0].errors + parts[1].errors,
  }
}

async function main() {
  if (!(await answers(ADMIN_URL))) {
    console.log(`bench/scale: skipped, no PostgreSQL answers at ${new URL(ADMIN_URL).host} (set BENCH_DATABASE_URL)`)
    return
  }
  const scratch = await createScratchDatabase(ADMIN_URL, 'forjaads_scale')
  const dataDir = mkdtempSync(join(tmpdir(), 'forjaads-scale-'))
  const secret = randomBytes(32).toString('hex')
  const instances: Instance[] = []
  try {
    instances.push(await startInstance(BASE_PORT, scratch.url, secret, join(dataDir, 'a')))
    instances.push(await startInstance(BASE_PORT + 1, scratch.url, secret, join(dataDir, 'b')))
    const [one, two] = instances.map((i) => i.url)
    console.log(`bench/scale: two instances (:${BASE_PORT}, :${BASE_PORT + 1}) on one PostgreSQL database; ${cpus().length} cores, load ${loadavg()[0].toFixed(1)}`)

    // Sessions: created on one, valid on two; ended on two, gone on one.
    const email = 'escala@forjaads.test'
    const signUp = await call(one, '/api/auth/sign-up/email', { json: { email, password: 'senha-de-bench', name: 'Escala' }, address: '198.51.100.10' })
    if (!signUp.ok) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`)
    const signIn = await call(one, '/api/auth/sign-in/email', { json: { email, password: 'senha-de-bench' }, address: '198.51.100.11' })
    if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`)
    const cookie = cookieOf(signIn)
    const me = await call(two, '/api/me', { cookie })
    const meBody = (await me.json()) as { user?: { email: string } }
    console.log(`  session from instance 1 on instance 2: GET /api/me → ${me.status}${me.ok && meBody.user?.email === email ? ' (same user)' : ''}`)
    const spare = cookieOf(await call(one, '/api/auth/sign-in/email', { json: { email, password: 'senha-de-bench' }, address: '198.51.100.12' }))
    const out = await call(two, '/api/auth/sign-out', { cookie: spare, json: {} })
    const after = await call(one, '/api/me', { cookie: spare })
    console.log(`  sign-out on instance 2 (${out.status}), then that session on instance 1: GET /api/me → ${after.status}`)

    // Rate limit: the same address, all on one instance, then alternating (fresh addresses, fresh counters).
    const single = await signIns([one], email, '198.51.100.20')
    const split = await signIns([one, two], email, '198.51.100.21')
    console.log(`  sign-ins from one address, all on instance 1:  ${single.join(' ')} → ${allowed(single)} allowed before 429`)
    console.log(`  sign-ins from one address, alternating 1 / 2: ${split.join(' ')} → ${allowed(split)} allowed before 429` +
      ` (${Math.ceil(allowed(split) / 2)} on 1, ${Math.floor(allowed(split) / 2)} on 2)` +
      (allowed(single) === allowed(split) ? ' (shared: same total)' : ' (NOT shared)'))

    // Throughput: GET /api/campaigns for a user with seeded campaigns.
    const database = await openDatabase({ databaseUrl: scratch.url, dataDir })
    const [{ id: userId }] = await database.db.select({ id: user.id }).from(user).where(eq(user.email, email))
    const seed = { campaigns: 10, assetsPerCampaign: 7, itemsPerAsset: 10 }
    await seedCampaigns(database.db, userId, seed)
    await database.close()
    const body = await (await call(one, '/api/campaigns', { cookie })).text()
    for (let i = 0; i < 50; i++) await Promise.all([call(one, '/api/campaigns', { cookie }), call(two, '/api/campaigns', { cookie })].map(async (r) => (await r).text()))
    const onOne = await loadOn([one, one], cookie)
    const onTwo = await loadOn([one, two], cookie)
    const row = (label: string, f: typeof onOne) =>
      `  ${label.padEnd(16)} ${f.rps.toFixed(1).padStart(8)} req/s   p50 ${String(f.p50).padStart(5)} ms   p99 ${String(f.p99).padStart(5)} ms   ${f.requests} req, ${f.bad} non-2xx/errors`
    console.log(`  GET /api/campaigns (${seed.campaigns} campaigns × ${seed.assetsPerCampaign} lists × ${seed.itemsPerAsset} items, ${(body.length / 1024).toFixed(0)} KiB), ${CONNECTIONS} connections, ${SECONDS} s:`)
    console.log(row('one instance', onOne))
    console.log(row('two instances', onTwo))
    console.log(`  two / one: ×${(onTwo.rps / onOne.rps).toFixed(2)} (on ${cpus().length} cores shared by both instances, PostgreSQL and the load generators)`)
  } finally {
    await Promise.all(instances.map(stop))
    await scratch.drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

await main()
