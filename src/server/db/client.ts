import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import { lockDataDir } from './data-dir-lock'
import * as schema from './schema'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
}

const migrationsFolder = fileURLToPath(new URL('../../../drizzle', import.meta.url))

/**
 * PostgreSQL when a URL is given, otherwise the embedded PGlite kept in `dataDir`
 * (`':memory:'` for a throwaway one). Migrations run before the database is returned.
 * A real `dataDir` is locked first (DataDirInUseError when another process holds it) until `close()`.
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 })
    const db = drizzlePg(pool, { schema })
    await migratePg(db, { migrationsFolder })
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() }
  }
  if (opts.dataDir === ':memory:') return openPglite(new PGlite(), () => {})
  const lock = lockDataDir(opts.dataDir)
  try {
    const dir = join(opts.dataDir, 'pgdata')
    mkdirSync(dir, { recursive: true })
    return await openPglite(new PGlite(dir), lock.release)
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
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    async close() {
      try {
        await client.close()
      } finally {
        release()
      }
    },
  }
}
