import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { inArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { DataDirInUseError, lockDataDir } from './db/data-dir-lock'
import { user } from './db/schema'
import { DEMO_ACCOUNTS, seedAccounts, serverHoldsFolderMessage } from './seed'
import { createTestApp } from './testing/harness'

describe('seed', () => {
  it('creates the demo accounts verified, once', async () => {
    const t = await createTestApp()
    try {
      await seedAccounts(t.deps, DEMO_ACCOUNTS)
      await seedAccounts(t.deps, DEMO_ACCOUNTS)
      const rows = await t.db.select().from(user).where(inArray(user.email, DEMO_ACCOUNTS.map((a) => a.email)))
      expect(rows).toHaveLength(DEMO_ACCOUNTS.length)
      expect(rows.every((r) => r.emailVerified)).toBe(true)
      expect((await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: DEMO_ACCOUNTS[0].email, password: DEMO_ACCOUNTS[0].password } })).status).toBe(200)
    } finally {
      await t.close()
    }
  })

  it('says a running server holds the folder, and does not print success', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'forjaads-seed-'))
    const lock = lockDataDir(dataDir) // this process plays the running server
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL('./seed.ts', import.meta.url))], {
        env: { PATH: process.env.PATH, DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      })
      let stdout = ''
      let stderr = ''
      child.stdout.on('data', (d: Buffer) => (stdout += d.toString()))
      child.stderr.on('data', (d: Buffer) => (stderr += d.toString()))
      const code = await new Promise((resolve) => child.once('exit', resolve))
      expect(code).toBe(1)
      expect(stdout).toBe('')
      expect(stderr.trim()).toBe(serverHoldsFolderMessage(new DataDirInUseError(dataDir, process.pid)))
      expect(stderr).toContain('Pare o servidor e rode npm run seed de novo.')
    } finally {
      lock.release()
      rmSync(dataDir, { recursive: true, force: true })
    }
  }, 60_000)
})
