/**
 * The app as Playwright meets it: the built web app, a fresh embedded database seeded with the
 * fixture accounts, and a real SMTP server (smtp-server) that the app sends its e-mail to; each
 * message received is written as JSON under MAIL_DIR for the specs to read.
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { serve } from '@hono/node-server'
import { SMTPServer } from 'smtp-server'
import { createApp } from '../../src/server/app'
import { bootstrap } from '../../src/server/bootstrap'
import { readEnv } from '../../src/server/env'
import { seedAccounts } from '../../src/server/seed'
import { ACCOUNTS, E2E_DIR, E2E_PORT, E2E_SMTP_PORT, MAIL_DIR } from './accounts'
import { decodeMessage } from './mime'

rmSync(E2E_DIR, { recursive: true, force: true })
mkdirSync(MAIL_DIR, { recursive: true })

let received = 0
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, done) {
    const chunks: Buffer[] = []
    stream.on('data', (c: Buffer) => chunks.push(c))
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((r) => r.address).join(', ')
      const mail = decodeMessage(Buffer.concat(chunks).toString('utf8'))
      // Written whole under a temporary name, then renamed: a reader never sees half a message.
      const file = `${MAIL_DIR}/${Date.now()}-${++received}.json`
      writeFileSync(`${file}.tmp`, JSON.stringify({ to, ...mail }))
      renameSync(`${file}.tmp`, file)
      done()
    })
  },
})
await new Promise<void>((resolve) => smtp.listen(E2E_SMTP_PORT, '127.0.0.1', resolve))

const env = readEnv({
  ...process.env,
  NODE_ENV: 'test',
  PORT: String(E2E_PORT),
  DATA_DIR: `${E2E_DIR}/data`,
  DATABASE_URL: '',
  BASE_URL: `http://localhost:${E2E_PORT}`,
  ADMIN_EMAILS: ACCOUNTS.admin.email,
  SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
  // Básico is a Stripe Payment Link (the page adds the account's reference), Pro any other checkout page.
  CHECKOUT_URL_BASICO: 'https://buy.stripe.com/test_forjaads_basico?locale=pt-BR',
  CHECKOUT_URL_PRO: 'https://checkout.example.com/forjaads-pro',
  LOG_LEVEL: 'warn',
})
// Every spec signs in from 127.0.0.1: a per-test bucket is not possible, so the limiter is relaxed here
// (its behaviour is covered by the API tests).
const deps = await bootstrap(env, { rateLimit: { window: 60, max: 100_000, signIn: { window: 10, max: 100_000 } } })
await seedAccounts(deps, Object.values(ACCOUNTS))
serve({ fetch: createApp(deps, { distDir: process.env.E2E_DIST_DIR }).fetch, port: E2E_PORT }, () => console.log(`e2e server on ${E2E_PORT}`))
