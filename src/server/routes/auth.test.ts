import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profiles, user } from '../db/schema'
import { createTestApp, type TestApp } from '../testing/harness'

let t: TestApp
const now = new Date('2026-11-21T12:00:00.000Z')
beforeAll(async () => {
  t = await createTestApp({ now: () => now })
})
afterAll(() => t.close())

describe('sign-up', () => {
  it('creates the account and its profile with a 3-day pro trial', async () => {
    const res = await t.signUp('ana@example.com', 'segredo1', 'Ana Souza')
    expect(res.status).toBe(200)
    const [row] = await t.db.select().from(user).where(eq(user.email, 'ana@example.com'))
    const [profile] = await t.db.select().from(profiles).where(eq(profiles.id, row.id))
    expect(profile).toMatchObject({
      email: 'ana@example.com', nome_completo: 'Ana Souza', plan: 'pro', subscription_status: 'trialing',
    })
    // The database hook uses the real clock; the trial ends 3 days after creation.
    const days = (profile.trial_expires_at!.getTime() - profile.created_at.getTime()) / 86_400_000
    expect(days).toBeCloseTo(3, 3)
  })

  it('stores the password as argon2id (19 MiB, 2 iterations, parallelism 1)', async () => {
    const rows = await t.db.execute<{ password: string }>(
      `select a.password from accounts a join users u on u.id = a.user_id where u.email = 'ana@example.com'` as never,
    )
    const hash = (rows as unknown as { rows: { password: string }[] }).rows[0].password
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)
  })

  it.each([
    [{ name: 'Bia', email: 'bia@example.com', password: '12345' }, 'PASSWORD_TOO_SHORT', 'A senha deve ter pelo menos 6 caracteres.'],
    [{ name: 'Bia', email: 'bia@example.com' }, undefined, undefined],
    [{ name: 'Bia', password: 'segredo1' }, undefined, undefined],
    [{ email: 'bia@example.com', password: 'segredo1' }, undefined, undefined],
    [{ name: 'Bia', email: 'não-é-email', password: 'segredo1' }, undefined, undefined],
  ])('refuses %o with a 4xx and a pt-BR message, creating nothing', async (body, code, message) => {
    const res = await t.request('/api/auth/sign-up/email', { method: 'POST', json: body })
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
    const json = (await res.json()) as { error: { code: string; message: string } }
    if (code) expect(json.error.code).toBe(code)
    if (message) expect(json.error.message).toBe(message)
    expect(json.error.message).toMatch(/[a-zà-ú]/i)
    expect(await t.db.select().from(user).where(eq(user.email, 'bia@example.com'))).toHaveLength(0)
  })

  it.each([
    ['   ', 'Informe seu nome completo.'],
    ['x'.repeat(121), 'Nome muito longo (máximo 120 caracteres).'],
    [42, 'Informe seu nome completo.'],
  ])('refuses the name %j with 422 and creates nothing', async (name, message) => {
    const res = await t.request('/api/auth/sign-up/email', { method: 'POST', json: { name, email: 'nome@example.com', password: 'segredo1' } })
    expect(res.status).toBe(422)
    expect(await res.json()).toEqual({ error: { code: 'invalid_input', message } })
    expect(await t.db.select().from(user).where(eq(user.email, 'nome@example.com'))).toHaveLength(0)
  })

  it('never creates a second account for a known e-mail, and answers as for a new one (no enumeration)', async () => {
    const res = await t.signUp('ana@example.com', 'outrasenha', 'Outra Ana')
    expect(res.status).toBe(200)
    expect(await t.db.select().from(user).where(eq(user.email, 'ana@example.com'))).toHaveLength(1)
    const old = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: 'ana@example.com', password: 'segredo1' } })
    expect(old.status).toBe(200)
    const taken = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: 'ana@example.com', password: 'outrasenha' } })
    expect(taken.status).toBe(401)
  })

  it('answers malformed JSON with a 4xx, never a 500', async () => {
    const res = await t.request('/api/auth/sign-up/email', {
      method: 'POST', body: '{"email":', headers: { 'content-type': 'application/json' },
    })
    expect(res.status).toBeGreaterThanOrEqual(400)
    expect(res.status).toBeLessThan(500)
  })
})

describe('sign-in', () => {
  it('refuses a wrong password with E-mail ou senha inválidos.', async () => {
    const res = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: 'ana@example.com', password: 'errada123' } })
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'E-mail ou senha inválidos.' } })
  })

  it('sets an HttpOnly, SameSite=Lax session cookie', async () => {
    const res = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: 'ana@example.com', password: 'segredo1' } })
    expect(res.status).toBe(200)
    const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token'))!
    expect(cookie).toMatch(/HttpOnly/i)
    expect(cookie).toMatch(/SameSite=Lax/i)
  })
})
