import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterAll, describe, expect, it } from 'vitest'
import { LOCK_FILE } from './db/data-dir-lock'
import { freePort } from './testing/free-port'

// Two real server processes on one DATA_DIR: the second must refuse, the first keep serving.
const main = fileURLToPath(new URL('./main.ts', import.meta.url))
const dataDir = mkdtempSync(join(tmpdir(), 'forjaads-two-servers-'))
const children: ChildProcess[] = []

afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL')
  rmSync(dataDir, { recursive: true, force: true })
})

function startServer(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    // Only what the server needs: Vitest's own variables (BASE_URL=/ among them) would be read as config.
    env: { PATH: process.env.PATH, NODE_ENV: 'development', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let stderr = ''
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()))
  child.stdout!.resume()
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  return { child, exited, stderr: () => stderr }
}

async function healthy(port: number, child: ChildProcess, stderr: () => string) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr()}`)
    const res = await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => undefined)
    if (res?.status === 200) return
    await new Promise((r) => setTimeout(r, 200))
  }
}

describe('two servers on one DATA_DIR', () => {
  it('the second exits non-zero with one line naming the folder and the PID; the first keeps serving', async () => {
    const [port1, port2] = [await freePort(), await freePort()]
    const first = startServer(port1)
    await healthy(port1, first.child, first.stderr)

    const second = startServer(port2)
    expect(await second.exited).not.toBe(0)
    expect(second.stderr().trim()).toBe(
      `A pasta de dados ${dataDir} já está em uso pelo processo ${first.child.pid} (outro servidor ForjaAds?). ` +
        `/ The data folder ${dataDir} is in use by process ${first.child.pid}.`,
    )

    const res = await fetch(`http://127.0.0.1:${port1}/api/health`)
    expect(res.status).toBe(200)

    first.child.kill('SIGTERM')
    expect(await first.exited).toBe(0)
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false)
  }, 180_000)
})
