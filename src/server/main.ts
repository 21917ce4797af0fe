import { serve } from '@hono/node-server'
import { createApp } from './app'
import { bootstrap } from './bootstrap'
import { readEnv } from './env'

const env = readEnv()
const deps = await bootstrap(env)
const app = createApp(deps)

const server = serve({ fetch: app.fetch, port: env.PORT }, (info) => {
  deps.log.info(`ForjaAds em ${env.baseUrl} (porta ${info.port}, banco ${deps.database.kind})`)
  if (deps.mailer.usesOutbox && !env.production) {
    deps.log.info(`Sem SMTP_URL: e-mails ficam em ${env.baseUrl}/dev/mailbox`)
  }
})

async function shutdown() {
  server.close()
  await deps.database.close()
  process.exit(0)
}
process.on('SIGINT', shutdown)
process.on('SIGTERM', shutdown)
