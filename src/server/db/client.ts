import { spawn } from 'node:child_process'
import { existsSync, mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { lockDataDir } from './data-dir-lock'
import { listenPostgres, type ListenHandlers, type Listener } from './listener'
import * as schema from './schema'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /**
   * LISTEN on `channel` (NOTIFY from any connection, any app instance on PostgreSQL). PostgreSQL: one
   * dedicated connection that reconnects by itself; PGlite: the embedded instance's own listen.
   * `close()` of the database closes its listeners first.
   */
  listen(channel: string, handlers: ListenHandlers): Listener
  close(): Promise<void>
}

/** Keeps the listeners a database opened, to close them before the database itself. */
function listenerSet() {
  const open = new Set<Listener>()
  return {
    add(listener: Listener): Listener {
      open.add(listener)
      return {
        ready: listener.ready,
        close: async () => {
          open.delete(listener)
          await listener.close()
        },
      }
    },
    closeAll: () => Promise.all([...open].map((l) => l.close().catch(() => {}))),
  }
}

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url))
const projectRoot = fileURLToPath(new URL('../../..', import.meta.url))

/**
 * PostgreSQL's default 128 MB of shared buffers lives in PGlite's WASM memory, which never shrinks:
 * 32 MB holds this app's working set and keeps about 100 MB out of the server's RSS (decision 008).
 */
const pgliteOptions = { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'] }

/**
 * A new folder is initialised (initdb) in a short-lived child process: done in the server, the
 * initdb instance's WASM memory (about 430 MB) stays in the RSS until a major GC that an idle server
 * never runs. Best effort: if the child fails, PGlite initialises the folder in process as before.
 */
async function initializeInChild(dir: string) {
  if (existsSync(join(dir, 'PG_VERSION'))) return
  const script = `const { PGlite } = await import('@electric-sql/pglite'); const db = new PGlite(${JSON.stringify(dir)}); await db.waitReady; await db.close()`
  await new Promise<void>((done) => {
    const child = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: projectRoot, stdio: 'ignore' })
    child.once('error', () => done())
    child.once('exit', () => done())
  })
}

/**
 * PostgreSQL when a URL is given, otherwise the embedded PGlite kept in `dataDir`
 * (`':memory:'` for a throwaway one). Migrations run before the database is returned.
 * A real `dataDir` is locked first (DataDirInUseError when another process holds it) until `close()`.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 })
    // An idle client whose connection drops (a restart, a dropped database) emits 'error' on the pool:
    // unhandled, it would end the process; the next query opens a new connection instead.
    pool.on('error', () => {})
    const db = drizzlePg(pool, { schema })
    await migratePg(db, { migrationsFolder })
    const listeners = listenerSet()
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      listen: (channel, handlers) => listeners.add(listenPostgres(opts.databaseUrl!, channel, handlers)),
      async close() {
        await listeners.closeAll()
        await pool.end()
      },
    }
  }
  if (opts.dataDir === ':memory:') return openPglite(new PGlite(pgliteOptions), () => {})
  const lock = lockDataDir(opts.dataDir)
  try {
    const dir = resolve(opts.dataDir, 'pgdata')
    mkdirSync(dir, { recursive: true })
    await initializeInChild(dir)
    return await openPglite(new PGlite(dir, pgliteOptions), lock.release)
  } catch (err) {
    lock.release()
    throw err
  }
}

async function openPglite(client: PGlite, release: () => void): Promise<Database> {
  const db = drizzlePglite(client, { schema })
  try {
    await migratePglite(db, { migrationsFolder })
  } catch (err) {
    await client.close().catch(() => {})
    throw err
  }
  const listeners = listenerSet()
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    listen(channel, handlers) {
      const unlisten = client.listen(channel, (payload) => handlers.notify(payload))
      return listeners.add({
        ready: unlisten.then(() => {}),
        async close() {
          const stop = await unlisten.catch(() => undefined)
          if (stop && !client.closed) await stop().catch(() => {})
        },
      })
    },
    async close() {
      await listeners.closeAll()
      try {
        await client.close()
      } finally {
        release()
      }
    },
  }
}
