/**
 * Server start and idle memory, as `npm run serve` starts it (the bundle, `node dist-server/main.js`,
 * NODE_ENV=production; decision 015), built first with scripts/build-server.ts:
 *   - embedded, fresh DATA_DIR: ms from spawn to the first 200 of /api/health (goal < 1500 ms);
 *   - embedded, restart on that folder;
 *   - PostgreSQL (a scratch database on BENCH_DATABASE_URL, when it answers).
 * Then the idle RSS (VmRSS of the server process, IDLE_SECONDS after it answered), PGlite's next to
 * PostgreSQL's. Medians of START_RUNS (5). START_WITH=tsx measures `node --import tsx src/server/main.ts`
 * instead (the start before the bundle), for a before/after on the same machine.
 *
 *   node --import tsx bench/start.ts
 *   START_RUNS=3 IDLE_SECONDS=10 START_WITH=tsx node --import tsx bench/start.ts
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildServer, SERVER_BUNDLE } from '../scripts/build-server'
import { createScratchDatabase } from '../src/server/db/scratch-database'
import { ensureTemplate } from '../src/server/db/pglite-template'
import { answers, freePort } from './support'

const root = fileURLToPath(new URL('..', import.meta.url))
const RUNS = Number(process.env.START_RUNS ?? 5)
const IDLE_SECONDS = Number(process.env.IDLE_SECONDS ?? 5)
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres'
const WITH_TSX = process.env.START_WITH === 'tsx'
const command = WITH_TSX ? ['--import', 'tsx', 'src/server/main.ts'] : ['--enable-source-maps', SERVER_BUNDLE]

interface Sample { startMs: number; rssMb: number }

function rssMb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8')
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024
}

async function untilHealthy(url: string, child: ChildProcess, started: number): Promise<number> {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`)
    try {
      const res = await fetch(url)
      if (res.status === 200) return performance.now() - started
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10))
  }
}

/** One start of the server: ms to the first healthy answer, then its RSS after IDLE_SECONDS. */
async function startOnce(env: Record<string, string>): Promise<Sample> {
  const PORT = await freePort()
  const started = performance.now()
  const child = spawn(process.execPath, command, {
    cwd: root,
    env: {
      ...process.env, NODE_ENV: 'production', PORT: String(PORT), BASE_URL: `http://localhost:${PORT}`,
      AUTH_SECRET: randomBytes(32).toString('hex'), SMTP_URL: 'smtp://127.0.0.1:9', LOG_LEVEL: 'warn', DATABASE_URL: '', ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    const startMs = await untilHealthy(`http://127.0.0.1:${PORT}/api/health`, child, started)
    await new Promise((r) => setTimeout(r, IDLE_SECONDS * 1000))
    return { startMs, rssMb: rssMb(child.pid!) }
  } finally {
    const exited = new Promise((r) => child.once('exit', r))
    child.kill('SIGTERM')
    await exited
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]
function print(label: string, samples: Sample[], goal = '') {
  const starts = samples.map((s) => s.startMs)
  const rss = samples.map((s) => s.rssMb)
  console.log(
    `${label.padEnd(34)} start median ${median(starts).toFixed(0).padStart(5)} ms (${starts.map((x) => x.toFixed(0)).join(', ')})${goal}` +
      `   idle RSS median ${median(rss).toFixed(0)} MB (${rss.map((x) => x.toFixed(0)).join(', ')})`,
  )
}

// What `npm run build` does for the server: the bundle, and the embedded database's template (so the
// first fresh start is a copy like every other, not the one that makes the template).
if (!WITH_TSX) await buildServer()
await ensureTemplate({ migrationsFolder: join(root, 'drizzle') })
console.log(
  `${WITH_TSX ? 'node --import tsx src/server/main.ts' : 'node dist-server/main.js (the bundle)'}; load average ` +
    `${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')}; ${RUNS} runs each, RSS ${IDLE_SECONDS} s after the first healthy answer`,
)
const fresh: Sample[] = []
const restart: Sample[] = []
for (let i = 0; i < RUNS; i++) {
  const dir = mkdtempSync(join(tmpdir(), 'forjaads-start-'))
  try {
    fresh.push(await startOnce({ DATA_DIR: dir }))
    restart.push(await startOnce({ DATA_DIR: dir }))
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
print('PGlite, fresh DATA_DIR', fresh, '  [goal < 1500 ms]')
print('PGlite, restart on the same folder', restart)

const pgliteRss = median([...fresh, ...restart].map((s) => s.rssMb))
if (await answers(PG_URL)) {
  const pg: Sample[] = []
  for (let i = 0; i < RUNS; i++) {
    const scratch = await createScratchDatabase(PG_URL, 'forjaads_start')
    const dir = mkdtempSync(join(tmpdir(), 'forjaads-start-pg-'))
    try {
      pg.push(await startOnce({ DATA_DIR: dir, DATABASE_URL: scratch.url }))
    } finally {
      rmSync(dir, { recursive: true, force: true })
      await scratch.drop()
    }
  }
  print('PostgreSQL, new database', pg)
  const pgRss = median(pg.map((s) => s.rssMb))
  console.log(
    `idle RSS: PGlite ${pgliteRss.toFixed(0)} MB next to PostgreSQL ${pgRss.toFixed(0)} MB ` +
      `(+${(pgliteRss - pgRss).toFixed(0)} MB: the embedded database's WASM memory and code)  [goal: measured and reported]`,
  )
} else {
  console.log(`idle RSS: PGlite ${pgliteRss.toFixed(0)} MB; PostgreSQL skipped: nothing answers at ${new URL(PG_URL).host} (set BENCH_DATABASE_URL)`)
}
