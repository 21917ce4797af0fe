/**
 * Acknowledged writes survive kill -9. A real server process (src/server/main.ts) takes concurrent
 * campaign creates from WRITERS accounts; mid-way it is killed with SIGKILL and started again on the
 * same DATA_DIR (PGlite: the dead server's lock is taken over) or database (PostgreSQL). Every create
 * that got its 201 must be listed after the restart. ROUNDS kills per database.
 *
 *   node --import tsx bench/crash.ts
 *   ROUNDS=5 WRITERS=40 node --import tsx bench/crash.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres ...   (the default; skipped when down)
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { SMTPServer } from 'smtp-server'
import { LOCK_FILE } from '../src/server/db/data-dir-lock'
import { createScratchDatabase } from '../src/server/db/scratch-database'
import { answers } from './support'

const ROUNDS = Number(process.env.ROUNDS ?? 3)
const WRITERS = Number(process.env.WRITERS ?? 30)
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const MAIN = fileURLToPath(new URL('../src/server/main.ts', import.meta.url))
const ORIGIN = 'http://localhost:3000'
const PASSWORD = 'senha-de-bench-123'

let address = 0
const nextAddress = () => `10.${(++address >> 16) & 255}.${(address >> 8) & 255}.${address & 255}`
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

interface Server { child: ChildProcess; url: string; exited: Promise<unknown> }

async function start(env: Record<string, string>): Promise<Server> {
  const port = 20000 + Math.floor(Math.random() * 20000)
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN], {
    env: { PATH: process.env.PATH, PORT: String(port), ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()))
  const exited = new Promise((r) => child.once('exit', r))
  const url = `http://127.0.0.1:${port}`
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`)
    const res = await fetch(`${url}/api/health`).catch(() => undefined)
    if (res?.ok) return { child, url, exited }
    await sleep(200)
  }
}

async function post(url: string, path: string, body: unknown, cookie = '') {
  return fetch(url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, cookie, 'x-forwarded-for': nextAddress() },
    body: JSON.stringify(body),
  })
}

async function signIn(url: string, email: string) {
  const res = await post(url, '/api/auth/sign-in/email', { email, password: PASSWORD })
  if (!res.ok) throw new Error(`sign-in ${email}: ${res.status}`)
  return res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
}

interface Tally { acknowledged: Set<string>; sent: Set<string>; refused: Map<number, number>; inFlightAtKill: number }

/** One writer: creates campaigns one after another until `stop` says so. */
async function writer(url: string, cookie: string, who: number, round: number, tally: Tally, stop: () => boolean) {
  for (let n = 0; !stop(); n++) {
    const name = `crash ${round}.${who}.${n}`
    tally.sent.add(name)
    tally.inFlightAtKill++
    try {
      const res = await post(url, '/api/campaigns', { name, niche: 'Nutra' }, cookie)
      await res.text()
      if (res.status === 201 || res.status === 200) tally.acknowledged.add(name)
      else tally.refused.set(res.status, (tally.refused.get(res.status) ?? 0) + 1)
    } catch {
      return // the server died under this request: its outcome is unknown
    } finally {
      tally.inFlightAtKill--
    }
  }
}

async function listNames(url: string, cookie: string): Promise<string[]> {
  const res = await fetch(`${url}/api/campaigns`, { headers: { cookie } })
  if (!res.ok) throw new Error(`list: ${res.status}`)
  return ((await res.json()) as { name: string }[]).map((c) => c.name)
}

async function run(label: string, env: Record<string, string>, dataDir: string) {
  let server = await start(env)
  const emails = Array.from({ length: WRITERS }, (_, i) => `escritor${i}@forjaads.test`)
  for (const email of emails) {
    const res = await post(server.url, '/api/auth/sign-up/email', { email, password: PASSWORD, name: 'Escritor' })
    if (!res.ok) throw new Error(`sign-up: ${res.status} ${await res.text()}`)
  }
  const acknowledged = new Set<string>()
  const totals = { acknowledged: 0, missing: 0, unacknowledgedPresent: 0, inFlight: 0, refused: new Map<number, number>(), takeovers: 0 }
  for (let round = 1; round <= ROUNDS; round++) {
    const cookies = await Promise.all(emails.map((e) => signIn(server.url, e)))
    const tally: Tally = { acknowledged: new Set(), sent: new Set(), refused: new Map(), inFlightAtKill: 0 }
    let killed = false
    const writers = cookies.map((cookie, i) => writer(server.url, cookie, i, round, tally, () => killed))
    await sleep(1500 + Math.random() * 1500)
    killed = true
    const inFlight = tally.inFlightAtKill
    server.child.kill('SIGKILL')
    await server.exited
    await Promise.all(writers)

    const staleLock = existsSync(join(dataDir, LOCK_FILE)) ? JSON.parse(readFileSync(join(dataDir, LOCK_FILE), 'utf8')).pid : undefined
    server = await start(env)
    if (staleLock !== undefined && staleLock === server.child.pid) throw new Error('lock pid reused')
    if (staleLock !== undefined) totals.takeovers++

    const present = new Set((await Promise.all(emails.map(async (e) => listNames(server.url, await signIn(server.url, e))))).flat())
    for (const name of tally.acknowledged) acknowledged.add(name)
    const missing = [...acknowledged].filter((n) => !present.has(n))
    const unacknowledgedPresent = [...tally.sent].filter((n) => !tally.acknowledged.has(n) && present.has(n)).length
    console.log(
      `  round ${round}: ${tally.acknowledged.size} creates acknowledged, ${inFlight} in flight at kill -9, ` +
        `${unacknowledgedPresent} unacknowledged creates found committed, ${missing.length} acknowledged missing after restart` +
        (staleLock !== undefined ? ` (stale lock of PID ${staleLock} taken over)` : ''),
    )
    totals.acknowledged += tally.acknowledged.size
    totals.missing = missing.length
    totals.unacknowledgedPresent += unacknowledgedPresent
    totals.inFlight += inFlight
    for (const [s, n] of tally.refused) totals.refused.set(s, (totals.refused.get(s) ?? 0) + n)
  }
  server.child.kill('SIGTERM')
  await server.exited
  const refused = [...totals.refused].map(([s, n]) => `${n} × ${s}`).join(', ') || 'none'
  console.log(
    `${label}: ${ROUNDS} kill -9 with ${WRITERS} concurrent writers — ${totals.acknowledged} acknowledged writes, ` +
      `${totals.missing} missing (expected 0); ${totals.inFlight} in flight at the kills, ${totals.unacknowledgedPresent} unacknowledged found committed; ` +
      `refused: ${refused}` + (label === 'PGlite' ? `; stale lock taken over on ${totals.takeovers} of ${ROUNDS} restarts` : ''),
  )
  return totals.missing
}

async function withSmtp<T>(fn: (smtpUrl: string) => Promise<T>): Promise<T> {
  const smtp = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], onData: (s, _session, done) => s.resume().on('end', () => done()) })
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', r))
  try {
    return await fn(`smtp://127.0.0.1:${(smtp.server.address() as { port: number }).port}`)
  } finally {
    smtp.close()
  }
}

let missing = 0
await withSmtp(async (smtpUrl) => {
  const base = { NODE_ENV: 'production', BASE_URL: ORIGIN, AUTH_SECRET: randomBytes(32).toString('hex'), SMTP_URL: smtpUrl, TRUST_PROXY: '1', LOG_LEVEL: 'warn' }
  const dataDir = mkdtempSync(join(tmpdir(), 'forjaads-crash-'))
  try {
    console.log('PGlite')
    missing += await run('PGlite', { ...base, DATA_DIR: dataDir }, dataDir)
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
  if (!(await answers(ADMIN_URL))) {
    console.log(`PostgreSQL: skipped (nothing answers at ${ADMIN_URL}; set BENCH_DATABASE_URL)`)
    return
  }
  const scratch = await createScratchDatabase(ADMIN_URL, 'forjaads_crash')
  const pgDir = mkdtempSync(join(tmpdir(), 'forjaads-crash-pg-'))
  try {
    console.log('PostgreSQL')
    missing += await run('PostgreSQL', { ...base, DATA_DIR: pgDir, DATABASE_URL: scratch.url }, pgDir)
  } finally {
    await scratch.drop()
    rmSync(pgDir, { recursive: true, force: true })
  }
})
if (missing > 0) process.exitCode = 1
