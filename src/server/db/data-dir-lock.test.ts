import { spawnSync } from 'node:child_process'
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { sql } from 'drizzle-orm'
import { afterEach, describe, expect, it } from 'vitest'
import { openDatabase } from './client'
import { DataDirInUseError, LOCK_FILE, lockDataDir } from './data-dir-lock'

const dirs: string[] = []
function tempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'forjaads-lock-'))
  dirs.push(dir)
  return dir
}
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** The PID of a process that has exited (and been reaped). */
function deadPid() {
  const child = spawnSync(process.execPath, ['-e', ''])
  return child.pid!
}

const lockOf = (dir: string) => JSON.parse(readFileSync(join(dir, LOCK_FILE), 'utf8')) as { pid: number; startedAt: string }
const writeLock = (dir: string, content: string) => writeFileSync(join(dir, LOCK_FILE), content)

describe('data folder lock', () => {
  it('refuses a second open of the same folder in one process, naming the folder and the PID', async () => {
    const dir = tempDir()
    const first = await openDatabase({ dataDir: dir })
    try {
      const second = openDatabase({ dataDir: dir })
      await expect(second).rejects.toBeInstanceOf(DataDirInUseError)
      await expect(second).rejects.toThrow(
        `A pasta de dados ${dir} já está em uso pelo processo ${process.pid} (outro servidor ForjaAds?). ` +
          `/ The data folder ${dir} is in use by process ${process.pid}.`,
      )
      expect(lockOf(dir).pid).toBe(process.pid)
      // The folder was initialised (by a child process) and opened with the small buffer pool of decision 008.
      expect(existsSync(join(dir, 'pgdata', 'PG_VERSION'))).toBe(true)
      const result = (await first.db.execute(sql`show shared_buffers`)) as unknown as { rows: unknown[] }
      expect(result.rows).toEqual([{ shared_buffers: '32MB' }])
    } finally {
      await first.close()
    }
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false)
    lockDataDir(dir).release()
  })

  it('names the folder by its absolute path when given a relative one', () => {
    const dir = tempDir()
    const lock = lockDataDir(dir)
    try {
      expect(() => lockDataDir(relative(process.cwd(), dir))).toThrow(`A pasta de dados ${dir} já`)
    } finally {
      lock.release()
    }
  })

  it('refuses a folder held by another live process', () => {
    const dir = tempDir()
    writeLock(dir, JSON.stringify({ pid: process.ppid, startedAt: '', token: 'other' }))
    expect(() => lockDataDir(dir)).toThrow(new DataDirInUseError(dir, process.ppid))
    expect(lockOf(dir).pid).toBe(process.ppid)
  })

  it('takes over a lock left by a process that is gone', () => {
    const dir = tempDir()
    const pid = deadPid()
    writeLock(dir, JSON.stringify({ pid, startedAt: '2026-01-01T00:00:00.000Z', token: 'crashed' }))
    const lock = lockDataDir(dir)
    try {
      expect(lockOf(dir).pid).toBe(process.pid)
      expect(() => lockDataDir(dir)).toThrow(DataDirInUseError)
    } finally {
      lock.release()
    }
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false)
  })

  it('takes over a lock with our own PID that this process does not hold (a restarted container)', () => {
    const dir = tempDir()
    writeLock(dir, JSON.stringify({ pid: process.pid, startedAt: '', token: 'previous-life' }))
    const lock = lockDataDir(dir)
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError)
    lock.release()
  })

  it('takes over an unreadable lock file and leaves no temporary files behind', () => {
    const dir = tempDir()
    writeLock(dir, '')
    const lock = lockDataDir(dir)
    expect(lockOf(dir).pid).toBe(process.pid)
    lock.release()
    lock.release()
    expect(spawnSync('ls', ['-A', dir]).stdout.toString()).toBe('')
  })

  it('does not remove a lock it no longer owns', () => {
    const dir = tempDir()
    const lock = lockDataDir(dir)
    writeLock(dir, JSON.stringify({ pid: process.ppid, startedAt: '', token: 'someone-else' }))
    lock.release()
    expect(lockOf(dir).pid).toBe(process.ppid)
  })
})
