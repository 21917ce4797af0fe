/**
 * The real app for bench/sqlmap.sh: main.ts's bootstrap on the env it is given (PORT, DATA_DIR...),
 * but with the per-user write limit out of the way, so that sqlmap's hundreds of PATCH/POST/DELETE
 * probes reach the SQL instead of a 429 (which would hide an injection, not prove there is none).
 */
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { serve } from '@hono/node-server'
import { createApp } from '../src/server/app'
import { bootstrap } from '../src/server/bootstrap'
import { readEnv } from '../src/server/env'

const env = readEnv()
const deps = await bootstrap(env, { writeLimit: { window: 60, max: 1_000_000 } })
const app = createApp(deps, { distDir: mkdtempSync(join(tmpdir(), 'forjaads-sqlmap-dist-')) })
const server = serve({ fetch: app.fetch, port: env.PORT, hostname: '127.0.0.1' })

async function shutdown() {
  server.close()
  await deps.database.close()
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
