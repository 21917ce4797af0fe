import { spawn, type ChildProcess } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { buildServer, sourceLocation } from '../../scripts/build-server'
import { freePort } from './testing/free-port'

// The server as `npm start` runs it (decision 015): scripts/build-server.ts's bundle, plain node, a new
// embedded DATA_DIR, NODE_ENV=production and a real SMTP server. Built under node_modules/.cache so its
// package imports resolve from the project's node_modules as dist-server's do.
const root = fileURLToPath(new URL('../..', import.meta.url))
const scratch = join(root, 'node_modules', '.cache', 'forjaads', `bundle-test-${randomBytes(4).toString('hex')}`)
const outDir = join(scratch, 'server')
const dataDir = mkdtempSync(join(tmpdir(), 'forjaads-bundle-'))
const mails: string[] = []
const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, done) {
    const chunks: Buffer[] = []
    stream.on('data', (c: Buffer) => chunks.push(c))
    stream.on('end', () => (mails.push(`${session.envelope.rcptTo.map((r) => r.address).join(',')}\n${Buffer.concat(chunks)}`), done()))
  },
})
let child: ChildProcess | undefined

afterAll(async () => {
  if (child && child.exitCode === null) child.kill('SIGKILL')
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
  rmSync(scratch, { recursive: true, force: true })
  rmSync(dataDir, { recursive: true, force: true })
})

describe('the bundled server', () => {
  let base = ''
  let stderr = ''
  beforeAll(async () => {
    const inputs = await buildServer(outDir)
    // Ours and the pure-JS packages are inside; PGlite and argon2 stay in node_modules.
    expect(inputs.some((f) => f.includes('node_modules/better-auth/'))).toBe(true)
    expect(inputs.some((f) => f.includes('node_modules/@electric-sql/pglite/'))).toBe(false)
    expect(inputs.some((f) => f.includes('node_modules/@node-rs/argon2/'))).toBe(false)

    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
    const smtpPort = (smtp.server.address() as AddressInfo).port
    const port = await freePort()
    base = `http://localhost:${port}`
    child = spawn(process.execPath, ['--enable-source-maps', join(outDir, 'main.js')], {
      env: {
        PATH: process.env.PATH, NODE_ENV: 'production', PORT: String(port), BASE_URL: base, DATA_DIR: dataDir,
        AUTH_SECRET: randomBytes(32).toString('hex'), SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    })
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()))
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the bundled server exited with ${child.exitCode}: ${stderr}`)
      const res = await fetch(`${base}/api/health`).catch(() => undefined)
      if (res?.status === 200) break
      await new Promise((r) => setTimeout(r, 100))
    }
  }, 120_000)

  it('answers health on a new embedded folder (migrations found from the bundle)', async () => {
    const res = await fetch(`${base}/api/health`)
    expect(await res.json()).toEqual({ status: 'ok', database: 'ok' })
  })

  it('signs up (better-auth, argon2), e-mails the link over SMTP (nodemailer) and signs in', async () => {
    const headers = { 'content-type': 'application/json', origin: base }
    const email = 'bundle@example.com'
    const signUp = await fetch(`${base}/api/auth/sign-up/email`, {
      method: 'POST', headers, body: JSON.stringify({ email, password: 'senha-forte-123', name: 'Bundle' }),
    })
    expect(signUp.status).toBe(200)
    for (let i = 0; i < 100 && !mails.some((m) => m.startsWith(email)); i++) await new Promise((r) => setTimeout(r, 100))
    expect(mails.find((m) => m.startsWith(email))).toContain('Confirme')

    const signIn = await fetch(`${base}/api/auth/sign-in/email`, {
      method: 'POST', headers, body: JSON.stringify({ email, password: 'senha-forte-123' }),
    })
    expect(signIn.status).toBe(200)
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
    const me = await fetch(`${base}/api/me`, { headers: { cookie } })
    expect(me.status).toBe(200)
    expect(((await me.json()) as { user: { email: string } }).user.email).toBe(email)
  })

  it('stops on SIGTERM with exit code 0', async () => {
    const exited = new Promise<number | null>((resolve) => child!.once('exit', resolve))
    child!.kill('SIGTERM')
    expect(await exited).toBe(0)
    expect(stderr).toBe('')
  })
})

describe('import.meta.url in a bundle', () => {
  it('is each module’s own source URL, so paths computed from it resolve as from the sources', async () => {
    const fixture = mkdtempSync(join(tmpdir(), 'forjaads-bundle-fixture-')) // not under node_modules: the plugin leaves packages alone
    onTestFinished(() => rmSync(fixture, { recursive: true, force: true }))
    mkdirSync(join(fixture, 'src', 'deep', 'er'), { recursive: true })
    writeFileSync(
      join(fixture, 'src', 'deep', 'er', 'where.ts'),
      "import { fileURLToPath } from 'node:url'\nexport const dist = fileURLToPath(new URL('../../../dist', import.meta.url))\n",
    )
    writeFileSync(join(fixture, 'src', 'entry.ts'), "export { dist } from './deep/er/where'\n")
    const out = join(fixture, 'out')
    await build({ entryPoints: [join(fixture, 'src', 'entry.ts')], outdir: out, bundle: true, platform: 'node', format: 'esm', plugins: [sourceLocation(out)], logLevel: 'silent' })
    const { dist } = (await import(join(out, 'entry.js'))) as { dist: string }
    expect(dist).toBe(join(fixture, 'dist'))
  })
})
