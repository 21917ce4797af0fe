/**
 * Mixed load against a real server process: 150 connections, each looping sign-in, list, create,
 * attach two asset lists, list, delete (a fresh client address per loop, as 150 people behind one
 * trusted proxy), on PGlite and on PostgreSQL. Prints req/s, p50/p99, status counts per step
 * (503 = shed by the admission limit, decision 008), errors, timeouts (> 10 s) and the server's RSS.
 *
 *   node --import tsx bench/load.ts                      # 60 s per database
 *   LOAD_SECONDS=10 node --import tsx bench/load.ts      # quick run
 *   LOAD_SHED=off ...                                    # without the admission limit, to compare
 *   LOAD_SHED='{"maxInFlight":8,"maxQueued":32,"maxWaitMs":1000,"retryAfterSeconds":1}' ...
 *   LOAD_ONLY=pglite ... / LOAD_ONLY=postgres ...        # one database
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres ...   (the default; skipped when down)
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import autocannon from 'autocannon'
import { SMTPServer } from 'smtp-server'
import { createScratchDatabase } from '../src/server/db/scratch-database'
import { answers } from './support'

const SECONDS = Number(process.env.LOAD_SECONDS ?? 60)
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 150)
const USERS = CONNECTIONS
const PASSWORD = 'senha-de-bench-123'
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const self = fileURLToPath(import.meta.url)

function rssMb(pid: number) {
  const m = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  return m ? Math.round(Number(m[1]) / 1024) : NaN
}

async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; url: string }> {
  const port = 20000 + Math.floor(Math.random() * 20000)
  const child = spawn(process.execPath, ['--import', 'tsx', self, 'serve'], {
    env: { PATH: process.env.PATH, PORT: String(port), ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('ready') && resolve())
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)))
  })
  return { child, url: `http://127.0.0.1:${port}` }
}

let address = 0
/** A different client address each time (the server trusts one proxy: the last X-Forwarded-For entry). */
const nextAddress = () => `10.${(++address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`

async function setup(url: string, origin: string) {
  const post = async (path: string, body: unknown, cookie = ''): Promise<Response> => {
    const res = await fetch(url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin, cookie, 'x-forwarded-for': nextAddress() },
      body: JSON.stringify(body),
    })
    if (res.status === 503) {
      await new Promise((r) => setTimeout(r, Number(res.headers.get('retry-after') ?? 1) * 1000))
      return post(path, body, cookie)
    }
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`)
    return res
  }
  const account = async (i: number) => {
    const email = `carga${i}@forjaads.test`
    await post('/api/auth/sign-up/email', { email, password: PASSWORD, name: `Carga ${i}` })
    const signIn = await post('/api/auth/sign-in/email', { email, password: PASSWORD })
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
    for (let j = 0; j < 3; j++) {
      const { id } = (await (await post('/api/campaigns', { name: `Campanha ${i}.${j}`, niche: 'Nutra', platform: 'Hotmart' }, cookie)).json()) as { id: string }
      await post(`/api/campaigns/${id}/assets`, { asset_type: 'keywords', content: KEYWORDS }, cookie)
    }
  }
  for (let i = 0; i < USERS; i += 10) await Promise.all(Array.from({ length: Math.min(10, USERS - i) }, (_, j) => account(i + j)))
}

const KEYWORDS = Array.from({ length: 50 }, (_, i) => `comprar colágeno verisol ${i}`)
const TITLES = ['Colágeno Original', 'Compre Colágeno Hoje', 'Colágeno com Desconto']

interface Ctx { cookie?: string; id?: string; user?: number }
type Step = 'sign-in' | 'list' | 'create' | 'attach' | 'delete'

async function load(url: string, origin: string) {
  const statuses = new Map<string, number>()
  const count = (step: Step, status: number) => statuses.set(`${step} ${status}`, (statuses.get(`${step} ${status}`) ?? 0) + 1)
  let nextUser = 0
  const json = { 'content-type': 'application/json', origin }
  const authed = (ctx: Ctx) => ({ ...json, cookie: ctx.cookie ?? '' })
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: 10,
    requests: [
      {
        method: 'POST', path: '/api/auth/sign-in/email',
        setupRequest: (req, ctx: Ctx) => {
          ctx.user = nextUser++ % USERS
          return { ...req, headers: { ...json, 'x-forwarded-for': nextAddress() }, body: JSON.stringify({ email: `carga${ctx.user}@forjaads.test`, password: PASSWORD }) }
        },
        onResponse: (status, _body, ctx: Ctx, headers) => {
          count('sign-in', status)
          const cookie = (headers as Record<string, string | string[]>)['set-cookie']
          ctx.cookie = [cookie ?? []].flat().map((c) => c.split(';')[0]).join('; ')
        },
      },
      { method: 'GET', path: '/api/campaigns', setupRequest: (req, ctx: Ctx) => ({ ...req, headers: authed(ctx) }), onResponse: (s) => count('list', s) },
      {
        method: 'POST', path: '/api/campaigns',
        setupRequest: (req, ctx: Ctx) => ({ ...req, headers: authed(ctx), body: JSON.stringify({ name: `Carga ${ctx.user}`, niche: 'Nutra', commission: 12.5 }) }),
        onResponse: (status, body, ctx: Ctx) => {
          count('create', status)
          ctx.id = status === 201 || status === 200 ? (JSON.parse(body) as { id: string }).id : 'nao-existe'
        },
      },
      { method: 'POST', setupRequest: (req, ctx: Ctx) => ({ ...req, path: `/api/campaigns/${ctx.id}/assets`, headers: authed(ctx), body: JSON.stringify({ asset_type: 'keywords', content: KEYWORDS }) }), onResponse: (s) => count('attach', s) },
      { method: 'POST', setupRequest: (req, ctx: Ctx) => ({ ...req, path: `/api/campaigns/${ctx.id}/assets`, headers: authed(ctx), body: JSON.stringify({ asset_type: 'titles', content: TITLES }) }), onResponse: (s) => count('attach', s) },
      { method: 'GET', path: '/api/campaigns', setupRequest: (req, ctx: Ctx) => ({ ...req, headers: authed(ctx) }), onResponse: (s) => count('list', s) },
      { method: 'DELETE', setupRequest: (req, ctx: Ctx) => ({ ...req, path: `/api/campaigns/${ctx.id}`, headers: authed(ctx) }), onResponse: (s) => count('delete', s) },
    ],
  })
  return { result, statuses }
}

async function run(label: string, databaseUrl?: string) {
  const dataDir = mkdtempSync(join(tmpdir(), 'forjaads-load-'))
  const smtp = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], onData: (s, _session, done) => s.resume().on('end', () => done()) })
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r))
  const smtpPort = (smtp.server.address() as { port: number }).port
  const origin = 'http://localhost:3000'
  const { child, url } = await startServer({
    NODE_ENV: 'production', DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), BASE_URL: origin,
    AUTH_SECRET: randomBytes(32).toString('hex'), SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, TRUST_PROXY: '1', LOG_LEVEL: 'warn',
    ...(process.env.LOAD_SHED ? { LOAD_SHED: process.env.LOAD_SHED } : {}),
    ...(process.env.LOAD_LOOP_DELAY ? { LOAD_LOOP_DELAY: '1' } : {}),
  })
  try {
    const started = Date.now()
    await setup(url, origin)
    await new Promise((r) => setTimeout(r, 2000))
    const rssBefore = rssMb(child.pid!)
    console.log(`\n${label}: ${USERS} accounts with 3 campaigns each ready in ${((Date.now() - started) / 1000).toFixed(0)} s; server RSS ${rssBefore} MB`)
    const { result: r, statuses } = await load(url, origin)
    await new Promise((res) => setTimeout(res, 2000))
    const rssAfter = rssMb(child.pid!)
    const byStep = [...statuses].sort(([a], [b]) => a.localeCompare(b)).map(([k, n]) => `${k}: ${n}`).join(', ')
    console.log(`${label} — ${CONNECTIONS} connections, ${SECONDS} s, admission limit ${process.env.LOAD_SHED ?? 'default'}`)
    console.log(`  ${r.requests.average.toFixed(1)} req/s (${r.requests.total} requests), ${r['2xx']} 2xx, ${r.non2xx} non-2xx`)
    console.log(`  latency p50 ${r.latency.p50} ms, p90 ${r.latency.p90} ms, p99 ${r.latency.p99} ms, max ${r.latency.max} ms`)
    console.log(`  errors ${r.errors - r.timeouts}, timeouts (> 10 s) ${r.timeouts}`)
    console.log(`  by step: ${byStep}`)
    console.log(`  server RSS ${rssBefore} MB before, ${rssAfter} MB after`)
  } finally {
    child.kill('SIGKILL') // abandoned requests may still be queued: no need to wait for them
    await new Promise((r) => child.once('exit', r))
    smtp.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function main() {
  const only = process.env.LOAD_ONLY // 'pglite' or 'postgres'
  if (only !== 'postgres') await run('PGlite')
  if (only === 'pglite') return
  if (!(await answers(ADMIN_URL))) {
    console.log(`\nPostgreSQL: skipped (nothing answers at ${ADMIN_URL}; set BENCH_DATABASE_URL)`)
    return
  }
  const scratch = await createScratchDatabase(ADMIN_URL, 'forjaads_load')
  try {
    await run('PostgreSQL', scratch.url)
  } finally {
    await scratch.drop()
  }
}

// ---- server mode: the app as main.ts runs it, with the admission limit of LOAD_SHED ----
async function serveMode() {
  const { serve } = await import('@hono/node-server')
  const { createApp } = await import('../src/server/app')
  const { bootstrap } = await import('../src/server/bootstrap')
  const { readEnv } = await import('../src/server/env')
  const env = readEnv(process.env)
  const shed = process.env.LOAD_SHED
  const loadShed = shed === 'off' ? { maxInFlight: Infinity, maxQueued: 0, maxWaitMs: 0, retryAfterSeconds: 1 } : shed ? JSON.parse(shed) : undefined
  const deps = await bootstrap(env, { loadShed })
  serve({ fetch: createApp(deps).fetch, port: env.PORT, hostname: '127.0.0.1' }, () => console.log('ready'))
  if (process.env.LOAD_LOOP_DELAY) {
    const { monitorEventLoopDelay } = await import('node:perf_hooks')
    const h = monitorEventLoopDelay({ resolution: 20 })
    h.enable()
    setInterval(() => {
      console.error(`event loop delay p50 ${(h.percentile(50) / 1e6).toFixed(0)} ms, p99 ${(h.percentile(99) / 1e6).toFixed(0)} ms, max ${(h.max / 1e6).toFixed(0)} ms; cpu ${JSON.stringify(process.cpuUsage())}`)
      h.reset()
    }, 5000).unref()
  }
}


if (process.argv[2] === 'serve') await serveMode()
else await main()
