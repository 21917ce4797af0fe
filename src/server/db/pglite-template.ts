import { spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, statSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'

/**
 * A fresh embedded data folder starts from a copy of a ready one (decision 013): PGlite's initdb and
 * the migrations run once per PGlite version and migration set, in a short-lived child process, into
 * `node_modules/.cache/forjaads/pglite/<key>`; every new DATA_DIR then gets a copy of that folder
 * (tens of milliseconds instead of seconds of initdb). The migrations still run after, as on any start.
 */

const projectRoot = fileURLToPath(new URL('../../..', import.meta.url))
export const DEFAULT_TEMPLATE_ROOT = join(projectRoot, 'node_modules', '.cache', 'forjaads', 'pglite')
const READY = 'PG_VERSION'
/** Templates of other keys (an older PGlite or migration set) are removed after this long unused. */
const STALE_MS = 7 * 24 * 3600_000

export type DataFolderStart = 'existing' | 'template' | 'initdb'

/** The PGlite version and a hash of the migrations (names and contents): what the template depends on. */
export function templateKey(migrationsFolder: string): string {
  const pglite = JSON.parse(readFileSync(join(projectRoot, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8')) as { version: string }
  const hash = createHash('sha256')
  const files = (dir: string, prefix = ''): string[] =>
    readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name)).flatMap((e) =>
      e.isDirectory() ? files(join(dir, e.name), `${prefix}${e.name}/`) : [`${prefix}${e.name}`])
  for (const name of files(migrationsFolder)) hash.update(name).update('\0').update(readFileSync(join(migrationsFolder, name))).update('\0')
  return `${pglite.version}-${hash.digest('hex').slice(0, 16)}`
}

/** initdb and the migrations into `dir`, in a child process (its WASM memory goes when it exits). */
function initializeInChild(dir: string, migrationsFolder?: string): Promise<boolean> {
  const migrate = migrationsFolder
    ? `const { drizzle } = await import('drizzle-orm/pglite'); const { migrate } = await import('drizzle-orm/pglite/migrator');
       await migrate(drizzle(db), { migrationsFolder: ${JSON.stringify(migrationsFolder)} }); await db.query('checkpoint');`
    : ''
  const script = `const { PGlite } = await import('@electric-sql/pglite'); const db = new PGlite(${JSON.stringify(dir)}); await db.waitReady; ${migrate} await db.close()`
  return new Promise((done) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: projectRoot, stdio: 'ignore' })
    child.once('error', () => done(false))
    child.once('exit', (code) => done(code === 0 && existsSync(join(dir, READY))))
  })
}

/** Removes templates of other keys that nobody has used for a week, and unfinished builds. */
function prune(root: string, keep: string) {
  for (const name of readdirSync(root)) {
    if (name === keep) continue
    const path = join(root, name)
    try {
      if (Date.now() - statSync(path).mtimeMs > (name.includes('.tmp-') ? 3600_000 : STALE_MS)) rmSync(path, { recursive: true, force: true })
    } catch {
      // another process removed it
    }
  }
}

/**
 * The ready template folder for `migrationsFolder`, made first if missing (in a child process, under a
 * temporary name, renamed when complete: a crash or a concurrent build never leaves half a template).
 * Undefined if it cannot be made (no writable node_modules, the child failed).
 */
export async function ensureTemplate(opts: { migrationsFolder: string; root?: string }): Promise<string | undefined> {
  const root = opts.root ?? DEFAULT_TEMPLATE_ROOT
  try {
    const key = templateKey(opts.migrationsFolder)
    const ready = join(root, key)
    if (existsSync(join(ready, READY))) return ready
    mkdirSync(root, { recursive: true })
    prune(root, key)
    const tmp = join(root, `${key}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`)
    if (!(await initializeInChild(tmp, opts.migrationsFolder))) {
      rmSync(tmp, { recursive: true, force: true })
      return undefined
    }
    try {
      renameSync(tmp, ready)
    } catch {
      rmSync(tmp, { recursive: true, force: true }) // another process finished first: theirs is as good
    }
    return existsSync(join(ready, READY)) ? ready : undefined
  } catch {
    return undefined
  }
}

const isEmptyDir = (dir: string) => readdirSync(dir).length === 0

/**
 * Copies a folder tree in a worker thread (synchronous copies there), so the server's modules load on
 * the main thread meanwhile: main.ts opens the database before importing the app. One copyFile per
 * file: fs.cp's extra stat calls cost more than the copy on a thousand small files (the catalogs).
 * COPYFILE_FICLONE makes a copy-on-write clone where the file system can (btrfs, XFS).
 */
const COPY_TREE = `
const { workerData: { from, to } } = require('node:worker_threads')
const { constants, copyFileSync, mkdirSync, readdirSync } = require('node:fs')
const { join, relative } = require('node:path')
const entries = readdirSync(from, { recursive: true, withFileTypes: true })
const path = (e) => relative(from, join(e.parentPath, e.name))
mkdirSync(to)
for (const e of entries) if (e.isDirectory()) mkdirSync(join(to, path(e)), { recursive: true })
for (const e of entries) if (e.isFile()) copyFileSync(join(from, path(e)), join(to, path(e)), constants.COPYFILE_FICLONE)
`

function copyTree(from: string, to: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(COPY_TREE, { eval: true, workerData: { from, to } })
    worker.once('error', reject)
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`copy of ${from} exited with ${code}`))))
  })
}

/**
 * Makes `pgdata` (inside a locked DATA_DIR) a database folder if it is not one yet, and says how:
 * 'existing' (it was), 'template' (a copy of the template, copied under a temporary name and renamed,
 * so a crash mid-copy leaves no half folder), or 'initdb' (no template: PGlite's initdb in a child
 * process, as before). A folder with files but no PG_VERSION is left to PGlite, never overwritten.
 */
export async function prepareDataFolder(pgdata: string, opts: { migrationsFolder: string; templateRoot?: string }): Promise<DataFolderStart> {
  if (existsSync(join(pgdata, READY))) return 'existing'
  const parent = dirname(pgdata)
  mkdirSync(parent, { recursive: true })
  for (const leftover of readdirSync(parent).filter((n) => n.startsWith(`${basename(pgdata)}.copy-`))) {
    rmSync(join(parent, leftover), { recursive: true, force: true }) // a copy a crashed start left behind
  }
  const vacant = !existsSync(pgdata) || isEmptyDir(pgdata)
  const template = vacant ? await ensureTemplate({ migrationsFolder: opts.migrationsFolder, root: opts.templateRoot }) : undefined
  if (template) {
    const copy = `${pgdata}.copy-${randomBytes(4).toString('hex')}`
    try {
      await copyTree(template, copy)
      if (existsSync(pgdata)) rmdirSync(pgdata)
      renameSync(copy, pgdata)
      return 'template'
    } catch {
      rmSync(copy, { recursive: true, force: true })
    }
  }
  mkdirSync(pgdata, { recursive: true })
  await initializeInChild(pgdata)
  return 'initdb'
}
