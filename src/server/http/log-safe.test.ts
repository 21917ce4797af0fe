import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp, type TestApp } from '../testing/harness'
import { handleError } from './errors'
import { betterAuthLogger, redact, safeError } from './log-safe'

/** Every line the app logs, as written (JSON), at the most verbose level. */
const lines: string[] = []
const log = pino({ level: 'trace' }, { write: (s: string) => void lines.push(s) })

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ log })
})
afterAll(() => t.close())

describe('no log line carries a token', () => {
  it('a password reset logs the outbox message by address and subject, not its link', async () => {
    await t.signUp('reset-log@example.com')
    const res = await t.request('/api/auth/request-password-reset', {
      method: 'POST', json: { email: 'reset-log@example.com', redirectTo: '/reset-password' },
    })
    expect(res.status).toBe(200)
    const subject = 'Redefina sua senha do ForjaAds'
    await vi.waitFor(() => expect(t.deps.mailer.outbox().map((m) => m.subject)).toContain(subject))
    const { text } = t.deps.mailer.outbox().find((m) => m.subject === subject)!
    const token = /reset-password\/([^?\s]+)/.exec(text)![1]
    expect(token.length).toBeGreaterThan(10)
    const all = lines.join('')
    expect(all).toContain('reset-log@example.com') // the outbox line is there…
    expect(all).toContain('/dev/mailbox')
    expect(all).not.toContain(token) // …without the token
    // nor the token of any other message (the sign-up's verification link)
    for (const m of t.deps.mailer.outbox()) {
      for (const link of m.text.match(/https?:\/\/\S+/g) ?? []) {
        const value = /(?:token=|reset-password\/)([^&?\s]+)/.exec(link)?.[1]
        if (value) expect(all).not.toContain(value)
      }
    }
    // Following the link with a wrong password: still nothing.
    await t.request(`/api/auth/reset-password`, { method: 'POST', json: { token, newPassword: 'x' } })
    expect(lines.join('')).not.toContain(token)
  })

  it('a failing query is logged by message and code, never with its parameters', async () => {
    const secret = 'segredo-do-usuario-0123456789'
    const app = new Hono()
    app.onError((err, c) => handleError(err, c, log))
    app.get('/boom', async () => {
      await t.db.execute(sql`select ${secret}::uuid`)
      return new Response('never')
    })
    const res = await app.request(`/boom?q=${secret}`)
    expect(res.status).toBe(500)
    expect(await res.text()).not.toContain(secret)
    const line = lines.at(-1)!
    expect(line).toContain('unhandled error')
    expect(line).toContain('22P02') // the PostgreSQL code is kept
    expect(line).not.toContain(secret)
  })

  it("better-auth's own messages go through the redaction", () => {
    const before = lines.length
    const logger = betterAuthLogger(log)
    const err = Object.assign(new Error('Failed query: insert into users values ($1)\nparams: abc-token-123'), { params: ['abc-token-123'] })
    logger.log('error', 'reset link http://localhost:3000/api/auth/reset-password/abc-token-123?callbackURL=/x', err, { body: 'abc-token-123' })
    const written = lines.slice(before).join('')
    expect(written).toContain('reset-password/[redigido]')
    expect(written).not.toContain('abc-token-123')
  })

  it("better-auth's SERVER_ERROR line with a failed query keeps no parameter, on one line or many", () => {
    const before = lines.length
    const logger = betterAuthLogger(log)
    logger.log('error', '# SERVER_ERROR: DrizzleQueryError: Failed query: select * from sessions where token = $1 params: sess-tok-987')
    logger.log('error', '# SERVER_ERROR: ', 'Failed query: delete from sessions\nparams: sess-tok-987')
    const written = lines.slice(before).join('')
    expect(written).toContain('params: [omitidos]')
    expect(written).not.toContain('sess-tok-987')
  })
})

describe('redact and safeError', () => {
  it.each([
    ['http://x/api/auth/verify-email?token=eyJhbGciOi.abc&callbackURL=/', 'token=[redigido]&callbackURL=/'],
    ['/reset-password/AbCdEf123?callbackURL=%2F', '/reset-password/[redigido]?callbackURL=%2F'],
    ['cookie better-auth.session_token=abc.def; other=1', 'better-auth.session_token=[redigido]; other=1'],
  ])('%s', (input, expected) => {
    expect(redact(input)).toContain(expected)
  })

  it('keeps the code and first line, drops quoted values and the params line', () => {
    const pgError = Object.assign(new Error('invalid input syntax for type uuid: "meu-segredo"'), { code: '22P02', detail: 'meu-segredo' })
    const out = safeError(Object.assign(new Error('Failed query: select $1::uuid\nparams: meu-segredo'), { cause: pgError }))
    expect(JSON.stringify(out)).not.toContain('meu-segredo')
    expect(out).toMatchObject({ message: 'Failed query: select $1::uuid', cause: { code: '22P02' } })
  })
})
