import { resolve } from 'node:path'
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
import { prepareDataFolder, type DataFolderStart } from './pglite-template'
import * as schema from './schema'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /** How an embedded data folder started: it was there, copied from the template, or made by initdb. */
  start?: DataFolderStart
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
/**
 * PostgreSQL's default 128 MB of shared buffers lives in PGlite's WASM memory, which never shrinks:
 * 32 MB holds this app's working set and keeps about 100 MB out of the server's RSS (decision 008).
 */
const pgliteOptions = { startParams: [...PGlite.defaultStartParams, '-c', 'shared_buffers=32MB'] }

/**
 * PostgreSQL when a URL is given, otherwise the embedded PGlite kept in `dataDir`
 * (`':memory:'` for a throwaway one). Migrations run before the database is returned.
 * A real `dataDir` is locked first (DataDirInUseError when another process holds it) until `close()`.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string; templateRoot?: string }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 })
    // A connection that drops (a restart, a failover, a dropped database) emits 'error': on the pool when
    // the client is idle, on the client itself when it is checked out between two queries (a transaction).
    // Unhandled, either would end the process. The query in flight fails, the broken client is discarded
    // on release, and the next query opens a new connection.
    pool.on('error', () => {})
    pool.on('connect', (client) => client.on('error', () => {}))
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
    // A new folder is a copy of a ready one (initdb and migrations done once, in a child process:
    // decision 013); initdb in the server would also leave its WASM memory in the RSS (decision 008).
    const start = await prepareDataFolder(dir, { migrationsFolder, templateRoot: opts.templateRoot })
    return { ...(await openPglite(new PGlite(dir, pgliteOptions), lock.release)), start }
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
