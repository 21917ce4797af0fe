import { eq, inArray, ne, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { normalizeBrazilianPhone } from '../../shared/profile'
import { account, campaignAssets, campaigns, feedbacks, profiles, session, signInFailures, user } from '../db/schema'
import { ADMIN_EMAIL, createTestApp, type TestApp } from '../testing/harness'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

async function userId(email: string): Promise<string> {
  const [u] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email))
  return u.id
}

/** A user with one campaign holding one asset, and one feedback. */
async function populated(email: string, name: string) {
  const cookie = await t.user(email, name)
  const res = await t.request('/api/campaigns', { method: 'POST', cookie, json: { name: `Campanha de ${name}` } })
  const { id } = (await res.json()) as { id: string }
  expect((await t.request(`/api/campaigns/${id}/assets`, { method: 'POST', cookie, json: { asset_type: 'keywords', content: [`palavra ${name}`] } })).status).toBe(201)
  expect((await t.request('/api/feedback', { method: 'POST', cookie, json: { content: `Opinião de ${name}` } })).status).toBe(201)
  return cookie
}

/** Every row of every user-keyed table, except those of `exceptId`. */
async function othersSnapshot(exceptId: string) {
  const db = t.db
  return {
    users: await db.select().from(user).where(ne(user.id, exceptId)).orderBy(user.id),
    profiles: await db.select().from(profiles).where(ne(profiles.id, exceptId)).orderBy(profiles.id),
    accounts: await db.select().from(account).where(ne(account.userId, exceptId)).orderBy(account.id),
    sessions: await db.select({ id: session.id }).from(session).where(ne(session.userId, exceptId)).orderBy(session.id),
    campaigns: await db.select().from(campaigns).where(ne(campaigns.user_id, exceptId)).orderBy(campaigns.id),
    assets: await db.select().from(campaignAssets).where(ne(campaignAssets.user_id, exceptId)).orderBy(campaignAssets.id),
    feedbacks: await db.select().from(feedbacks).where(ne(feedbacks.user_id, exceptId)).orderBy(feedbacks.id),
  }
}

async function rowsOf(id: string) {
  const db = t.db
  return [
    ...(await db.select().from(user).where(eq(user.id, id))),
    ...(await db.select().from(profiles).where(eq(profiles.id, id))),
    ...(await db.select().from(account).where(eq(account.userId, id))),
    ...(await db.select().from(session).where(eq(session.userId, id))),
    ...(await db.select().from(campaigns).where(eq(campaigns.user_id, id))),
    ...(await db.select().from(campaignAssets).where(eq(campaignAssets.user_id, id))),
    ...(await db.select().from(feedbacks).where(eq(feedbacks.user_id, id))),
  ]
}

describe('normalizeBrazilianPhone', () => {
  it.each([
    ['(11) 98765-4321', '+5511987654321'],
    ['+55 11 98765 4321', '+5511987654321'],
    ['11987654321', '+5511987654321'],
    ['5511987654321', '+5511987654321'],
    ['(21) 3456-7890', '+552134567890'],
    ['+55 (51) 3333.4444', '+555133334444'],
  ])('accepts %s', (input, e164) => expect(normalizeBrazilianPhone(input)).toBe(e164))

  it.each(['123', 'abc', '+1 212 555 0100', '(11) 8765-432', '(01) 98765-4321', '11 18765-4321', '1198765432199', '11 98765-4321 ramal 2'])(
    'refuses %s',
    (input) => expect(normalizeBrazilianPhone(input)).toBeNull(),
  )
})

describe('PATCH /api/me/profile', () => {
  it('answers 401 without a session', async () => {
    expect((await t.request('/api/me/profile', { method: 'PATCH', json: { nome_completo: 'X' } })).status).toBe(401)
  })

  it('saves the name and a normalised phone, renames the session user and ignores foreign fields', async () => {
    const cookie = await t.user('perfil@example.com', 'Antigo Nome')
    const res = await t.request('/api/me/profile', {
      method: 'PATCH', cookie,
      json: { nome_completo: '  Maria da Silva ', telefone: '(11) 98765-4321', plan: 'enterprise', subscription_status: 'active', email: 'x@y.z' },
    })
    expect(res.status).toBe(200)
    expect(((await res.json()) as { profile: unknown }).profile).toMatchObject({ nome_completo: 'Maria da Silva', telefone: '+5511987654321', plan: 'pro', subscription_status: 'trialing', email: 'perfil@example.com' })
    const me = (await (await t.request('/api/me', { cookie })).json()) as { user: { name: string }; profile: { telefone: string } }
    expect(me.user.name).toBe('Maria da Silva')
    expect(me.profile.telefone).toBe('+5511987654321')
    // an empty phone clears it
    const cleared = await t.request('/api/me/profile', { method: 'PATCH', cookie, json: { nome_completo: 'Maria', telefone: '' } })
    expect(((await cleared.json()) as { profile: { telefone: unknown } }).profile.telefone).toBeNull()
  })

  it('refuses a blank name and a bad phone with pt-BR messages, changing nothing', async () => {
    const cookie = await t.user('perfil-ruim@example.com', 'Nome Certo')
    const blank = await t.request('/api/me/profile', { method: 'PATCH', cookie, json: { nome_completo: '   ' } })
    expect(blank.status).toBe(422)
    expect(await blank.json()).toEqual({ error: { code: 'invalid_input', message: 'Informe seu nome completo.' } })
    const phone = await t.request('/api/me/profile', { method: 'PATCH', cookie, json: { nome_completo: 'Outro', telefone: '12345' } })
    expect(phone.status).toBe(422)
    expect(((await phone.json()) as { error: { message: string } }).error.message).toMatch(/telefone brasileiro/)
    const [p] = await t.db.select().from(profiles).where(eq(profiles.id, await userId('perfil-ruim@example.com')))
    expect(p).toMatchObject({ nome_completo: 'Nome Certo', telefone: null })
  })
})

describe('GET /api/me/export', () => {
  it('answers 401 without a session', async () => {
    expect((await t.request('/api/me/export')).status).toBe(401)
  })

  it('is an attachment with the profile, campaigns with assets and feedback of that user only', async () => {
    const cookie = await populated('exporta@example.com', 'Ana')
    await populated('outra-exporta@example.com', 'Beto')
    const res = await t.request('/api/me/export', { cookie })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="meus-dados-forjaads.json"')
    const text = await res.text()
    const data = JSON.parse(text) as { user: { email: string }; profile: { nome_completo: string }; campaigns: { name: string; assets: { content: string[] }[] }[]; feedbacks: { content: string }[] }
    expect(data.user.email).toBe('exporta@example.com')
    expect(data.profile.nome_completo).toBe('Ana')
    expect(data.campaigns).toHaveLength(1)
    expect(data.campaigns[0]).toMatchObject({ name: 'Campanha de Ana', assets: [{ content: ['palavra Ana'] }] })
    expect(data.feedbacks.map((f) => f.content)).toEqual(['Opinião de Ana'])
    expect(text).not.toMatch(/Beto|outra-exporta|argon2|password|token/i)
  })
})

describe('DELETE /api/me', () => {
  const body = (over: Record<string, unknown> = {}) => ({ password: 'senha-forte', confirm: 'EXCLUIR', ...over })

  it('answers 401 without a session', async () => {
    expect((await t.request('/api/me', { method: 'DELETE', json: body() })).status).toBe(401)
  })

  it('deletes nothing on a wrong password or a wrong confirmation word', async () => {
    const cookie = await populated('quase@example.com', 'Quase')
    const id = await userId('quase@example.com')
    const before = await rowsOf(id)
    const wrong = await t.request('/api/me', { method: 'DELETE', cookie, json: body({ password: 'errada-123' }) })
    expect(wrong.status).toBe(403)
    expect(await wrong.json()).toEqual({ error: { code: 'wrong_password', message: 'Senha incorreta.' } })
    const word = await t.request('/api/me', { method: 'DELETE', cookie, json: body({ confirm: 'excluir' }) })
    expect(word.status).toBe(422)
    expect(((await word.json()) as { error: { message: string } }).error.message).toBe('Digite EXCLUIR para confirmar.')
    expect(await rowsOf(id)).toEqual(before)
    expect((await t.request('/api/me', { cookie })).status).toBe(200)
  })

  it('removes every row of the user and none of anybody else, ends the session and the sign-in', async () => {
    await populated('fica@example.com', 'Fica')
    const cookie = await populated('sai@example.com', 'Sai')
    const id = await userId('sai@example.com')
    await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: 'sai@example.com', password: 'errada-123' } })
    const at = new Date()
    await t.db.insert(signInFailures).values({ email: `2fa:${id}`, failures: 1, first_failure_at: at, last_failure_at: at })
    expect((await rowsOf(id)).length).toBeGreaterThan(5)
    const before = await othersSnapshot(id)
    const res = await t.request('/api/me', { method: 'DELETE', cookie, json: body() })
    expect(res.status).toBe(204)
    expect(res.headers.getSetCookie().join('\n')).toMatch(/better-auth\.session_token=;.*Max-Age=0/i)
    expect(await rowsOf(id)).toEqual([])
    expect(await t.db.select().from(signInFailures).where(inArray(signInFailures.email, ['sai@example.com', `2fa:${id}`]))).toEqual([])
    expect(await othersSnapshot(id)).toEqual(before)
    expect((await t.request('/api/me', { cookie })).status).toBe(401)
    const signIn = await t.request('/api/auth/sign-in/email', { method: 'POST', json: { email: 'sai@example.com', password: 'senha-forte' } })
    expect(signIn.status).toBe(401)
  })

  it('with two-factor on, asks for a code and refuses a wrong one, deleting nothing', async () => {
    const cookie = await populated('dois-fatores@example.com', 'Dois')
    const id = await userId('dois-fatores@example.com')
    // The column comes with the two-factor migration; added here when this database predates it.
    await t.db.execute(sql`alter table users add column if not exists two_factor_enabled boolean not null default false`)
    await t.db.execute(sql`update users set two_factor_enabled = true where id = ${id}`)
    const before = await rowsOf(id)
    const none = await t.request('/api/me', { method: 'DELETE', cookie, json: body() })
    expect(none.status).toBe(403)
    expect(((await none.json()) as { error: { code: string } }).error.code).toBe('two_factor_required')
    const wrong = await t.request('/api/me', { method: 'DELETE', cookie, json: body({ code: '123456' }) })
    expect(wrong.status).toBe(403)
    expect(await wrong.json()).toEqual({ error: { code: 'invalid_code', message: 'Código de verificação inválido' } })
    expect(await rowsOf(id)).toEqual(before)
  })

  it('refuses the admin account with a pt-BR message', async () => {
    const cookie = await t.user(ADMIN_EMAIL, 'Admin')
    await t.db.update(user).set({ emailVerified: true }).where(eq(user.email, ADMIN_EMAIL))
    const res = await t.request('/api/me', { method: 'DELETE', cookie, json: body() })
    expect(res.status).toBe(403)
    expect(((await res.json()) as { error: { message: string } }).error.message).toMatch(/administrador não pode ser excluída/)
    expect(await rowsOf(await userId(ADMIN_EMAIL))).not.toEqual([])
  })
})
