import { randomUUID } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AdminUser, AdminUsersPage, AuditEntry } from '../../shared/admin'
import { adminUsersQuery } from '../../shared/admin-input'
import { profileAudit, profiles, user } from '../db/schema'
import { ADMIN_EMAIL, createTestApp, type TestApp } from '../testing/harness'
import { encodeCursor, pageQuery } from './admin'

const NOW = new Date('2026-03-10T12:00:00.000Z')
const DAY = 86_400_000
const SECOND_ADMIN = 'segundo-admin@forjaads.test'

let t: TestApp
let adminCookie: string
let adminId: string
let userCookie: string

async function idOf(email: string) {
  const [row] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email))
  return row.id
}

interface Seed {
  email: string
  name?: string
  plan?: string
  status?: string
  trial?: Date | null
  created?: Date
  sub?: string | null
}

/** A user and its profile written straight to the database (no password: nobody signs in as it). */
async function seed(s: Seed): Promise<string> {
  const id = randomUUID()
  await t.db.insert(user).values({ id, email: s.email, name: s.name ?? '' })
  await t.db.insert(profiles).values({
    id,
    email: s.email,
    nome_completo: s.name ?? '',
    plan: s.plan ?? 'pro',
    subscription_status: s.status ?? 'trialing',
    trial_expires_at: s.trial === undefined ? new Date(NOW.getTime() + 3 * DAY) : s.trial,
    created_at: s.created ?? NOW,
    stripe_subscription_id: s.sub ?? null,
  })
  return id
}

async function list(query: string, cookie = adminCookie) {
  const res = await t.request(`/api/admin/users${query}`, { cookie })
  return { status: res.status, body: (await res.json()) as AdminUsersPage & { error?: { message: string } } }
}

/** The e-mails a query lists among the rows whose e-mail ends in `domain` (one test's own rows). */
async function emails(query: string, domain: string) {
  const { status, body } = await list(`${query}${query ? '&' : '?'}limit=100`)
  expect(status).toBe(200)
  return body.users.map((u) => u.email).filter((e) => e.endsWith(domain))
}

function patch(id: string, json: unknown, cookie = adminCookie) {
  return t.request(`/api/admin/users/${encodeURIComponent(id)}`, { method: 'PATCH', cookie, json })
}

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW, env: { ADMIN_EMAILS: `${ADMIN_EMAIL},${SECOND_ADMIN}` } })
  adminCookie = await t.user(ADMIN_EMAIL, 'Admin Chefe')
  await t.db.update(user).set({ emailVerified: true }).where(eq(user.email, ADMIN_EMAIL))
  adminId = await idOf(ADMIN_EMAIL)
  userCookie = await t.user('comum@example.com', 'Pessoa Comum')
})
afterAll(() => t.close())

describe('who may call /api/admin', () => {
  const calls = (id: string) => [
    ['GET', '/api/admin/users'],
    ['PATCH', `/api/admin/users/${id}`],
    ['GET', `/api/admin/users/${id}/audit`],
  ] as const

  it('answers 401 without a session and 403 to a user, to an unverified ADMIN_EMAILS address, changing nothing', async () => {
    const target = await seed({ email: 'alvo@quem.test' })
    const unverified = await t.user(SECOND_ADMIN, 'Quase Admin')
    for (const [method, path] of calls(target)) {
      const init = { method, json: method === 'PATCH' ? { action: 'deactivate' } : undefined }
      expect((await t.request(path, init)).status, `${method} ${path} anonymous`).toBe(401)
      for (const cookie of [userCookie, unverified]) {
        const res = await t.request(path, { ...init, cookie })
        expect(res.status, `${method} ${path}`).toBe(403)
        expect(await res.json()).toEqual({ error: { code: 'forbidden', message: 'Acesso restrito ao administrador.' } })
      }
    }
    const [row] = await t.db.select().from(profiles).where(eq(profiles.id, target))
    expect(row.subscription_status).toBe('trialing')
    expect(await t.db.select().from(profileAudit).where(eq(profileAudit.target_id, target))).toEqual([])
  })
})

describe('PATCH /api/admin/users/:id', () => {
  const trialEnd = new Date(NOW.getTime() + 3 * DAY).toISOString()
  const old = new Date(NOW.getTime() + 10 * DAY)
  const cases: [action: string, from: Partial<Seed>, expected: { plan: string; subscription_status: string; trial_expires_at: string | null }][] = [
    ['trial', { plan: 'basic', status: 'inactive', trial: null }, { plan: 'pro', subscription_status: 'trialing', trial_expires_at: trialEnd }],
    ['basic', { plan: 'pro', status: 'trialing', trial: old }, { plan: 'basic', subscription_status: 'active', trial_expires_at: null }],
    ['pro', { plan: 'basic', status: 'inactive', trial: old }, { plan: 'pro', subscription_status: 'active', trial_expires_at: null }],
    ['activate', { plan: 'basic', status: 'inactive', trial: old }, { plan: 'basic', subscription_status: 'active', trial_expires_at: old.toISOString() }],
    ['deactivate', { plan: 'pro', status: 'trialing', trial: old }, { plan: 'pro', subscription_status: 'inactive', trial_expires_at: old.toISOString() }],
  ]

  it.each(cases)('%s sets exactly the SPEC §4 values and writes the audit row', async (action, from, expected) => {
    const email = `acao-${action}@acoes.test`
    const id = await seed({ email, name: `Ação ${action}`, ...from, sub: 'sub_123' })
    const res = await patch(id, { action })
    expect(res.status).toBe(200)
    const { user: row } = (await res.json()) as { user: AdminUser }
    expect(row).toMatchObject({ id, email, ...expected, stripe_subscription_id: 'sub_123', is_self: false })
    const [stored] = await t.db.select().from(profiles).where(eq(profiles.id, id))
    expect({ plan: stored.plan, subscription_status: stored.subscription_status, trial_expires_at: stored.trial_expires_at?.toISOString() ?? null }).toEqual(expected)

    const audit = await t.db.select().from(profileAudit).where(eq(profileAudit.target_id, id))
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({
      actor: 'admin', admin_id: adminId, admin_email: ADMIN_EMAIL, target_id: id, target_email: email, action,
      before: { plan: from.plan, subscription_status: from.status, trial_expires_at: from.trial?.toISOString() ?? null, stripe_subscription_id: 'sub_123' },
      after: { ...expected, stripe_subscription_id: 'sub_123' },
    })
    expect(audit[0].created_at.toISOString()).toBe(NOW.toISOString())
  })

  it('derives the displayed plan and the status label of the changed row', async () => {
    const id = await seed({ email: 'derivado@acoes.test', plan: 'basic', status: 'active', trial: null })
    const deactivated = ((await (await patch(id, { action: 'deactivate' })).json()) as { user: AdminUser }).user
    expect(deactivated).toMatchObject({ displayed_plan: 'basic', status_label: 'Inativa' })
    const trial = ((await (await patch(id, { action: 'trial' })).json()) as { user: AdminUser }).user
    expect(trial).toMatchObject({ displayed_plan: 'trial', status_label: 'Ativa' })
  })

  it('refuses the admin\'s own row (403), an unknown id (404) and a bad body (422), changing nothing', async () => {
    const own = await patch(adminId, { action: 'deactivate' })
    expect(own.status).toBe(403)
    expect(await own.json()).toEqual({ error: { code: 'forbidden', message: 'Você não pode alterar a sua própria conta.' } })
    const [self] = await t.db.select().from(profiles).where(eq(profiles.id, adminId))
    expect(self.subscription_status).toBe('trialing')

    const unknown = await patch('nao-existe', { action: 'pro' })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ error: { code: 'not_found', message: 'Usuário não encontrado.' } })

    const id = await seed({ email: 'corpo@acoes.test' })
    for (const [body, message] of [[{ action: 'admin' }, 'Ação inválida.'], [{}, 'Ação inválida.'], [{ action: 'pro ' }, 'Ação inválida.'], [{ plan: 'pro' }, 'Ação inválida.'], ['pro', 'Dados inválidos.'], [null, 'Dados inválidos.']] as const) {
      const res = await patch(id, body)
      expect(res.status, JSON.stringify(body)).toBe(422)
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(message)
    }
    expect((await t.request(`/api/admin/users/${id}`, { method: 'PATCH', cookie: adminCookie, body: 'action=pro' })).status).toBe(415)
    expect(await t.db.select().from(profileAudit).where(eq(profileAudit.target_id, id))).toEqual([])
  })
})

describe('GET /api/admin/users/:id/audit', () => {
  it('returns the user\'s changes, newest first, with who did them and the states', async () => {
    const id = await seed({ email: 'historico@audit.test', plan: 'basic', status: 'active', trial: null })
    const other = await seed({ email: 'outro@audit.test' })
    expect((await patch(id, { action: 'deactivate' })).status).toBe(200)
    expect((await patch(other, { action: 'pro' })).status).toBe(200)
    expect((await patch(id, { action: 'pro' })).status).toBe(200)
    // Same clock for both: order by time, then by id, is still newest first (the later insert).
    await t.db.execute(sql`update profile_audit set created_at = created_at - interval '1 minute' where target_id = ${id} and action = 'deactivate'`)
    const res = await t.request(`/api/admin/users/${id}/audit`, { cookie: adminCookie })
    expect(res.status).toBe(200)
    const { entries } = (await res.json()) as { entries: AuditEntry[] }
    expect(entries.map((e) => e.action)).toEqual(['pro', 'deactivate'])
    expect(entries[0]).toEqual({
      id: expect.any(String) as string,
      actor: 'admin',
      admin_email: ADMIN_EMAIL,
      action: 'pro',
      before: { plan: 'basic', subscription_status: 'inactive', trial_expires_at: null, stripe_subscription_id: null },
      after: { plan: 'pro', subscription_status: 'active', trial_expires_at: null, stripe_subscription_id: null },
      created_at: NOW.toISOString(),
    })
  })

  it('answers 404 for an unknown user and an empty list for a user without changes', async () => {
    const missing = await t.request('/api/admin/users/nao-existe/audit', { cookie: adminCookie })
    expect(missing.status).toBe(404)
    const id = await seed({ email: 'intocado@audit.test' })
    expect(await (await t.request(`/api/admin/users/${id}/audit`, { cookie: adminCookie })).json()).toEqual({ entries: [] })
  })

  it('changes the profile only together with its audit row (one transaction)', async () => {
    const broken = await createTestApp({ now: () => NOW })
    try {
      const cookie = await broken.user(ADMIN_EMAIL)
      await broken.db.update(user).set({ emailVerified: true }).where(eq(user.email, ADMIN_EMAIL))
      await broken.signUp('vitima@example.com')
      const [target] = await broken.db.select().from(profiles).where(eq(profiles.email, 'vitima@example.com'))
      await broken.db.execute(sql`alter table profile_audit add constraint no_more_audit check (false) not valid`)
      const res = await broken.request(`/api/admin/users/${target.id}`, { method: 'PATCH', cookie, json: { action: 'deactivate' } })
      expect(res.status).toBe(500)
      const [after] = await broken.db.select().from(profiles).where(eq(profiles.id, target.id))
      expect(after.subscription_status).toBe('trialing')
    } finally {
      await broken.close()
    }
  })
})

describe('GET /api/admin/users', () => {
  it('lists every profile newest first with the derived columns, the total and is_self', async () => {
    const id = await seed({ email: 'linha@lista.test', name: 'Linha Única', plan: 'basic', status: 'active', trial: null, created: new Date('2099-01-01T00:00:00.000Z'), sub: 'sub_linha' })
    const { status, body } = await list('')
    expect(status).toBe(200)
    expect(body.users[0]).toEqual({
      id, email: 'linha@lista.test', nome_completo: 'Linha Única', plan: 'basic', subscription_status: 'active',
      created_at: '2099-01-01T00:00:00.000Z', trial_expires_at: null, stripe_subscription_id: 'sub_linha',
      displayed_plan: 'basic', status_label: 'Ativa', is_self: false,
    })
    const [{ n }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(profiles)
    expect(body.total).toBe(n)
    const all = await list('?limit=100')
    expect(all.body.users.filter((u) => u.is_self).map((u) => u.id)).toEqual([adminId])
    const times = all.body.users.map((u) => Date.parse(u.created_at!))
    expect(times).toEqual([...times].sort((a, b) => b - a))
  })

  it('searches e-mail or full name, ignoring case and accents, with % and _ taken literally', async () => {
    const d = '@busca.test'
    await seed({ email: `joao.silva${d}`, name: 'João Conceição' })
    await seed({ email: `MARIA${d}`, name: 'Maria Sousa' })
    await seed({ email: `ines${d}`, name: 'INÊS ÁVILA' })
    await seed({ email: `cem_por_cento${d}`, name: 'Promoção 100%' })
    await seed({ email: `cemxporxcento${d}`, name: 'Outro' })
    expect(await emails('?q=joao', d)).toEqual([`joao.silva${d}`])
    expect(await emails('?q=CONCEICAO', d)).toEqual([`joao.silva${d}`])
    expect(await emails(`?q=${encodeURIComponent('conceição')}`, d)).toEqual([`joao.silva${d}`])
    expect(await emails('?q=maria%40busca', d)).toEqual([`MARIA${d}`])
    expect(await emails(`?q=${encodeURIComponent('ávila')}`, d)).toEqual([`ines${d}`])
    expect(await emails(`?q=${encodeURIComponent('Inês')}`, d)).toEqual([`ines${d}`])
    expect(await emails(`?q=${encodeURIComponent('cem_por')}`, d)).toEqual([`cem_por_cento${d}`])
    expect(await emails(`?q=${encodeURIComponent('100%')}`, d)).toEqual([`cem_por_cento${d}`])
    expect(await emails(`?q=${encodeURIComponent('%')}`, d)).toEqual([`cem_por_cento${d}`])
    expect(await emails(`?q=${encodeURIComponent('  sousa ')}`, d)).toEqual([`MARIA${d}`])
    expect(await emails('?q=ninguem', d)).toEqual([])
    const { body } = await list('?q=busca.test')
    expect(body.total).toBe(5)
  })

  it('filters by plan and status as the table shows them, alone and combined, and counts the matches', async () => {
    const d = '@filtro.test'
    const past = new Date(NOW.getTime() - DAY)
    await seed({ email: `trial${d}`, plan: 'pro', status: 'trialing' })
    await seed({ email: `pro-ativo${d}`, plan: 'pro', status: 'active', trial: null })
    await seed({ email: `pro-inativo${d}`, plan: 'pro', status: 'inactive', trial: past })
    await seed({ email: `basic-ativo${d}`, plan: 'basic', status: 'active', trial: null })
    await seed({ email: `basico-inativo${d}`, plan: 'basico', status: 'inactive', trial: null })
    const sorted = async (q: string) => (await emails(q, d)).sort()
    const names = (...n: string[]) => n.map((x) => `${x}${d}`).sort()
    expect(await sorted('?q=filtro.test')).toEqual(names('trial', 'pro-ativo', 'pro-inativo', 'basic-ativo', 'basico-inativo'))
    expect(await sorted('?q=filtro.test&plan=trial')).toEqual(names('trial'))
    expect(await sorted('?q=filtro.test&plan=pro')).toEqual(names('pro-ativo', 'pro-inativo'))
    expect(await sorted('?q=filtro.test&plan=basic')).toEqual(names('basic-ativo', 'basico-inativo'))
    expect(await sorted('?q=filtro.test&status=active')).toEqual(names('trial', 'pro-ativo', 'basic-ativo'))
    expect(await sorted('?q=filtro.test&status=inactive')).toEqual(names('pro-inativo', 'basico-inativo'))
    expect(await sorted('?q=filtro.test&plan=pro&status=active')).toEqual(names('pro-ativo'))
    expect(await sorted('?q=filtro.test&plan=basic&status=inactive')).toEqual(names('basico-inativo'))
    expect(await sorted('?q=filtro.test&plan=trial&status=inactive')).toEqual([])
    expect(await sorted('?q=filtro.test&plan=all&status=all')).toHaveLength(5)
    expect((await list('?q=filtro.test&plan=pro')).body.total).toBe(2)
    expect((await list('?q=filtro.test&status=inactive')).body.total).toBe(2)
  })

  it('pages with the cursor: every row once, in order, ties on created_at broken by id', async () => {
    const d = '@pagina.test'
    const base = NOW.getTime() - 365 * DAY
    const ids: string[] = []
    for (let n = 0; n < 23; n++) {
      // Groups of three share one instant (microseconds included), to prove the id tie-break.
      ids.push(await seed({ email: `p${String(n).padStart(2, '0')}${d}`, created: new Date(base + Math.floor(n / 3) * 1000) }))
    }
    await t.db.execute(sql`update profiles set created_at = created_at + interval '123 microseconds' where email like ${`%${d}`}`)
    const seen: string[] = []
    let cursor: string | null = null
    let pages = 0
    do {
      const { status, body }: { status: number; body: AdminUsersPage } = await list(`?q=pagina.test&limit=4${cursor ? `&cursor=${cursor}` : ''}`)
      expect(status).toBe(200)
      expect(body.total).toBe(cursor ? null : 23) // counted on the first page only
      expect(body.users.length).toBeLessThanOrEqual(4)
      seen.push(...body.users.map((u) => u.id))
      cursor = body.next_cursor
      pages++
    } while (cursor && pages < 20)
    expect(pages).toBe(6)
    const [rows] = [await t.db.select({ id: profiles.id }).from(profiles).where(sql`${profiles.email} like ${`%${d}`}`).orderBy(sql`created_at desc, id desc`)]
    expect(seen).toEqual(rows.map((r) => r.id))
    expect(new Set(seen).size).toBe(23)
    expect([...seen].sort()).toEqual([...ids].sort())
  })

  it('answers 422 with a pt-BR message for a bad parameter', async () => {
    const bad: [string, string][] = [
      ['?plan=gold', 'Filtro de plano inválido.'],
      ['?status=paused', 'Filtro de status inválido.'],
      ['?limit=0', 'Limite inválido.'],
      ['?limit=101', 'Limite inválido.'],
      ['?limit=abc', 'Limite inválido.'],
      ['?limit=2.5', 'Limite inválido.'],
      [`?q=${'a'.repeat(201)}`, 'A busca pode ter no máximo 200 caracteres.'],
      ['?cursor=nao-e-um-cursor', 'Cursor inválido.'],
      [`?cursor=${Buffer.from('["ontem","x"]').toString('base64url')}`, 'Cursor inválido.'],
      [`?cursor=${Buffer.from('["2026-13-45T99:00:00.000000Z","x"]').toString('base64url')}`, 'Cursor inválido.'],
      [`?cursor=${Buffer.from('{"a":1}').toString('base64url')}`, 'Cursor inválido.'],
      [`?cursor=${'A'.repeat(201)}`, 'Cursor inválido.'],
    ]
    for (const [query, message] of bad) {
      const { status, body } = await list(query)
      expect(status, query).toBe(422)
      expect(body.error?.message, query).toBe(message)
    }
  })

  it('reads a page through the index profiles_created_id_idx, in its order, with no sort of the table', async () => {
    const cursor = encodeCursor({ createdAt: '2026-03-10T12:00:00.000000Z', id: 'x' })
    for (const query of [{}, { cursor }, { q: 'ana', plan: 'pro', status: 'active', cursor }]) {
      const { sql: text, params } = pageQuery(t.db, adminUsersQuery.parse(query)).toSQL()
      const plan = await t.db.transaction(async (tx) => {
        for (const off of ['enable_seqscan', 'enable_bitmapscan', 'enable_sort']) await tx.execute(sql.raw(`set local ${off} = off`))
        const client = (tx as unknown as { session: { client: { query(text: string, params: unknown[]): Promise<{ rows: Record<string, string>[] }> } } }).session.client
        return (await client.query(`explain ${text}`, params)).rows.map((r) => Object.values(r)[0]).join('\n')
      })
      expect(plan, JSON.stringify(query)).toContain('Index Scan using profiles_created_id_idx')
      expect(plan, JSON.stringify(query)).not.toMatch(/\bSort\b/)
    }
  })
})
