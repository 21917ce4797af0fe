import { openDatabase } from './db/client'
import { DataDirInUseError } from './db/data-dir-lock'
import { EnvError, readEnv, type Env } from './env'

/** One line on stderr and exit code 1 for what the person starting the server must fix; anything else is thrown. */
function fail(err: unknown): never {
  if (err instanceof EnvError || err instanceof DataDirInUseError) {
    console.error(err.message)
    process.exit(1)
  }
  throw err
}

let env: Env
try {
  env = readEnv()
} catch (err) {
  fail(err)
}
// The database opens first (a new embedded folder is copied from the template on libuv's threads,
// PGlite's WASM compiles off the main thread) while the app's modules load: a shorter start (decision 013).
const opening = openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR })
opening.catch(() => {}) // awaited by bootstrap below; not an unhandled rejection while the modules load
const [{ serve }, { createApp }, { bootstrap }] = await Promise.all([import('@hono/node-server'), import('./app'), import('./bootstrap')])
const deps = await bootstrap(env, { database: opening }).catch(fail)
const app = createApp(deps)

const server = serve({ fetch: app.fetch, port: env.PORT }, (info) => {
  deps.log.info(`ForjaAds em ${env.baseUrl} (porta ${info.port}, banco ${deps.database.kind})`)
  if (deps.mailer.usesOutbox && !env.production) {
    deps.log.info(`Sem SMTP_URL: e-mails ficam em ${env.baseUrl}/dev/mailbox`)
  }
})

let stopping = false
/** Stops accepting, lets the requests in flight finish (5 s at most), then closes the database. */
async function shutdown() {
  if (stopping) return
  stopping = true
  await deps.events?.close() // ends the admins' live streams, which would otherwise hold the server open
  const closed = new Promise((resolve) => server.close(resolve))
  if ('closeIdleConnections' in server) server.closeIdleConnections()
  await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5000))])
  await deps.database.close()
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
