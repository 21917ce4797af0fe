/**
 * The admin list on 100,000 accounts (issue 10: "the page loads the first page in under 300 ms on that
 * many rows"). For each database (PGlite in a temp DATA_DIR; PostgreSQL too, on a scratch database, when
 * BENCH_DATABASE_URL / TEST_DATABASE_URL / 127.0.0.1:5432 answers):
 *   - seeds 100,000 users and profiles with one SQL statement (generate_series: accented names, e-mails,
 *     every plan and status, created_at over two years, some trials without an expiry), plus one verified
 *     admin account signed in through the real API;
 *   - runs the real app in process (createApp on a listening node server) and times GET /api/admin/users
 *     from the client (request sent to body read): the first request of each case (cold) and the median
 *     and p95 of 30 warm ones, for the first page, searches (accented name, partial e-mail), plan and
 *     status filters, and the 20th page of the cursor walk;
 *   - in Chromium, the time from navigating to /admin (signed in as the admin) until the first row of the
 *     table is on screen (performance.now() in the page, from navigation start), median of 5.
 * Each figure is printed next to its goal (< 300 ms). With BENCH_EXPLAIN=1 (and for any case that misses
 * the goal) the EXPLAIN ANALYZE of the SQL the route ran is printed too.
 *
 *   node --import tsx bench/admin-list.ts
 *   E2E_DIST_DIR=/tmp/dist-h5 node --import tsx bench/admin-list.ts    # reuse a web build
 *   BENCH_ACCOUNTS=20000 BENCH_BROWSER=0 BENCH_PG=0 node --import tsx bench/admin-list.ts   # smaller, API only, PGlite only
 */
import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { chromium } from '@playwright/test'
import { sql } from 'drizzle-orm'
import { answers } from './support'
import { createApp } from '../src/server/app'
import { bootstrap } from '../src/server/bootstrap'
import type { Db } from '../src/server/db/client'
import { createScratchDatabase } from '../src/server/db/scratch-database'
import { ACCENTED, UNACCENTED } from '../src/server/db/schema'
import { readEnv } from '../src/server/env'
import { seedAccounts } from '../src/server/seed'
import type { AdminUsersPage } from '../src/shared/admin'

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 100_000)
const WARM = 30
const BROWSER_RUNS = 5
const GOAL_MS = 300
const PAGE_DEEP = 20
const EXPLAIN = process.env.BENCH_EXPLAIN === '1'
const BROWSER = process.env.BENCH_BROWSER !== '0'
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
/** A user of the admin list as the page marks it (a table row when wide, a card on a phone). */
const ROW_SELECTOR = process.env.BENCH_ROW_SELECTOR ?? '[data-testid="admin-users"] [data-user-email]'
const ADMIN = { email: 'admin@forjaads.bench', password: 'senha-admin-bench', name: 'Admin Bench' }
const root = fileURLToPath(new URL('..', import.meta.url))

const FIRST_NAMES = [
  'João', 'José', 'Maria', 'Ana', 'Antônio', 'Márcia', 'Lúcia', 'Sebastião', 'Conceição', 'Fátima', 'Inês', 'Ângela',
  'Cláudia', 'Luís', 'Mônica', 'Vitória', 'Letícia', 'Patrícia', 'Rafael', 'Bruno', 'Gabriel', 'Júlia', 'Débora', 'César',
]
const LAST_NAMES = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Conceição', 'Araújo', 'Gonçalves', 'Simões', 'Magalhães', 'Assunção',
  'Brandão', 'Falcão', 'Leão', 'Guimarães', 'Ribeiro', 'Carvalho', 'Gomes', 'Martins', 'Pereira', 'Lima',
]
const DOMAINS = ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.br', 'uol.com.br', 'empresa.com.br']

const literalArray = (xs: string[]) => `array[${xs.map((x) => `'${x.replaceAll("'", "''")}'`).join(', ')}]`

/**
 * `n` users and their profiles in one statement (a data-modifying CTE), straight into the tables (not
 * through better-auth: hashing 100,000 passwords would take an hour). Deterministic: account i is always
 * the same. By i % 20: 0–8 on the trial (pro, trialing, expiry 3 days after sign-up; every 50th without
 * one), 9–12 Básico active, 13–15 Pro active, 16–17 Básico inactive, 18–19 Pro inactive; paying and
 * lapsed ones have a Stripe subscription id. Names: first name, two surnames, most with accents; e-mail
 * first.surname.NNNNNN@domain without accents. created_at spread over the last two years.
 * The profiles trigger (NOTIFY per row) is off while seeding: 100,000 notifications are not the subject.
 */
export async function seedAdminAccounts(db: Db, n: number) {
  const first = `(${literalArray(FIRST_NAMES)})[1 + i % ${FIRST_NAMES.length}]`
  const last1 = `(${literalArray(LAST_NAMES)})[1 + (i / ${FIRST_NAMES.length}) % ${LAST_NAMES.length}]`
  const last2 = `(${literalArray(LAST_NAMES)})[1 + (i / ${FIRST_NAMES.length * LAST_NAMES.length}) % ${LAST_NAMES.length}]`
  const domain = `(${literalArray(DOMAINS)})[1 + i % ${DOMAINS.length}]`
  await db.execute(sql.raw('alter table profiles disable trigger user'))
  try {
    await db.execute(sql.raw(`
      with src as (
        select i, md5('forjaads-bench-' || i) as id, i % 20 as kind,
          ${first} || ' ' || ${last1} || ' ' || ${last2} as name,
          translate(lower(${first} || '.' || ${last1}), '${ACCENTED}', '${UNACCENTED}') || '.' || lpad(i::text, 6, '0') || '@' || ${domain} as email,
          now() - make_interval(secs => ((i::bigint * 7919) % (730 * 86400))::double precision) as created_at
        from generate_series(1, ${n}) as i
      ),
      u as (
        insert into users (id, name, email, email_verified, created_at, updated_at)
        select id, name, email, true, created_at, created_at from src
        returning id
      )
      insert into profiles (id, email, nome_completo, plan, subscription_status, trial_expires_at, created_at, stripe_subscription_id)
      select id, email, name,
        case when kind in (9, 10, 11, 12, 16, 17) then 'basic' else 'pro' end,
        case when kind <= 8 then 'trialing' when kind <= 15 then 'active' else 'inactive' end,
        case when kind <= 8 and i % 50 <> 0 then created_at + interval '3 days' end,
        created_at,
        case when kind >= 9 then 'sub_' || substr(md5('sub-' || i), 1, 24) end
      from src
    `))
  } finally {
    await db.execute(sql.raw('alter table profiles enable trigger user'))
  }
  await db.execute(sql.raw('analyze users'))
  await db.execute(sql.raw('analyze profiles'))
}

interface Queryable { query(...args: unknown[]): Promise<{ rows: Record<string, unknown>[] }> }
interface Recorded { text: string; params: unknown[] }

/** Records the SQL the driver runs (to EXPLAIN what a request did) while `recording` is on. */
function recorder(client: Queryable) {
  const original = client.query.bind(client)
  const state = { recording: false, queries: [] as Recorded[] }
  client.query = (...args: unknown[]) => {
    if (state.recording) {
      const [a, b] = args
      const text = typeof a === 'string' ? a : (a as { text: string }).text
      const params = (Array.isArray(b) ? b : (a as { values?: unknown[] }).values) ?? []
      if (/\bprofiles\b/.test(text)) state.queries.push({ text, params })
    }
    return original(...args)
  }
  return {
    async capture(fn: () => Promise<unknown>) {
      state.queries = []
      state.recording = true
      try {
        await fn()
      } finally {
        state.recording = false
      }
      return state.queries
    },
    explain: async (q: Recorded) =>
      (await original(`explain (analyze, buffers) ${q.text}`, q.params)).rows.map((r) => String(Object.values(r)[0])).join('\n'),
  }
}

interface Case { name: string; query: string; first: number; median: number; p95: number; rows: number; total: number; explain?: string }

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b)
const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)]
const p95 = (xs: number[]) => sorted(xs)[Math.ceil(xs.length * 0.95) - 1]

/** A server listening on a free port whose handler is set later (BASE_URL must name the port before bootstrap). */
async function listenLater() {
  let handler: ((req: Request) => Response | Promise<Response>) | undefined
  const server = serve({ fetch: (req) => (handler ? handler(req) : new Response('starting', { status: 503 })), port: 0, hostname: '127.0.0.1' }) as Server
  await new Promise<void>((r) => (server.listening ? r() : server.once('listening', () => r())))
  const port = (server.address() as AddressInfo).port
  return { server, port, setHandler: (h: typeof handler) => (handler = h) }
}

async function timedGet(url: string, cookie: string): Promise<{ ms: number; page: AdminUsersPage }> {
  const t0 = performance.now()
  const res = await fetch(url, { headers: { cookie } })
  const text = await res.text()
  const ms = performance.now() - t0
  if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${text.slice(0, 300)}`)
  return { ms, page: JSON.parse(text) as AdminUsersPage }
}

/** The web build to serve: E2E_DIST_DIR when given, else a fresh `vite build` in a temp folder. */
function webBuild(): string | undefined {
  const given = process.env.E2E_DIST_DIR ?? process.env.BENCH_DIST_DIR
  if (given && existsSync(join(given, 'index.html'))) return given
  const out = given ?? mkdtempSync(join(tmpdir(), 'forjaads-bench-dist-'))
  console.log(`building the web app into ${out} …`)
  const build = spawnSync('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
  return build.status === 0 ? out : undefined
}

/** ms from navigation start to the frame after the first table row is in the page, per run; or why not. */
async function browserFirstRow(base: string): Promise<number[] | string> {
  if (!existsSync(CHROMIUM)) return `no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)`
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'pt-BR' })
    // In every document, from its first script on: note when a row of the table first shows (the frame after it is added).
    await context.addInitScript(`(() => {
      const selector = ${JSON.stringify(ROW_SELECTOR)}
      const seen = () => {
        const row = document.querySelector(selector)
        return row && row.getBoundingClientRect().height > 0
      }
      const watch = () => {
        const observer = new MutationObserver(() => {
          if (window.__firstRowAt === undefined && seen()) {
            observer.disconnect()
            requestAnimationFrame(() => { window.__firstRowAt = performance.now() })
          }
        })
        observer.observe(document, { childList: true, subtree: true, attributes: true })
      }
      watch()
    })()`)
    const signIn = await context.request.post(`${base}/api/auth/sign-in/email`, {
      data: { email: ADMIN.email, password: ADMIN.password }, headers: { origin: base },
    })
    if (!signIn.ok()) return `sign-in in the browser answered ${signIn.status()}`
    const page = await context.newPage()
    const runs: number[] = []
    for (let run = 0; run < BROWSER_RUNS; run++) {
      await page.goto(`${base}/admin`, { waitUntil: 'commit' })
      try {
        await page.waitForFunction('window.__firstRowAt !== undefined', undefined, { timeout: 20_000, polling: 50 })
      } catch {
        return `no table row (${ROW_SELECTOR}) on /admin within 20 s: is the admin page there yet?`
      }
      runs.push(await page.evaluate('window.__firstRowAt') as number)
    }
    return runs
  } finally {
    await browser.close()
  }
}

interface RunResult { label: string; seedSeconds: number; cases: Case[]; browser?: number[] | string }

async function run(label: string, distDir: string | undefined, adminUrl?: string): Promise<RunResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'forjaads-bench-admin-'))
  const scratch = adminUrl ? await createScratchDatabase(adminUrl, 'forjaads_bench_admin') : undefined
  const { server, port, setHandler } = await listenLater()
  const base = `http://localhost:${port}`
  try {
    const env = readEnv({
      NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: scratch?.url, BASE_URL: base, PORT: String(port),
      AUTH_SECRET: randomBytes(32).toString('hex'), LOG_LEVEL: 'silent', ADMIN_EMAILS: ADMIN.email,
      SMTP_URL: 'smtp://127.0.0.1:9', // production needs one; nothing here sends e-mail
    })
    const deps = await bootstrap(env)
    try {
      const client = (deps.db as unknown as { $client: Queryable }).$client
      const sqlLog = recorder(client)

      console.log(`${label}: seeding ${ACCOUNTS.toLocaleString('en')} accounts …`)
      const t0 = performance.now()
      await seedAdminAccounts(deps.db, ACCOUNTS)
      const seedSeconds = (performance.now() - t0) / 1000
      await seedAccounts(deps, [{ ...ADMIN, state: 'pro' }])
      console.log(`${label}: seeded in ${seedSeconds.toFixed(1)} s`)

      setHandler(createApp(deps, { distDir: distDir ?? dataDir }).fetch)
      const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
        method: 'POST', headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
      })
      if (!signIn.ok) throw new Error(`sign-in: ${signIn.status} ${await signIn.text()}`)
      const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
      const url = (query: string) => `${base}/api/admin/users${query ? `?${query}` : ''}`

      // The cursor of page PAGE_DEEP, walking from the first page as the screen does.
      const walk = async () => {
        let cursor: string | null = null
        for (let p = 1; p < PAGE_DEEP; p++) {
          const { page }: { page: AdminUsersPage } = await timedGet(url(cursor ? `cursor=${encodeURIComponent(cursor)}` : ''), cookie)
          cursor = page.next_cursor
          if (!cursor) throw new Error(`the cursor walk ended at page ${p}`)
        }
        return `cursor=${encodeURIComponent(cursor!)}`
      }

      const cases: Case[] = []
      const measure = async (name: string, query: string | (() => Promise<string>)) => {
        let q = typeof query === 'string' ? query : ''
        let firstMs: number
        let first: AdminUsersPage
        if (typeof query === 'string') {
          ;({ ms: firstMs, page: first } = await timedGet(url(q), cookie))
        } else {
          // Cold for the deep page: the walk's requests are the cold ones; time the first request of page PAGE_DEEP.
          q = await query()
          ;({ ms: firstMs, page: first } = await timedGet(url(q), cookie))
        }
        const warm: number[] = []
        for (let i = 0; i < WARM; i++) warm.push((await timedGet(url(q), cookie)).ms)
        const c: Case = { name, query: q, first: firstMs, median: median(warm), p95: p95(warm), rows: first.users.length, total: first.total }
        if (EXPLAIN || c.p95 >= GOAL_MS || c.first >= GOAL_MS) {
          const queries = await sqlLog.capture(() => timedGet(url(q), cookie))
          const plans: string[] = []
          for (const rq of queries) plans.push(`${rq.text}\n  params ${JSON.stringify(rq.params)}\n${await sqlLog.explain(rq)}`)
          c.explain = plans.join('\n\n')
        }
        cases.push(c)
        console.log(`${label}: ${name}: ${c.median.toFixed(1)} ms median`)
      }

      await measure('first page (no filter)', '')
      await measure('q accented name, common: "Conceição"', `q=${encodeURIComponent('Conceição')}`)
      await measure('q full name without accents, rare', `q=${encodeURIComponent('sebastiao magalhaes brandao')}`)
      await measure('q partial e-mail, rare: "0421"', 'q=0421')
      await measure('q partial e-mail: "carvalho.0042"', `q=${encodeURIComponent('carvalho.0042')}`)
      await measure('plan=basic & status=inactive', 'plan=basic&status=inactive')
      await measure('plan=trial & status=active', 'plan=trial&status=active')
      await measure('q "Ângela" & plan=pro & status=active', `q=${encodeURIComponent('Ângela')}&plan=pro&status=active`)
      await measure(`page ${PAGE_DEEP} of the cursor walk`, walk)

      let browser: number[] | string | undefined
      if (BROWSER) {
        browser = distDir ? await browserFirstRow(base) : 'the web build failed'
      }
      return { label, seedSeconds, cases, browser }
    } finally {
      await deps.database.close()
    }
  } finally {
    await new Promise((r) => server.close(r))
    rmSync(dataDir, { recursive: true, force: true })
    await scratch?.drop()
  }
}

function print(r: RunResult) {
  const ok = (ms: number) => (ms < GOAL_MS ? 'ok' : 'MISSED')
  console.log(`\n${r.label} — ${ACCOUNTS.toLocaleString('en')} accounts (seeded in ${r.seedSeconds.toFixed(1)} s); GET /api/admin/users, ms from request to body read; goal < ${GOAL_MS} ms`)
  console.log(`  ${'case'.padEnd(44)} ${'rows/total'.padStart(13)} ${'cold'.padStart(8)} ${'median'.padStart(8)} ${'p95'.padStart(8)}   goal`)
  for (const c of r.cases) {
    const counts = `${c.rows}/${c.total}`
    console.log(
      `  ${c.name.padEnd(44)} ${counts.padStart(13)} ${c.first.toFixed(1).padStart(8)} ${c.median.toFixed(1).padStart(8)} ${c.p95.toFixed(1).padStart(8)}   ` +
      `< ${GOAL_MS}: ${ok(Math.max(c.first, c.p95))}`,
    )
  }
  if (r.browser !== undefined) {
    if (typeof r.browser === 'string') console.log(`  browser: /admin until the first row shows: not measured (${r.browser})`)
    else {
      const m = median(r.browser)
      console.log(
        `  browser: /admin (Chromium, 1280 px) navigation start → first row on screen: median ${m.toFixed(0)} ms ` +
        `(runs: ${r.browser.map((x) => x.toFixed(0)).join(', ')}; the first without cache)   < ${GOAL_MS}: ${ok(m)}`,
      )
    }
  }
  for (const c of r.cases.filter((x) => x.explain)) console.log(`\n  EXPLAIN ANALYZE — ${r.label}, ${c.name} (${c.query || 'no query'}):\n${c.explain!.replace(/^/gm, '    ')}`)
}

const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const pgUp = process.env.BENCH_PG !== '0' && (await answers(pgUrl))
const distDir = BROWSER ? webBuild() : undefined
const results: RunResult[] = [await run('PGlite', distDir)]
if (pgUp) results.push(await run('PostgreSQL', distDir, pgUrl))
for (const r of results) print(r)
if (!pgUp) {
  console.log(process.env.BENCH_PG === '0'
    ? '\nPostgreSQL part skipped (BENCH_PG=0).'
    : `\nPostgreSQL part skipped: nothing answers at ${new URL(pgUrl).host} (set BENCH_DATABASE_URL).`)
}
