import { serve } from '@hono/node-server'
import { createApp } from './app'
import { bootstrap } from './bootstrap'
import { DataDirInUseError } from './db/data-dir-lock'
import { EnvError, readEnv } from './env'

/** Bootstrap, or one line on stderr and exit code 1 for what the person starting the server must fix. */
async function start() {
  try {
    const env = readEnv()
    return { env, deps: await bootstrap(env) }
  } catch (err) {
    if (err instanceof EnvError || err instanceof DataDirInUseError) {
      console.error(err.message)
      process.exit(1)
    }
    throw err
  }
}

const { env, deps } = await start()
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
