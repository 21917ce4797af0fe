import { randomBytes } from 'node:crypto'
import { linkSync, mkdirSync, readFileSync, renameSync, unlinkSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

/**
 * One process at a time on an embedded data folder: `DATA_DIR/server.lock` holds the owner's PID.
 * Two PGlite instances on one folder each see only their own writes and lose the other's on restart,
 * so a second opener must refuse; a lock whose PID is gone (kill -9, power loss) is taken over.
 */

export const LOCK_FILE = 'server.lock'

interface LockContent { pid: number; startedAt: string; token: string }

export class DataDirInUseError extends Error {
  constructor(readonly dir: string, readonly pid: number) {
    super(
      `A pasta de dados ${dir} já está em uso pelo processo ${pid} (outro servidor ForjaAds?). ` +
        `/ The data folder ${dir} is in use by process ${pid}.`,
    )
    this.name = 'DataDirInUseError'
  }
}

export interface DataDirLock {
  dir: string
  release(): void
}

/** Folders locked by this process, so a second open here refuses too (its PID is alive: ours). */
const heldHere = new Map<string, string>()

function read(file: string): LockContent | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockContent>
    if (typeof parsed.pid === 'number' && typeof parsed.token === 'string') return parsed as LockContent
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined
  }
  // Unreadable content: never written by a live owner (files are complete before they get the name).
  return { pid: 0, startedAt: '', token: '' }
}

/** Whether `pid` is a running process (a zombie is not). Our own PID counts only if we hold the folder. */
function alive(lock: LockContent, dir: string): boolean {
  if (lock.pid <= 0) return false
  if (lock.pid === process.pid) return heldHere.get(dir) === lock.token
  try {
    process.kill(lock.pid, 0)
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
  try {
    const stat = readFileSync(`/proc/${lock.pid}/stat`, 'utf8')
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z'
  } catch {
    return true
  }
}

/** Writes `content` to a fresh temporary file next to `file` and returns its path. */
function temp(file: string, content: LockContent): string {
  const path = `${file}.${content.token}.tmp`
  writeFileSync(path, JSON.stringify(content), { mode: 0o644 })
  return path
}

/** Creates `file` only if no file has that name (link fails with EEXIST), complete from the start. */
function createExclusive(file: string, content: LockContent): boolean {
  const tmp = temp(file, content)
  try {
    linkSync(tmp, file)
    return true
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false
    throw err
  } finally {
    unlinkSync(tmp)
  }
}

/**
 * Replaces a stale lock. Only the holder of `server.lock.takeover` may do it, and it re-reads the lock
 * inside, so two starters that both saw the same dead PID cannot both win.
 */
function takeOver(file: string, dir: string, content: LockContent): 'taken' | 'retry' | LockContent {
  const guard = `${file}.takeover`
  if (!createExclusive(guard, content)) {
    const other = read(guard)
    if (other && !alive(other, dir)) unlinkQuietly(guard)
    return 'retry'
  }
  try {
    const current = read(file)
    if (!current) return 'retry'
    if (alive(current, dir)) return current
    renameSync(temp(file, content), file)
    return read(file)?.token === content.token ? 'taken' : 'retry'
  } finally {
    unlinkQuietly(guard)
  }
}

function unlinkQuietly(path: string) {
  try {
    unlinkSync(path)
  } catch {
    // already gone
  }
}

/** Takes the folder's lock or throws DataDirInUseError naming the folder (absolute) and the holder's PID. */
export function lockDataDir(dataDir: string): DataDirLock {
  const dir = resolve(dataDir)
  mkdirSync(dir, { recursive: true })
  const file = join(dir, LOCK_FILE)
  const content: LockContent = {
    pid: process.pid,
    startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString(),
    token: randomBytes(12).toString('hex'),
  }
  for (let attempt = 0; attempt < 20; attempt++) {
    if (createExclusive(file, content)) return held(dir, file, content.token)
    const current = read(file)
    if (!current) continue
    if (alive(current, dir)) throw new DataDirInUseError(dir, current.pid)
    const outcome = takeOver(file, dir, content)
    if (outcome === 'taken') return held(dir, file, content.token)
    if (outcome !== 'retry') throw new DataDirInUseError(dir, outcome.pid)
  }
  throw new Error(`Não foi possível obter o lock de ${file}. / Could not lock ${file}.`)
}

function held(dir: string, file: string, token: string): DataDirLock {
  heldHere.set(dir, token)
  const release = () => {
    process.off('exit', release)
    if (heldHere.get(dir) !== token) return
    heldHere.delete(dir)
    if (read(file)?.token === token) unlinkQuietly(file)
  }
  process.on('exit', release)
  return { dir, release }
}
