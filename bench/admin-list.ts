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
 * the goal) the EXPLAIN ANALYZE of the SQL the route ran is printed too. Every answer is checked against the
 * seeded accounts computed in JS (total, rows and their order, no row twice over the cursor walk): a wrong
 * one is listed and the bench exits with 1.
 *
 *   node --import tsx bench/admin-list.ts
 *   E2E_DIST_DIR=/tmp/dist-h5 node --import tsx bench/admin-list.ts    # reuse a web build
 *   BENCH_ACCOUNTS=20000 BENCH_BROWSER=0 BENCH_PG=0 node --import tsx bench/admin-list.ts   # smaller, API only, PGlite only
 *   BENCH_WIDTH=390 BENCH_TIMELINE=1 BENCH_TRACE=/tmp/admin.json …   # phone width; where the browser's time goes
 */
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { chromium } from '@playwright/test'
import { benchAccounts, fold, seedAdminAccounts, type BenchAccount } from './seed-admin-accounts'
import { answers, webBuild } from './support'
import { createApp } from '../src/server/app'
import { bootstrap } from '../src/server/bootstrap'
import { createScratchDatabase } from '../src/server/db/scratch-database'
import { readEnv } from '../src/server/env'
import { seedAccounts } from '../src/server/seed'
import { ADMIN_PAGE_SIZE, type AdminPlanFilter, type AdminStatusFilter, type AdminUsersPage } from '../src/shared/admin'

const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 100_000)
const WARM = 30
const BROWSER_RUNS = 5
const GOAL_MS = 300
const PAGE_DEEP = 20
const EXPLAIN = process.env.BENCH_EXPLAIN === '1'
const BROWSER = process.env.BENCH_BROWSER !== '0'
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'
/** The browser window's width: 1280 shows the table; BENCH_WIDTH=390 the phone's cards. */
const WIDTH = Number(process.env.BENCH_WIDTH ?? 1280)
/** A user of the admin list as the page marks it (a table row when wide, a card on a phone). */
const ROW_SELECTOR = process.env.BENCH_ROW_SELECTOR ?? '[data-testid="admin-users"] [data-user-email]'
const ADMIN = { email: 'admin@forjaads.bench', password: 'senha-admin-bench', name: 'Admin Bench' }
/** Answers that differ from what the seed implies: printed at the end, and the bench exits with 1. */
const wrong: string[] = []

/** GET /api/admin/users filters (src/shared/admin.ts), and which accounts they keep, in JS. */
interface Filter { q?: string; plan?: AdminPlanFilter; status?: AdminStatusFilter }
const PAID = ['pro', 'basic', 'basico']
function matches(a: BenchAccount, f: Filter): boolean {
  const trialing = a.subscription_status === 'trialing'
  if (f.q && !fold(`${a.email} ${a.nome_completo}`).includes(fold(f.q.trim()))) return false
  if (f.plan === 'trial' && !(trialing || !PAID.includes(a.plan))) return false
  if (f.plan === 'pro' && !(a.plan === 'pro' && !trialing)) return false
  if (f.plan === 'basic' && !(['basic', 'basico'].includes(a.plan) && !trialing)) return false
  const active = ['active', 'trialing'].includes(a.subscription_status)
  if (f.status && f.status !== 'all' && active !== (f.status === 'active')) return false
  return true
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

interface Case { name: string; query: string; first: number; median: number; p95: number; rows: number; total: number | null; explain?: string }

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

/** What DevTools' Performance panel records, JavaScript samples included. */
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'disabled-by-default-v8.cpu_profiler', 'blink.user_timing', 'loading']

/** One navigation to /admin: ms from navigation start to the list request's start, its response's end, and the first row on screen. */
interface BrowserRun { requestStart: number; responseEnd: number; rowInDom: number; firstRow: number }

/** BROWSER_RUNS navigations to /admin per way of arriving there. */
interface BrowserSeries { mode: string; runs: BrowserRun[] }

/**
 * Navigations to /admin as the signed-in admin, timed in the page, BROWSER_RUNS from a blank tab (a new
 * renderer process: the scripts compile again) and BROWSER_RUNS from the app's home page (same process,
 * compiled code kept); or why it could not be measured.
 */
async function browserFirstRow(base: string): Promise<BrowserSeries[] | string> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  })
  try {
    const context = await browser.newContext({ viewport: { width: WIDTH, height: 900 }, locale: 'pt-BR' })
    // In every document, from its first script on: note when a row of the table first shows (the frame after it is added).
    // tsx compiles with keepNames: functions sent to the page call __name, which the page lacks.
    await context.addInitScript('window.__name = (f) => f')
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
            window.__rowInDomAt = performance.now()
            requestAnimationFrame(() => { window.__firstRowAt = performance.now() })
          }
        })
        observer.observe(document, { childList: true, subtree: true, attributes: true })
      }
      watch()
      // Long tasks (≥ 50 ms on the main thread), for BENCH_TIMELINE.
      window.__longTasks = []
      try {
        new PerformanceObserver((list) => { for (const e of list.getEntries()) window.__longTasks.push([e.startTime, e.duration]) })
          .observe({ type: 'longtask', buffered: true })
      } catch {}
    })()`)
    const signIn = await context.request.post(`${base}/api/auth/sign-in/email`, {
      data: { email: ADMIN.email, password: ADMIN.password }, headers: { origin: base },
    })
    if (!signIn.ok()) return `sign-in in the browser answered ${signIn.status()}`
    const page = await context.newPage()
    // What went wrong, if the row never shows: failed responses and console errors.
    const problems: string[] = []
    page.on('response', (res) => void (res.status() >= 400 && problems.push(`${res.status()} ${res.url()}`)))
    page.on('console', (msg) => void (msg.type() === 'error' && problems.push(`console: ${msg.text()}`)))
    page.on('pageerror', (err) => void problems.push(`page error: ${err.message}`))
    /** One navigation from `before` to /admin, timed in the page. */
    const visit = async (before: string): Promise<BrowserRun> => {
      await page.goto(before, { waitUntil: 'networkidle' })
      await page.goto(`${base}/admin`, { waitUntil: 'commit' })
      try {
        await page.locator(ROW_SELECTOR).first().waitFor({ state: 'visible', timeout: 20_000 })
        // The page's CSP has no 'unsafe-eval': poll with a function (and the tsx __name shim), not a string.
        await page.waitForFunction(() => (window as unknown as { __firstRowAt?: number }).__firstRowAt !== undefined, undefined, { timeout: 5_000 })
      } catch {
        const shot = join(tmpdir(), 'forjaads-bench-admin-list.png')
        await page.screenshot({ path: shot, fullPage: true })
        throw new Error(`no user row (${ROW_SELECTOR}) on /admin within 20 s (the page at ${page.url()}: ${shot}); is the admin page there yet?` +
          (problems.length ? ` Seen: ${problems.slice(0, 5).join('; ')}` : ''))
      }
      return page.evaluate(() => {
        const list = performance.getEntriesByType('resource').find((e) => e.name.includes('/api/admin/users')) as PerformanceResourceTiming | undefined
        const w = window as unknown as { __rowInDomAt: number; __firstRowAt: number }
        return { requestStart: list?.startTime ?? NaN, responseEnd: list?.responseEnd ?? NaN, rowInDom: w.__rowInDomAt, firstRow: w.__firstRowAt }
      })
    }
    /** BENCH_TIMELINE=1: the last navigation's requests and long tasks. */
    const printTimeline = async (mode: string) => {
      const timeline = await page.evaluate(() => [
        ...performance.getEntriesByType('navigation').map((e) => `document ${(e as PerformanceNavigationTiming).responseEnd.toFixed(0)} ms (DOMContentLoaded ${(e as PerformanceNavigationTiming).domContentLoadedEventEnd.toFixed(0)})`),
        ...performance.getEntriesByType('resource').map((e) => `${new URL(e.name).pathname} ${e.startTime.toFixed(0)}–${(e as PerformanceResourceTiming).responseEnd.toFixed(0)} ms`),
        ...(window as unknown as { __longTasks: [number, number][] }).__longTasks.map(([start, ms]) => `long task ${start.toFixed(0)}–${(start + ms).toFixed(0)} ms`),
        `first row in the DOM ${(window as unknown as { __rowInDomAt: number }).__rowInDomAt.toFixed(0)} ms`,
      ])
      console.log(`last navigation to /admin ${mode}, timeline:\n  ${timeline.join('\n  ')}`)
    }

    const trace = process.env.BENCH_TRACE // a file: the last blank-tab navigation's Chromium trace (chrome://tracing or Perfetto)
    // Never from /admin itself: leaving a loaded /admin (its EventSource erroring, the page re-rendering) would count in the next one.
    const modes = [
      { mode: 'from a blank tab', before: 'about:blank' },
      { mode: "from the app's home page", before: `${base}/` },
    ]
    const series: BrowserSeries[] = []
    try {
      for (const { mode, before } of modes) {
        const runs: BrowserRun[] = []
        for (let run = 0; run < BROWSER_RUNS; run++) {
          const traced = trace !== undefined && run === BROWSER_RUNS - 1 && mode === modes[0].mode
          if (traced) await browser.startTracing(page, { path: trace, screenshots: false, categories: TRACE_CATEGORIES })
          runs.push(await visit(before))
          if (traced) await browser.stopTracing()
        }
        series.push({ mode, runs })
        if (process.env.BENCH_TIMELINE === '1') await printTimeline(mode)
      }
    } catch (err) {
      return (err as Error).message
    }
    return series
  } finally {
    await browser.close()
  }
}

interface RunResult { label: string; seedSeconds: number; cases: Case[]; browser?: BrowserSeries[] | string }

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

      // What each answer must hold, from the same accounts computed in JS (newest first; the admin signed up last).
      const everyone: BenchAccount[] = [
        ...benchAccounts(ACCOUNTS),
        { id: '', email: ADMIN.email, nome_completo: ADMIN.name, plan: 'pro', subscription_status: 'active', age: -1 },
      ].sort((x, y) => x.age - y.age || (x.id < y.id ? 1 : x.id > y.id ? -1 : 0))

      // The cursor of page PAGE_DEEP, walking from the first page as the screen does (no e-mail seen twice).
      const walk = async () => {
        let cursor: string | null = null
        const seen = new Set<string>()
        for (let p = 1; p < PAGE_DEEP; p++) {
          const { page }: { page: AdminUsersPage } = await timedGet(url(cursor ? `cursor=${encodeURIComponent(cursor)}` : ''), cookie)
          for (const u of page.users) {
            if (seen.has(u.email)) wrong.push(`${label}: the cursor walk showed ${u.email} twice (page ${p})`)
            seen.add(u.email)
          }
          cursor = page.next_cursor
          if (!cursor) throw new Error(`the cursor walk ended at page ${p}`)
        }
        return `cursor=${encodeURIComponent(cursor!)}`
      }

      const cases: Case[] = []
      const measure = async (name: string, filter: Filter, deep = false) => {
        const q = deep ? await walk() : new URLSearchParams(Object.entries(filter).filter(([, v]) => v)).toString()
        // Cold: the first request of this query (for the deep page, the walk before it ran the same SQL shape).
        const { ms: firstMs, page: first } = await timedGet(url(q), cookie)
        const matching = everyone.filter((a) => matches(a, filter))
        const expected = matching.slice(deep ? (PAGE_DEEP - 1) * ADMIN_PAGE_SIZE : 0).slice(0, ADMIN_PAGE_SIZE).map((a) => a.email)
        const got = first.users.map((u) => u.email)
        const expectedTotal = deep ? null : matching.length // a cursor page carries no count
        if (first.total !== expectedTotal) wrong.push(`${label}, ${name}: total ${first.total}, expected ${expectedTotal}`)
        const at = got.findIndex((e, i) => e !== expected[i])
        if (at >= 0 || got.length !== expected.length) {
          const i = at >= 0 ? at : Math.min(got.length, expected.length)
          wrong.push(`${label}, ${name}: ${got.length} rows, row ${i + 1} is ${got[i] ?? 'missing'}; expected ${expected.length} rows, row ${i + 1} ${expected[i] ?? 'none'}`)
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

      await measure('first page (no filter)', {})
      await measure('q accented name, common: "Conceição"', { q: 'Conceição' })
      await measure('q full name without accents, rare', { q: 'sebastiao magalhaes brandao' })
      await measure('q partial e-mail, rare: "0421"', { q: '0421' })
      await measure('q partial e-mail: "carvalho.0042"', { q: 'carvalho.0042' })
      await measure('plan=basic & status=inactive', { plan: 'basic', status: 'inactive' })
      await measure('plan=trial & status=active', { plan: 'trial', status: 'active' })
      await measure('q "Ângela" & plan=pro & status=active', { q: 'Ângela', plan: 'pro', status: 'active' })
      await measure(`page ${PAGE_DEEP} of the cursor walk`, {}, true)

      let browser: BrowserSeries[] | string | undefined
      if (BROWSER) {
        browser = !existsSync(CHROMIUM) ? `no Chromium at ${CHROMIUM} (set CHROMIUM_PATH)` : distDir ? await browserFirstRow(base) : 'the web build failed'
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
    const counts = `${c.rows}/${c.total ?? '–'}`
    console.log(
      `  ${c.name.padEnd(44)} ${counts.padStart(13)} ${c.first.toFixed(1).padStart(8)} ${c.median.toFixed(1).padStart(8)} ${c.p95.toFixed(1).padStart(8)}   ` +
      `< ${GOAL_MS}: ${ok(Math.max(c.first, c.p95))}`,
    )
  }
  if (r.browser !== undefined) {
    if (typeof r.browser === 'string') console.log(`  browser: /admin until the first row shows: not measured (${r.browser})`)
    else {
      console.log(`  browser: Chromium, ${WIDTH} px, navigation start → first row of /admin on screen, median of ${BROWSER_RUNS}:`)
      for (const { mode, runs } of r.browser) {
        const m = median(runs.map((x) => x.firstRow))
        const med = (f: (x: BrowserRun) => number) => median(runs.map(f)).toFixed(0)
        const list = (f: (x: BrowserRun) => number) => runs.map((x) => f(x).toFixed(0)).join(', ')
        console.log(
          `    ${mode.padEnd(26)} ${m.toFixed(0).padStart(5)} ms   < ${GOAL_MS}: ${ok(m)}   ` +
          `(list request sent at ${med((x) => x.requestStart)} ms, answered at ${med((x) => x.responseEnd)} ms, first row in the DOM at ${med((x) => x.rowInDom)} ms; ` +
          `runs ${list((x) => x.firstRow)})`,
        )
      }
    }
  }
  for (const c of r.cases.filter((x) => x.explain)) console.log(`\n  EXPLAIN ANALYZE — ${r.label}, ${c.name} (${c.query || 'no query'}):\n${c.explain!.replace(/^/gm, '    ')}`)
}

const load = () => loadavg().map((x) => x.toFixed(1)).join(' / ')
console.log(`machine: ${cpus().length} cores, load average ${load()} (1 / 5 / 15 min) at the start`)
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const pgUp = process.env.BENCH_PG !== '0' && (await answers(pgUrl))
const web = BROWSER && existsSync(CHROMIUM) ? webBuild() : { dir: undefined, cleanup: () => {} }
const results: RunResult[] = []
try {
  results.push(await run('PGlite', web.dir))
  if (pgUp) results.push(await run('PostgreSQL', web.dir, pgUrl))
} finally {
  web.cleanup()
}
for (const r of results) print(r)
if (wrong.length) {
  console.log(`\nWRONG ANSWERS (${wrong.length}):\n  ${wrong.join('\n  ')}`)
  process.exitCode = 1
} else console.log(`\nEvery answer (total, rows and their order, the cursor walk) matches the seeded accounts.`)
console.log(`\nload average ${load()} at the end (figures on a busy machine are slower; compare runs on the same machine).`)
if (!pgUp) {
  console.log(process.env.BENCH_PG === '0'
    ? '\nPostgreSQL part skipped (BENCH_PG=0).'
    : `\nPostgreSQL part skipped: nothing answers at ${new URL(pgUrl).host} (set BENCH_DATABASE_URL).`)
}
