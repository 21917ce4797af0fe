/**
 * `npm run bench`: every benchmark in turn, each printing its own figures, then one line per bench.
 * Benches that are not there (yet) are listed as missing. PostgreSQL parts run when
 * BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres) answers, and are skipped
 * with a line otherwise.
 *
 *   npm run bench                      # all of them
 *   npm run bench -- scale sqlmap      # some, by name
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { answers } from './support'

const root = fileURLToPath(new URL('..', import.meta.url))
const DEFAULT_PG = 'postgres://postgres@127.0.0.1:5432/postgres'

/** `pgOptIn`: the bench runs its PostgreSQL part only when BENCH_DATABASE_URL is set (the others skip an unanswering URL themselves). */
interface Bench { name: string; file: string; needs?: 'chromium'; pgOptIn?: true }
const BENCHES: Bench[] = [
  { name: 'core', file: 'bench/core.ts' },
  { name: 'builder', file: 'bench/builder.ts' },
  { name: 'campaigns-list', file: 'bench/campaigns-list.ts', pgOptIn: true },
  { name: 'generators-browser', file: 'bench/generators-browser.ts', needs: 'chromium' },
  // Also PUTs its plan on PostgreSQL when BENCH_DATABASE_URL answers (a scratch database).
  { name: 'builder-browser', file: 'bench/builder-browser.ts', needs: 'chromium' },
  // After generators-browser: reuses its web build (E2E_DIST_DIR); alone it builds one, and without Chromium prints the API figures only.
  { name: 'admin-list', file: 'bench/admin-list.ts' },
  // Also after generators-browser (reuses its build, which has Vite's manifest); alone it builds one. Without Chromium it prints the sizes only.
  { name: 'web', file: 'bench/web.ts' },
  { name: 'start', file: 'bench/start.ts' },
  { name: 'load', file: 'bench/load.ts' },
  { name: 'crash', file: 'bench/crash.ts' },
  { name: 'scale', file: 'bench/scale.ts' },
  { name: 'sqlmap', file: 'bench/sqlmap.sh' },
]

const wanted = process.argv.slice(2)
const unknown = wanted.filter((w) => !BENCHES.some((b) => b.name === w))
if (unknown.length) {
  console.error(`Unknown bench: ${unknown.join(', ')}. Known: ${BENCHES.map((b) => b.name).join(', ')}`)
  process.exit(2)
}

const env: NodeJS.ProcessEnv = { ...process.env }
const pgUrl = env.BENCH_DATABASE_URL ?? DEFAULT_PG
env.BENCH_DATABASE_URL = pgUrl
const pgUp = await answers(pgUrl)
if (pgUp) {
  console.log(`PostgreSQL at ${new URL(pgUrl).host}: the PostgreSQL parts run.`)
} else {
  console.log(`PostgreSQL parts skipped: nothing answers at ${new URL(pgUrl).host} (set BENCH_DATABASE_URL).`)
}

const summary: string[] = []
let failed = false
for (const bench of BENCHES.filter((b) => wanted.length === 0 || wanted.includes(b.name))) {
  console.log(`\n=== bench/${bench.name} ===`)
  if (!existsSync(join(root, bench.file))) {
    summary.push(`${bench.name.padEnd(20)} missing (${bench.file} not found)`)
    console.log(`${bench.file} not found: skipped`)
    continue
  }
  if (bench.needs === 'chromium') {
    const chromium = env.CHROMIUM_PATH ?? '/usr/bin/chromium'
    if (!existsSync(chromium)) {
      summary.push(`${bench.name.padEnd(20)} skipped (no Chromium at ${chromium})`)
      console.log(`skipped: no Chromium at ${chromium} (sudo apt-get install chromium, or set CHROMIUM_PATH)`)
      continue
    }
    if (!env.E2E_DIST_DIR) {
      env.E2E_DIST_DIR = mkdtempSync(join(tmpdir(), 'forjaads-bench-dist-'))
      const build = spawnSync('npx', ['vite', 'build', '--outDir', env.E2E_DIST_DIR, '--emptyOutDir'], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] })
      if (build.status !== 0) {
        summary.push(`${bench.name.padEnd(20)} failed (the web build failed)`)
        failed = true
        continue
      }
    }
  }
  const [cmd, args] = bench.file.endsWith('.sh') ? ['sh', [bench.file]] : [process.execPath, ['--import', 'tsx', bench.file]]
  const started = Date.now()
  const benchEnv = { ...env }
  if (bench.pgOptIn && !pgUp) delete benchEnv.BENCH_DATABASE_URL
  const run = spawnSync(cmd, args, { cwd: root, env: benchEnv, stdio: 'inherit' })
  const seconds = Math.round((Date.now() - started) / 1000)
  const ok = run.status === 0
  failed ||= !ok
  summary.push(`${bench.name.padEnd(20)} ${ok ? 'done' : `FAILED (exit ${run.status ?? run.signal})`} in ${seconds} s`)
}

console.log('\n=== summary ===')
for (const line of summary) console.log(line)
process.exit(failed ? 1 : 0)
