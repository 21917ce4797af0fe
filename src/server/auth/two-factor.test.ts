import { execFileSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testing/harness'
import { checkTwoFactorCode } from './two-factor-code'
import { base32Decode, hotp, TOTP_PERIOD_SECONDS } from './totp'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const post = (path: string, json: unknown, cookie?: string) => t.request(`/api/auth${path}`, { method: 'POST', json, cookie })
const cookieOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')
const hasSession = (res: Response) => res.headers.getSetCookie().some((c) => /session_token=[^;]+/.test(c))
const errorOf = async (res: Response) => ((await res.json()) as { error: { code: string; message: string } }).error

/** The code of the step `offset` steps from now, for the secret of an otpauth:// URI. */
function codeAt(totpURI: string, offset = 0) {
  const secret = new URL(totpURI).searchParams.get('secret')!
  return hotp(base32Decode(secret), Math.floor(Date.now() / 1000 / TOTP_PERIOD_SECONDS) + offset)
}

/** A code none of the accepted steps gives. */
function wrongCode(totpURI: string) {
  const valid = new Set([-1, 0, 1].map((o) => codeAt(totpURI, o)))
  for (let n = 123456; ; n++) if (!valid.has(String(n))) return String(n)
}

/** A user with 2FA switched on; returns the URI, backup codes and a session cookie. */
async function enrolled(email: string) {
  const cookie = await t.user(email)
  const enable = await post('/two-factor/enable', { password: 'senha-forte' }, cookie)
  expect(enable.status).toBe(200)
  const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] }
  const verify = await post('/two-factor/verify-totp', { code: codeAt(totpURI) }, cookie)
  expect(verify.status).toBe(200)
  return { totpURI, backupCodes, cookie: cookieOf(verify) }
}

/** Password step of a sign-in with 2FA on: no session yet, the challenge cookie. */
async function passwordStep(email: string) {
  const res = await post('/sign-in/email', { email, password: 'senha-forte' })
  expect(res.status).toBe(200)
  expect(await res.json()).toMatchObject({ twoFactorRedirect: true })
  expect(hasSession(res)).toBe(false)
  return cookieOf(res)
}

describe('two-factor sign-in', () => {
  it('enrol → verify → sign-in waits for the code → a code works once → backup code once → off', async () => {
    const email = 'dois-fatores@example.com'
    const cookie = await t.user(email)
    const enable = await post('/two-factor/enable', { password: 'senha-forte' }, cookie)
    expect(enable.status).toBe(200)
    const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] }
    const uri = new URL(totpURI)
    expect(decodeURIComponent(uri.pathname)).toContain(`ForjaAds:${email}`)
    expect(uri.searchParams.get('issuer')).toBe('ForjaAds')
    expect(uri.searchParams.get('digits')).toBe('6')
    expect(uri.searchParams.get('period')).toBe('30')
    expect(backupCodes).toHaveLength(10)
    // Not on until a code is verified.
    expect((await (await t.request('/api/me', { cookie })).json()) as object).toMatchObject({ user: { two_factor_enabled: false } })
    const enrolCode = codeAt(totpURI)
    const verify = await post('/two-factor/verify-totp', { code: enrolCode }, cookie)
    expect(verify.status).toBe(200)
    const session = cookieOf(verify)
    expect((await (await t.request('/api/me', { cookie: session })).json()) as object).toMatchObject({ user: { two_factor_enabled: true } })

    // Password alone gives no session; /api/me refuses the challenge cookie.
    const challenge = await passwordStep(email)
    expect((await t.request('/api/me', { cookie: challenge })).status).toBe(401)
    // The enrolment code was used already.
    const replayEnrol = await post('/two-factor/verify-totp', { code: enrolCode }, challenge)
    expect(replayEnrol.status).toBe(401)
    expect((await errorOf(replayEnrol)).message).toBe('Código de verificação inválido')
    const code = codeAt(totpURI, 1)
    const ok = await post('/two-factor/verify-totp', { code }, challenge)
    expect(ok.status).toBe(200)
    expect(hasSession(ok)).toBe(true)
    expect(JSON.stringify(await ok.json())).not.toMatch(/"token"/)
    expect((await t.request('/api/me', { cookie: cookieOf(ok) })).status).toBe(200)

    // The same code again, on a new challenge: refused like a wrong code.
    const again = await post('/two-factor/verify-totp', { code }, await passwordStep(email))
    expect(again.status).toBe(401)
    expect(await errorOf(again)).toEqual({ code: 'INVALID_CODE', message: 'Código de verificação inválido' })
    expect(hasSession(again)).toBe(false)

    // A backup code works once.
    const backup = await post('/two-factor/verify-backup-code', { code: backupCodes[0] }, await passwordStep(email))
    expect(backup.status).toBe(200)
    expect(hasSession(backup)).toBe(true)
    const backupAgain = await post('/two-factor/verify-backup-code', { code: backupCodes[0] }, await passwordStep(email))
    expect(backupAgain.status).toBe(401)
    expect((await errorOf(backupAgain)).message).toBe('Código de verificação inválido')

    // Off with the password; then the password alone signs in.
    expect((await post('/two-factor/disable', { password: 'errada-123' }, session)).status).toBe(422)
    const offCode = [-1, 0, 1].map((o) => codeAt(totpURI, o)).find((c) => c !== enrolCode && c !== code)!
    const wrongOff = await post('/two-factor/disable', { password: 'senha-forte', code: wrongCode(totpURI) }, cookieOf(backup))
    expect(wrongOff.status).toBe(401)
    expect((await errorOf(wrongOff)).message).toBe('Código de verificação inválido')
    const replayOff = await post('/two-factor/disable', { password: 'senha-forte', code }, cookieOf(backup))
    expect(replayOff.status).toBe(401) // the code that signed in cannot switch 2FA off
    const off = await post('/two-factor/disable', { password: 'senha-forte', code: offCode }, cookieOf(backup))
    expect(off.status).toBe(200)
    const plain = await post('/sign-in/email', { email, password: 'senha-forte' })
    expect(plain.status).toBe(200)
    expect(hasSession(plain)).toBe(true)
    expect((await (await t.request('/api/me', { cookie: cookieOf(plain) })).json()) as object).toMatchObject({ user: { two_factor_enabled: false } })
  })

  it('five wrong codes lock the step (429 with the wait), the right code included', async () => {
    const email = 'cinco-erros@example.com'
    const { totpURI } = await enrolled(email)
    const challenge = await passwordStep(email)
    for (let i = 0; i < 5; i++) {
      const res = await post('/two-factor/verify-totp', { code: wrongCode(totpURI) }, challenge)
      expect(res.status).toBe(401)
      expect((await errorOf(res)).message).toBe('Código de verificação inválido')
    }
    const locked = await post('/two-factor/verify-totp', { code: codeAt(totpURI, 1) }, await passwordStep(email))
    expect(locked.status).toBe(429)
    expect(locked.headers.get('retry-after')).toBe('300')
    expect((await errorOf(locked)).message).toMatch(/Tente novamente em 5 minutos\.$/)
    expect(hasSession(locked)).toBe(false)
  })

  it('a wrong code does not burn it: the same code typed right later still works', async () => {
    const email = 'sem-queima@example.com'
    const { totpURI } = await enrolled(email)
    const challenge = await passwordStep(email)
    expect((await post('/two-factor/verify-totp', { code: wrongCode(totpURI) }, challenge)).status).toBe(401)
    expect((await post('/two-factor/verify-totp', { code: codeAt(totpURI, 1) }, challenge)).status).toBe(200)
  })
})

describe('no trusted device', () => {
  it('trustDevice on the code step is ignored: the next sign-in asks for the code again', async () => {
    const email = 'sem-confianca@example.com'
    const { totpURI } = await enrolled(email)
    const first = await post('/two-factor/verify-totp', { code: codeAt(totpURI, 1), trustDevice: true }, await passwordStep(email))
    expect(first.status).toBe(200)
    expect(first.headers.getSetCookie().some((c) => /trust_device=[^;]+/.test(c))).toBe(false)
    const again = await post('/sign-in/email', { email, password: 'senha-forte' }, cookieOf(first))
    expect(await again.json()).toMatchObject({ twoFactorRedirect: true })
    expect(hasSession(again)).toBe(false)
  })
})

describe('checkTwoFactorCode (account deletion)', () => {
  it('accepts a current code once, a backup code once, and nothing for a user without 2FA', async () => {
    const { totpURI, backupCodes } = await enrolled('checar@example.com')
    const me = (await (await t.request('/api/me', { cookie: await t.user('sem-2fa@example.com') })).json()) as { user: { id: string } }
    const [row] = await t.db.query.user.findMany({ where: (u, { eq }) => eq(u.email, 'checar@example.com') })
    const code = codeAt(totpURI, 1)
    expect(await checkTwoFactorCode(t.deps, row.id, wrongCode(totpURI))).toBe(false)
    expect(await checkTwoFactorCode(t.deps, row.id, code)).toBe(true)
    expect(await checkTwoFactorCode(t.deps, row.id, code)).toBe(false)
    expect(await checkTwoFactorCode(t.deps, row.id, backupCodes[3])).toBe(true)
    expect(await checkTwoFactorCode(t.deps, row.id, backupCodes[3])).toBe(false)
    expect(await checkTwoFactorCode(t.deps, me.user.id, code)).toBe(false)
  })
})

const OATHTOOL = '/usr/bin/oathtool'
const hasOathtool = existsSync(OATHTOOL)
if (!hasOathtool) console.warn(`SKIPPED: the oathtool interop test needs ${OATHTOOL} (Debian package oathtool; .ci/run installs it)`)

describe.skipIf(!hasOathtool)('interop with a standard authenticator (Debian oathtool)', () => {
  it('a code from `oathtool --totp -b <secret of the QR code>` signs in', async () => {
    const email = 'oathtool@example.com'
    const cookie = await t.user(email)
    const enable = await post('/two-factor/enable', { password: 'senha-forte' }, cookie)
    const { totpURI } = (await enable.json()) as { totpURI: string }
    const secret = new URL(totpURI).searchParams.get('secret')!
    const first = execFileSync(OATHTOOL, ['--totp', '-b', secret], { encoding: 'utf8' }).trim()
    expect(first).toMatch(/^\d{6}$/)
    expect((await post('/two-factor/verify-totp', { code: first }, cookie)).status).toBe(200)
    // Sign in with the next step's code, as the phone shows it 30 s later.
    const next = execFileSync(OATHTOOL, ['--totp', '-b', '-N', `@${Math.floor(Date.now() / 1000) + 30}`, secret], { encoding: 'utf8' }).trim()
    expect(next).not.toBe(first)
    const ok = await post('/two-factor/verify-totp', { code: next }, await passwordStep(email))
    expect(ok.status).toBe(200)
    expect(hasSession(ok)).toBe(true)
  })
})
