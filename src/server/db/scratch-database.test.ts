/**
 * `npm run bench` on PostgreSQL crashed when a scratch database was dropped under an open pool: a
 * connection checked out between two queries emitted 'error' with nobody listening. Dropping the
 * database under the app's pool must fail the queries, never the process.
 */
import { setTimeout as sleep } from 'node:timers/promises'
import type pg from 'pg'
import { sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { openDatabase } from './client'
import { createScratchDatabase } from './scratch-database'

const adminUrl = process.env.TEST_DATABASE_URL

describe.skipIf(!adminUrl)('a scratch database dropped under an open pool', () => {
  it('fails the queries of the broken connections, not the process; the pool still closes', async () => {
    const scratch = await createScratchDatabase(adminUrl!, 'forjaads_drop')
    const database = await openDatabase({ databaseUrl: scratch.url, dataDir: ':memory:' })
    const pool = (database.db as unknown as { $client: pg.Pool }).$client
    const held = await pool.connect() // checked out, between two queries (as inside a transaction)
    await held.query('select 1')
    await database.db.execute(sql`select 1`) // and one idle in the pool
    const dropped = new Promise<void>((resolve) => held.once('end', () => resolve()))

    await scratch.drop() // terminates every connection to it (drop … with (force))
    await dropped
    await sleep(200) // the idle connection's error arrives too
    await expect(held.query('select 1')).rejects.toThrow()
    held.release(true)
    await expect(database.db.execute(sql`select 1`)).rejects.toThrow()
    await database.close()
  })
})
