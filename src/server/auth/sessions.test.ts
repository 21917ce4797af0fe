import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { user } from '../db/schema'
import { createTestApp, type TestApp } from '../testing/harness'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const post = (path: string, json: unknown, cookie?: string) => t.request(`/api/auth${path}`, { method: 'POST', json, cookie })
const meStatus = async (cookie: string) => (await t.request('/api/me', { cookie })).status
const cookieOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ')

describe('change-password', () => {
  it('ends every other session even when the client asks to keep them, and keeps the caller signed in', async () => {
    const phone = await t.user('troca@example.com')
    const laptop = await t.signIn('troca@example.com')
    const res = await post('/change-password', { currentPassword: 'senha-forte', newPassword: 'senha-nova-1', revokeOtherSessions: false }, laptop)
    expect(res.status).toBe(200)
    expect(await meStatus(phone)).toBe(401)
    expect(await meStatus(laptop)).toBe(401) // its old token went with the others...
    expect(await meStatus(cookieOf(res))).toBe(200) // ...and the answer carries the new one, as a cookie
    expect(JSON.stringify(await res.json())).not.toMatch(/"token"/)
  })
})

describe('reset links', () => {
  async function resetLink(email: string) {
    const before = t.deps.mailer.outbox().length
    expect((await post('/request-password-reset', { email, redirectTo: '/update-password' })).status).toBe(200)
    const mail = await vi.waitFor(() => {
      const m = t.deps.mailer.outbox().slice(0, t.deps.mailer.outbox().length - before).find((x) => x.to === email)
      if (!m) throw new Error('no reset e-mail')
      return m
    })
    return /reset-password\/([A-Za-z0-9_-]+)/.exec(mail.text)![1]
  }

  it('issuing a new link invalidates the older ones', async () => {
    await t.user('esqueci@example.com')
    const first = await resetLink('esqueci@example.com')
    const second = await resetLink('esqueci@example.com')
    expect(first).not.toBe(second)
    const old = await post('/reset-password', { token: first, newPassword: 'senha-velha-link' })
    expect(old.status).toBe(422)
    expect(((await old.json()) as { error: { code: string } }).error.code).toBe('INVALID_TOKEN')
    expect((await post('/reset-password', { token: second, newPassword: 'senha-novo-link' })).status).toBe(200)
    expect(await meStatus(await t.signIn('esqueci@example.com', 'senha-novo-link'))).toBe(200)
  })

  it('keeps the links of other users', async () => {
    await t.user('a-link@example.com')
    await t.user('b-link@example.com')
    const a = await resetLink('a-link@example.com')
    await resetLink('b-link@example.com')
    expect((await post('/reset-password', { token: a, newPassword: 'senha-de-a-1' })).status).toBe(200)
  })
})

describe('the session token is never in a JSON body (the HttpOnly cookie carries it)', () => {
  it.each(['/sign-in/email', '/get-session', '/list-sessions', '/sign-up/email'])('%s', async (path) => {
    const cookie = await t.user(`token-${path.replace(/\W/g, '')}@example.com`)
    const res = path === '/sign-in/email'
      ? await post(path, { email: `token-${path.replace(/\W/g, '')}@example.com`, password: 'senha-forte' })
      : path === '/sign-up/email'
        ? await t.signUp('token-novo@example.com')
        : await t.request(`/api/auth${path}`, { cookie })
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(text.length).toBeGreaterThan(2)
    expect(text).not.toMatch(/"token"/)
  })

  it('get-session still answers the user and session (without the token)', async () => {
    const cookie = await t.user('sessao@example.com')
    const body = (await (await t.request('/api/auth/get-session', { cookie })).json()) as { user: { email: string }; session: Record<string, unknown> }
    expect(body.user.email).toBe('sessao@example.com')
    expect(body.session).toHaveProperty('expiresAt')
    expect(body.session).not.toHaveProperty('token')
  })
})

describe('update-user applies the sign-up rules', () => {
  let cookie: string
  beforeAll(async () => {
    cookie = await t.user('perfil@example.com', 'Nome Antigo')
  })
  const stored = async () => (await t.db.select().from(user).where(eq(user.email, 'perfil@example.com')))[0]

  it.each([
    ['a null name', { name: null }, 'Informe seu nome completo.'],
    ['a blank name', { name: '   ' }, 'Informe seu nome completo.'],
    ['a 1 MB name', { name: 'x'.repeat(1_000_000) }, 'Nome muito longo (máximo 120 caracteres).'],
    ['a 121-character name', { name: 'x'.repeat(121) }, 'Nome muito longo (máximo 120 caracteres).'],
    ['a NUL byte', { name: 'a\u0000b' }, 'Dados inválidos: o texto contém um caractere não permitido.'],
    ['an image with the name', { name: 'Ok', image: 'javascript:alert(1)' }, 'A foto de perfil não pode ser alterada.'],
    ['an image alone', { image: 'https://example.com/x.png' }, 'Informe seu nome completo.'],
    ['no field', {}, 'Informe seu nome completo.'],
  ])('refuses %s with 422 and changes nothing', async (_label, json, message) => {
    const res = await post('/update-user', json, cookie)
    expect(res.status).toBe(422)
    const body = (await res.json()) as { error: { code: string; message: string } }
    expect(body.error.code).toBe('invalid_input')
    if (!String((json as { name?: unknown }).name).includes('\u0000')) expect(body.error.message).toBe(message)
    expect(await stored()).toMatchObject({ name: 'Nome Antigo', image: null })
  })

  it('stores a valid name trimmed', async () => {
    expect((await post('/update-user', { name: '  Nome Novo  ' }, cookie)).status).toBe(200)
    expect((await stored()).name).toBe('Nome Novo')
  })

  it('refuses an image at sign-up too, and NUL bytes in any auth body', async () => {
    const withImage = await post('/sign-up/email', { email: 'img@example.com', password: 'senha-forte', name: 'Img', image: 'javascript:alert(1)' })
    expect(withImage.status).toBe(422)
    expect((await post('/reset-password', { token: 'a\u0000b', newPassword: 'senha-nova-1' })).status).toBe(422)
    expect((await post('/sign-in/email', { email: 'perfil@example.com', password: 'a\u0000' })).status).toBe(422)
    expect((await t.request('/api/auth/reset-password/a%00b?callbackURL=/update-password')).status).toBe(422)
  })
})
