/**
 * GET /api/campaigns under load: one user with 100 campaigns × 7 assets × 50 items (listed as summaries).
 *
 * For each database (PGlite in a temp dir; PostgreSQL too when BENCH_DATABASE_URL is set) it starts
 * the real app (createApp + @hono/node-server, a session cookie from the sign-in API) and a bare
 * node:http server on the same driver instance, and loads each with autocannon (run as a separate
 * process, so the load generator does not share the server's event loop). Bare servers:
 *   - "same SQL": the app's own list query, its text written as the body (the ceiling for the app);
 *   - "2 queries": campaigns, then assets, grouped in JS and JSON.stringify'd (the usual way).
 * The app is loaded twice: as autocannon asks (no Accept-Encoding), and as a browser asks (brotli).
 * The app has its admission limit (decision 008): past it, quick 503s count in req/s, so 2xx/s is printed too.
 *
 *   npm run bench                          # 100 connections, 10 s each
 *   BENCH_SECONDS=3 npm run bench          # quick run
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npm run bench
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer, type RequestListener, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { eq } from 'drizzle-orm'
import { PgDialect } from 'drizzle-orm/pg-core'
import { seedCampaigns } from './seed-campaigns'
import { runAutocannon } from './support'
import { createApp } from '../src/server/app'
import { bootstrap } from '../src/server/bootstrap'
import { createScratchDatabase } from '../src/server/db/scratch-database'
import { user } from '../src/server/db/schema'
import { readEnv } from '../src/server/env'
import { listCampaignsSql } from '../src/server/routes/campaigns'

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 100)
const ORIGIN = 'http://localhost:3000'

interface Figures { name: string; rps: number; p99: number; requests: number; non2xx: number; errors: number; timeouts: number }
interface Queryable { query(text: string, params?: unknown[]): Promise<{ rows: Record<string, unknown>[] }> }

function listen(server: Server): Promise<string> {
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`)))
}

/** Counts the requests a server is still working on (autocannon hangs up on them when it stops). */
function inFlight(server: Server): () => number {
  let n = 0
  server.on('request', (_req, res) => {
    n++
    res.once('close', () => n--)
  })
  return () => n
}

/**
 * Waits until the previous run's abandoned requests have finished, so the next run does not share the
 * (single-connection) database with them.
 */
async function drained(counters: (() => number)[]) {
  while (counters.some((n) => n() > 0)) await new Promise((r) => setTimeout(r, 100))
  await new Promise((r) => setTimeout(r, 500))
}

async function load(name: string, url: string, headers: Record<string, string> = {}): Promise<Figures> {
  const r = await runAutocannon({ url, connections: CONNECTIONS, seconds: SECONDS, headers })
  return { name, rps: r.requests.average, p99: r.latency.p99, requests: r.requests.total, non2xx: r.non2xx, errors: r.errors - r.timeouts, timeouts: r.timeouts }
}

/** The same answer as the app, the usual way: two queries, grouping in JS, JSON.stringify. */
async function twoQueries(client: Queryable, userId: string): Promise<string> {
  const iso = (v: unknown) => (v === null ? null : new Date(v as string | Date).toISOString())
  const num = (v: unknown) => (v === null ? null : Number(v))
  const { rows: cs } = await client.query('select * from campaigns where user_id = $1 order by created_at desc, id desc', [userId])
  const { rows: as } = await client.query(
    'select campaign_id, asset_type, name, jsonb_array_length(content) as count from campaign_assets where user_id = $1 order by created_at, id', [userId])
  const byCampaign = new Map<unknown, unknown[]>()
  for (const a of as) {
    const list = byCampaign.get(a.campaign_id) ?? []
    list.push({ asset_type: a.asset_type, name: a.name, count: a.count })
    byCampaign.set(a.campaign_id, list)
  }
  return JSON.stringify(cs.map((c) => ({
    id: c.id, user_id: c.user_id, name: c.name, notes: c.notes, platform: c.platform, niche: c.niche, country: c.country,
    commission: num(c.commission), product_price: num(c.product_price), final_url: c.final_url, daily_budget: num(c.daily_budget),
    created_at: iso(c.created_at), updated_at: iso(c.updated_at),
    assets: byCampaign.get(c.id) ?? [],
  })))
}

const bare = (produce: () => Promise<string>): RequestListener => (_req, res) => {
  produce().then(
    (body) => {
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) })
      res.end(body)
    },
    (err: unknown) => {
      res.writeHead(500).end(String(err))
    },
  )
}

async function run(label: string, adminUrl?: string): Promise<Figures[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'forjaads-bench-'))
  const scratch = adminUrl ? await createScratchDatabase(adminUrl, 'forjaads_bench') : undefined
  const databaseUrl = scratch?.url
  const env = readEnv({
    NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: databaseUrl, BASE_URL: ORIGIN,
    AUTH_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'silent',
    SMTP_URL: 'smtp://127.0.0.1:9', // production needs one; the bench's single sign-up e-mail is sent in the background and may fail
  })
  const deps = await bootstrap(env)
  const app = createApp(deps, { distDir: dataDir })
  const appServer = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }) as Server
  await new Promise<void>((r) => (appServer.listening ? r() : appServer.once('listening', () => r())))
  const appUrl = `http://127.0.0.1:${(appServer.address() as AddressInfo).port}`

  // A real account and session through the API, as the browser gets them.
  const email = 'bench@forjaads.test'
  const post = (path: string, json: unknown) =>
    fetch(appUrl + path, { method: 'POST', headers: { 'content-type': 'application/json', origin: ORIGIN }, body: JSON.stringify(json) })
  const signUp = await post('/api/auth/sign-up/email', { email, password: 'senha-de-bench', name: 'Bench' })
  if (!signUp.ok) throw new Error(`sign-up: ${signUp.status} ${await signUp.text()}`)
  const signIn = await post('/api/auth/sign-in/email', { email, password: 'senha-de-bench' })
  if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`)
  const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
  const [{ id: userId }] = await deps.db.select({ id: user.id }).from(user).where(eq(user.email, email))
  await seedCampaigns(deps.db, userId, { campaigns: 100, assetsPerCampaign: 7, itemsPerAsset: 50 })

  // The driver instance the app uses (PGlite or the pg Pool), with the app's list query compiled.
  const client = (deps.db as unknown as { $client: Queryable }).$client
  const query = new PgDialect().sqlToQuery(listCampaignsSql(userId))
  const sameSql = async () => (await client.query(query.sql, query.params)).rows[0].body as string
  const bareServer = createServer(bare(sameSql))
  const naiveServer = createServer(bare(() => twoQueries(client, userId)))
  const bareUrl = await listen(bareServer)
  const naiveUrl = await listen(naiveServer)

  // Same answer from all three, and a warm-up for the JIT and the database caches.
  const appRes = await fetch(`${appUrl}/api/campaigns`, { headers: { cookie } })
  if (appRes.status !== 200) throw new Error(`app answered ${appRes.status}: ${await appRes.text()}`)
  const appBody = await appRes.text()
  const bareBody = await (await fetch(bareUrl)).text()
  const naiveBody = await (await fetch(naiveUrl)).text()
  const parsed = JSON.parse(appBody) as { assets: { count: number }[] }[]
  if (appBody !== bareBody || JSON.stringify(JSON.parse(naiveBody)) !== JSON.stringify(parsed)) throw new Error('the three servers disagree')
  const items = parsed.reduce((n, c) => n + c.assets.reduce((m, a) => m + a.count, 0), 0)
  const wire = async (encoding: string) => {
    const res = await fetch(`${appUrl}/api/campaigns`, { headers: { cookie, 'accept-encoding': encoding } })
    if ((await res.text()) !== appBody) throw new Error(`the ${encoding} answer decodes to another body`)
    return `${res.headers.get('content-encoding') ?? 'none'} ${(Number(res.headers.get('content-length')) / 1024).toFixed(1)} KiB`
  }
  console.log(
    `${label}: ${parsed.length} campaigns, ${items} items, body ${(Buffer.byteLength(appBody) / 1024).toFixed(0)} KiB; ` +
      `sent as ${await wire('gzip, deflate, br, zstd')} to a browser, ${await wire('gzip')} to a gzip-only client`,
  )
  for (let i = 0; i < 20; i++) {
    await Promise.all([fetch(`${appUrl}/api/campaigns`, { headers: { cookie } }).then((r) => r.text()), fetch(bareUrl).then((r) => r.text()), fetch(naiveUrl).then((r) => r.text())])
  }

  const counters = [inFlight(appServer), inFlight(bareServer), inFlight(naiveServer)]
  const results: Figures[] = []
  for (const [name, url, headers] of [
    ['app: GET /api/campaigns', `${appUrl}/api/campaigns`, { cookie }],
    ['app, Accept-Encoding: gzip, deflate, br', `${appUrl}/api/campaigns`, { cookie, 'accept-encoding': 'gzip, deflate, br' }],
    ['bare node:http, same SQL', bareUrl, {}],
    ['bare node:http, 2 queries + JSON.stringify', naiveUrl, {}],
  ] as const) {
    await drained(counters)
    results.push(await load(name, url, headers))
  }
  await drained(counters)
  await new Promise((r) => appServer.close(r))
  await new Promise((r) => bareServer.close(r))
  await new Promise((r) => naiveServer.close(r))
  await deps.database.close()
  rmSync(dataDir, { recursive: true, force: true })
  await scratch?.drop()
  return results
}

function print(label: string, [app, compressed, same, naive]: Figures[]) {
  const row = (f: Figures) =>
    `  ${f.name.padEnd(44)} ${f.rps.toFixed(1).padStart(8)} req/s (${((f.requests - f.non2xx) / SECONDS).toFixed(1).padStart(6)} 2xx/s)   p99 ${String(f.p99).padStart(6)} ms   ${String(f.requests).padStart(6)} req` +
    (f.non2xx || f.errors || f.timeouts ? `   (${f.non2xx} non-2xx, ${f.timeouts} timeouts, ${f.errors} other errors)` : '')
  console.log(`\n${label} — ${CONNECTIONS} connections, ${SECONDS} s each`)
  for (const f of [app, compressed, same, naive]) console.log(row(f))
  console.log(`  app / bare (same SQL):  ${((app.rps / same.rps) * 100).toFixed(0)} % of the req/s (target ≥ 50 %)`)
  console.log(`  app / bare (2 queries): ${((app.rps / naive.rps) * 100).toFixed(0)} % of the req/s`)
}

const runs: [string, Figures[]][] = [['PGlite', await run('PGlite')]]
if (process.env.BENCH_DATABASE_URL) runs.push(['PostgreSQL', await run('PostgreSQL', process.env.BENCH_DATABASE_URL)])
for (const [label, figures] of runs) print(label, figures)
