import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../testing/harness'
import { DEFAULT_ACCOUNT_LIMIT, formatWait, waitSeconds } from './account-limit'

// A clock the tests move: waits end without sleeping.
let clock = new Date('2026-11-21T12:00:00.000Z').getTime()
const tick = (seconds: number) => {
  clock += seconds * 1000
}

let t: TestApp
beforeAll(async () => {
  // Behind one trusted proxy: each request comes from the address it appended to X-Forwarded-For.
  t = await createTestApp({ now: () => new Date(clock), env: { TRUST_PROXY: '1' } })
})
afterAll(() => t.close())

let ip = 0
function signInFrom(email: string, password: string) {
  ip++
  return t.request('/api/auth/sign-in/email', {
    method: 'POST',
    json: { email, password },
    headers: { 'x-forwarded-for': `203.0.${Math.floor(ip / 250)}.${ip % 250}` },
  })
}

describe('waits', () => {
  it('start after the 10th failure at 30 s, double with each further one, and stop at 15 min', () => {
    const waits = [9, 10, 11, 12, 13, 14, 15, 16, 40].map((n) => waitSeconds(DEFAULT_ACCOUNT_LIMIT, n))
    expect(waits).toEqual([0, 30, 60, 120, 240, 480, 900, 900, 900])
  })

  it('are said in seconds or minutes', () => {
    expect([formatWait(1), formatWait(30), formatWait(60), formatWait(61), formatWait(900)]).toEqual([
      '1 segundo', '30 segundos', '1 minuto', '2 minutos', '15 minutos',
    ])
  })
})

describe('per-account limit on failed sign-ins', () => {
  it('answers 429 after 10 wrong passwords from 10 addresses, for any address and the right password too', async () => {
    await t.signUp('alvo@example.com', 'senha-certa')
    const statuses: number[] = []
    let last: Response | undefined
    for (let i = 0; i < 40; i++) {
      last = await signInFrom('alvo@example.com', `errada-${i}`)
      statuses.push(last.status)
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(401))
    expect(statuses.slice(10)).toEqual(Array(30).fill(429))
    expect(last!.headers.get('retry-after')).toBe('30')
    expect(await last!.json()).toEqual({
      error: {
        code: 'account_rate_limited',
        message: 'Muitas tentativas para esta conta. Por segurança, ela não aceita entradas (nem com a senha correta) por enquanto. Tente novamente em 30 segundos.',
      },
    })
    expect((await signInFrom('ALVO@example.com', 'senha-certa')).status).toBe(429)
  })

  it('lets one more try after the wait, then waits twice as long', async () => {
    tick(31)
    expect((await signInFrom('alvo@example.com', 'errada-de-novo')).status).toBe(401)
    const locked = await signInFrom('alvo@example.com', 'senha-certa')
    expect(locked.status).toBe(429)
    expect(locked.headers.get('retry-after')).toBe('60')
    expect(((await locked.json()) as { error: { message: string } }).error.message).toMatch(/Tente novamente em 1 minuto\.$/)
  })

  it('a right password after the wait signs in and clears the count', async () => {
    tick(61)
    expect((await signInFrom('alvo@example.com', 'senha-certa')).status).toBe(200)
    for (let i = 0; i < 9; i++) expect((await signInFrom('alvo@example.com', 'errada')).status).toBe(401)
    expect((await signInFrom('alvo@example.com', 'senha-certa')).status).toBe(200)
  })

  it('counts afresh once the 15-minute window has passed', async () => {
    for (let i = 0; i < 9; i++) await signInFrom('janela@example.com', 'errada')
    tick(15 * 60 + 1)
    for (let i = 0; i < 9; i++) expect((await signInFrom('janela@example.com', 'errada')).status).toBe(401)
    expect((await signInFrom('janela@example.com', 'errada')).status).toBe(401)
    expect((await signInFrom('janela@example.com', 'errada')).status).toBe(429)
  })

  it('limits an address with no account the same way (no probing), and other accounts are not affected', async () => {
    for (let i = 0; i < 10; i++) expect((await signInFrom('ninguem@example.com', 'x-123456')).status).toBe(401)
    expect((await signInFrom('ninguem@example.com', 'x-123456')).status).toBe(429)
    await t.signUp('vizinho@example.com', 'senha-certa')
    expect((await signInFrom('vizinho@example.com', 'senha-certa')).status).toBe(200)
  })
})
