import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { user } from '../db/schema'
import { ADMIN_EMAIL, createTestApp, type TestApp } from '../testing/harness'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/** The newest outbox message to `to` whose subject matches. */
async function mailTo(to: string, subject: RegExp) {
  return vi.waitFor(() => {
    const found = t.deps.mailer.outbox().find((m) => m.to === to && subject.test(m.subject))
    if (!found) throw new Error(`no e-mail "${subject}" to ${to}`)
    return found
  })
}

const linkIn = (text: string) => /https?:\/\/\S+\/api\/auth\/verify-email\S+/.exec(text)?.[0]
const pathOf = (url: string) => {
  const u = new URL(url)
  return u.pathname + u.search
}

async function me(cookie: string) {
  return (await (await t.request('/api/me', { cookie })).json()) as { user: { role: string; email_verified: boolean } }
}

describe('e-mail verification', () => {
  it('sends a pt-BR e-mail at sign-up whose link verifies the address and lands on /login?verified=1', async () => {
    await t.signUp('vera@example.com', 'senha-forte', 'Vera Lúcia')
    const mail = await mailTo('vera@example.com', /Confirme seu e-mail/)
    expect(mail.text).toContain('Olá, Vera Lúcia!')
    const link = linkIn(mail.text)!
    expect(link).toContain('callbackURL=%2Flogin%3Fverified%3D1')

    const cookie = await t.signIn('vera@example.com')
    expect((await me(cookie)).user.email_verified).toBe(false)

    const res = await t.request(pathOf(link))
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/login?verified=1')
    const [row] = await t.db.select().from(user).where(eq(user.email, 'vera@example.com'))
    expect(row.emailVerified).toBe(true)
    expect((await me(cookie)).user.email_verified).toBe(true)
  })

  it('lands on /login with an error for a forged or damaged link, verifying nothing', async () => {
    await t.signUp('falso@example.com')
    const link = linkIn((await mailTo('falso@example.com', /Confirme/)).text)!
    const res = await t.request(pathOf(link).replace('token=', 'token=x'))
    expect(res.status).toBe(302)
    expect(res.headers.get('location')).toBe('/login?verified=1&error=INVALID_TOKEN')
    const [row] = await t.db.select().from(user).where(eq(user.email, 'falso@example.com'))
    expect(row.emailVerified).toBe(false)
  })

  it('ignores the callbackURL a client sends: the link always lands on /login', async () => {
    const res = await t.request('/api/auth/sign-up/email', {
      method: 'POST', json: { email: 'cb@example.com', password: 'senha-forte', name: 'CB', callbackURL: '/pricing' },
    })
    expect(res.status).toBe(200)
    expect(linkIn((await mailTo('cb@example.com', /Confirme/)).text)).toContain('callbackURL=%2Flogin%3Fverified%3D1')
  })

  it('does not make an unverified address in ADMIN_EMAILS the admin; verifying it does', async () => {
    const cookie = await t.user(ADMIN_EMAIL, 'Quem Chegou Primeiro')
    const before = await me(cookie)
    expect(before.user).toMatchObject({ role: 'user', email_verified: false })
    // Everything else works: the trial is on.
    expect((await t.request('/api/campaigns', { cookie })).status).toBe(200)

    await t.request(pathOf(linkIn((await mailTo(ADMIN_EMAIL, /Confirme/)).text)!))
    expect((await me(cookie)).user).toMatchObject({ role: 'admin', email_verified: true })
  })

  it('resends the link to a signed-in user, then answers 429 in pt-BR past 3 a minute', async () => {
    const cookie = await t.user('reenvio@example.com')
    const sent = () => t.deps.mailer.outbox().filter((m) => m.to === 'reenvio@example.com').length
    await mailTo('reenvio@example.com', /Confirme/)
    const statuses: number[] = []
    let last: Response | undefined
    for (let i = 0; i < 4; i++) {
      last = await t.request('/api/auth/send-verification-email', { method: 'POST', cookie, json: { email: 'reenvio@example.com' } })
      statuses.push(last.status)
    }
    expect(statuses).toEqual([200, 200, 200, 429])
    expect(((await last!.json()) as { error: { message: string } }).error.message).toBe(
      'Você já pediu vários e-mails de confirmação. Aguarde um minuto e tente novamente.',
    )
    await vi.waitFor(() => expect(sent()).toBe(4))
  })
})

describe('sign-up with an address that already has an account', () => {
  it('answers the same 200 and e-mails the owner links to sign in and to reset the password', async () => {
    const first = await t.signUp('dona@example.com', 'senha-forte', 'Dona Original')
    expect(first.status).toBe(200)
    const again = await t.signUp('dona@example.com', 'outra-senha', 'Intrusa')
    expect(again.status).toBe(200)
    const bodies = [await first.json(), await again.json()] as { user: { email: string } }[]
    expect(Object.keys(bodies[1]).sort()).toEqual(Object.keys(bodies[0]).sort())
    expect(bodies[1].user.email).toBe('dona@example.com')

    const mail = await mailTo('dona@example.com', /já tem uma conta/)
    expect(mail.text).toContain('Olá, Dona Original!')
    expect(mail.text).toContain('http://localhost:3000/login')
    expect(mail.text).toContain('http://localhost:3000/forgot-password')
    expect(t.deps.mailer.outbox().filter((m) => m.to === 'dona@example.com' && /Confirme/.test(m.subject))).toHaveLength(1)
  })
})
