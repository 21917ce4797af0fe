/** What several benches share: is a PostgreSQL there, the web build to serve, and autocannon run as a child with its JSON answer. */
import { spawn, spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { freePort as anyFreePort } from '../src/server/testing/free-port'

const root = fileURLToPath(new URL('..', import.meta.url))

/** Whether something accepts TCP connections at the host and port of `url` (PostgreSQL's 5432 by default). */
export function answers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 5432), timeout: 2000 })
    socket.once('connect', () => (socket.end(), resolve(true)))
    socket.once('error', () => resolve(false))
    socket.once('timeout', () => (socket.destroy(), resolve(false)))
  })
}

export interface AutocannonResult {
  requests: { average: number; total: number }
  latency: { p50: number; p99: number }
  non2xx: number
  errors: number
  timeouts: number
}

const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js')

/** autocannon in a child process (so the server under test keeps the CPU it has), its `-j` summary parsed. */
export function runAutocannon(opts: { url: string; connections: number; seconds: number; headers?: Record<string, string> }): Promise<AutocannonResult> {
  const args = [autocannonBin, '-c', String(opts.connections), '-d', String(opts.seconds), '-j', '-n']
  for (const [k, v] of Object.entries(opts.headers ?? {})) args.push('-H', `${k}=${v}`)
  args.push(opts.url)
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] })
    let out = ''
    child.stdout.on('data', (d: Buffer) => (out += d.toString()))
    child.on('error', reject)
    child.on('close', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`))
      resolve(JSON.parse(out) as AutocannonResult)
    })
  })
}

export interface WebBuild {
  /** The folder to serve, undefined when the build failed. */
  dir?: string
  /** Removes the folder if this call made it in a temporary place. */
  cleanup(): void
}

/**
 * The web build a bench serves: E2E_DIST_DIR (or BENCH_DIST_DIR) when it holds one, else a fresh
 * `vite build` (into that folder when one is named, else a temporary one that `cleanup()` removes).
 * `need` names a file the build must hold (e.g. '.vite/manifest.json') to be reused.
 */
export function webBuild(need = 'index.html'): WebBuild {
  const given = process.env.E2E_DIST_DIR ?? process.env.BENCH_DIST_DIR
  if (given && existsSync(join(given, need))) return { dir: given, cleanup: () => {} }
  const out = given ?? mkdtempSync(join(tmpdir(), 'forjaads-bench-dist-'))
  console.log(`building the web app into ${out} …`)
  const build = spawnSync('npx', ['vite', 'build', '--outDir', out, '--emptyOutDir'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] })
  return {
    dir: build.status === 0 ? out : undefined,
    cleanup: () => {
      if (!given) rmSync(out, { recursive: true, force: true })
    },
  }
}

/** A port nobody listens on now (BENCH_PORT when set): benches share the machine with e2e servers. */
export function freePort(): Promise<number> {
  if (process.env.BENCH_PORT) return Promise.resolve(Number(process.env.BENCH_PORT))
  return anyFreePort()
}
