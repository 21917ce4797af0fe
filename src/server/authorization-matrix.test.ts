/**
 * Authorization matrix (issue 8): every route of the server × five actors, with the exact status each
 * one gets and proof that no actor but the owner reads or changes the owner's rows.
 *
 * Actors, always on A's ids: anonymous, A (the owner), B (another user), E (a user whose trial has
 * expired) and the admin (an ADMIN_EMAILS address, verified). The routes come from the app's own table
 * (hono/dev inspectRoutes) and from better-auth's endpoint list, so a route without a line here fails.
 * Adding a route means adding one line to CASES.
 */
import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { eq, sql } from 'drizzle-orm'
import { inspectRoutes } from 'hono/dev'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createApp } from './app'
import { account, campaignAssets, campaigns, profiles, user } from './db/schema'
import { ADMIN_EMAIL, TEST_ORIGIN, createTestApp, type TestApp } from './testing/harness'

const ACTORS = ['anon', 'owner', 'other', 'expired', 'admin'] as const
type Actor = (typeof ACTORS)[number]
/** Expected status for: anonymous, A on A's ids, B on A's ids, expired trial on A's ids, admin on A's ids. */
type Row = [anon: number, owner: number, other: number, expired: number, admin: number]
interface Case {
  /** The entry of the app's route table (`METHOD path`) this request exercises. */
  route: string
  /** The request: `METHOD /path?query`, with {placeholders} (see `Ids`). */
  call: string
  expect: Row
  /** JSON body; strings may hold {placeholders}. */
  body?: unknown
  /** The request ends the caller's session (sign-out, revoke, change-password): sign everyone in again after. */
  ends?: true
  /** An admin route: the admin may read A's rows (no leak check for the admin). */
  adminSees?: true
  /** The admin changes A's rows on purpose (an admin action): no unchanged-rows check for the admin. */
  adminWrites?: true
  /** An endless answer (Server-Sent Events): the body is not read, only the status (then the stream is closed). */
  stream?: true
}

const all = (s: number): Row => [s, s, s, s, s]
const signedIn = (s: number): Row => [401, s, s, s, s]
/** A subscription-guarded route on A's ids: only A sees them; E is stopped by the guard first. */
const owned = (s: number): Row => [401, s, 404, 403, 404]
const AUTH_GET = 'GET /api/auth/*'
const AUTH_POST = 'POST /api/auth/*'

const CASES: Case[] = [
  // App routes.
  { route: 'GET /api/me', call: 'GET /api/me', expect: signedIn(200) },
  { route: 'GET /api/health', call: 'GET /api/health', expect: all(200) },
  { route: 'GET /api/config', call: 'GET /api/config', expect: all(200) },
  { route: 'GET /api/campaigns', call: 'GET /api/campaigns', expect: [401, 200, 200, 403, 200] },
  { route: 'GET /api/campaigns/names', call: 'GET /api/campaigns/names', expect: [401, 200, 200, 403, 200] },
  { route: 'GET /api/campaigns/:id', call: 'GET /api/campaigns/{campaign}', expect: owned(200) },
  { route: 'POST /api/campaigns', call: 'POST /api/campaigns', body: { name: 'Nova', user_id: '{userId}' }, expect: [401, 201, 201, 403, 201] },
  { route: 'PATCH /api/campaigns/:id', call: 'PATCH /api/campaigns/{campaign}', body: { name: 'Tomada' }, expect: owned(200) },
  { route: 'DELETE /api/campaigns/:id', call: 'DELETE /api/campaigns/{campaign}', expect: owned(204) },
  { route: 'POST /api/campaigns/:id/assets', call: 'POST /api/campaigns/{campaign}/assets', body: { asset_type: 'titles', content: ['Oferta'] }, expect: owned(201) },
  { route: 'PATCH /api/campaigns/:id/assets/:assetId', call: 'PATCH /api/campaigns/{campaign}/assets/{asset}', body: { name: 'Tomada' }, expect: owned(200) },
  { route: 'DELETE /api/campaigns/:id/assets/:assetId', call: 'DELETE /api/campaigns/{campaign}/assets/{asset}', expect: owned(204) },
  { route: 'GET /api/campaigns/:id/export.json', call: 'GET /api/campaigns/{campaign}/export.json', expect: owned(200) },
  { route: 'GET /api/campaigns/compare', call: 'GET /api/campaigns/compare?ids={campaign},{campaign2}', expect: owned(200) },
  { route: 'GET /api/campaigns/compare', call: 'GET /api/campaigns/compare?ids={campaign},{campaign2}&format=csv', expect: owned(200) },
  { route: 'GET /api/campaigns/:id/export.csv', call: 'GET /api/campaigns/{campaign}/export.csv', expect: owned(422) }, // the owner passes; the pre-flight refuses this campaign (no URL, one title): 200s in campaign-export.test.ts
  // The campaign builder's plan (decision 014): the owner (on trial: Pro access) reads and saves it.
  { route: 'GET /api/campaigns/:id/plan', call: 'GET /api/campaigns/{campaign}/plan', expect: owned(200) },
  { route: 'PUT /api/campaigns/:id/plan', call: 'PUT /api/campaigns/{campaign}/plan', body: { settings: { bid_strategy: 'maximize_clicks', locations: [2076], language: 'pt', final_url: 'https://tomada.example/' }, ad_groups: [], updated_at: null }, expect: owned(200) },
  { route: 'POST /api/feedback', call: 'POST /api/feedback', body: { content: 'Gostei muito.' }, expect: signedIn(201) },
  // Admin panel (issue 10): the admin only; A's profile is the target ('trial' keeps A's access).
  { route: 'GET /api/admin/users', call: 'GET /api/admin/users?q=ana', expect: [401, 403, 403, 403, 200], adminSees: true },
  { route: 'PATCH /api/admin/users/:id', call: 'PATCH /api/admin/users/{userId}', body: { action: 'trial' }, expect: [401, 403, 403, 403, 200], adminSees: true, adminWrites: true },
  { route: 'GET /api/admin/users/:id/audit', call: 'GET /api/admin/users/{userId}/audit', expect: [401, 403, 403, 403, 200], adminSees: true },
  { route: 'GET /api/admin/events', call: 'GET /api/admin/events', expect: [401, 403, 403, 403, 200], adminSees: true, stream: true },
  // Stripe's webhook: the signature is the only credential; without one nobody changes anything.
  { route: 'POST /api/billing/stripe/webhook', call: 'POST /api/billing/stripe/webhook', body: { id: 'evt_1', type: 'customer.subscription.deleted' }, expect: all(400) },
  { route: 'ALL /api/*', call: 'GET /api/nao-existe', expect: all(404) },
  { route: 'ALL /api/*', call: 'PUT /api/me', expect: signedIn(404) },
  { route: 'PATCH /api/me/profile', call: 'PATCH /api/me/profile', body: { nome_completo: '{selfName}', telefone: '(11) 98765-4321', id: '{userId}' }, expect: signedIn(200) },
  { route: 'GET /api/me/export', call: 'GET /api/me/export', expect: signedIn(200) },
  // Every actor with a wrong password (nothing is deleted); the admin is refused before the password.
  { route: 'DELETE /api/me', call: 'DELETE /api/me', body: { password: 'senha-errada', confirm: 'EXCLUIR' }, expect: signedIn(403) },
  // The dev outbox (outside production, without SMTP_URL) answers only the loopback address.
  { route: 'GET /dev/mailbox', call: 'GET /dev/mailbox', expect: all(404) },
  { route: 'GET /dev/mailbox/messages.json', call: 'GET /dev/mailbox/messages.json', expect: all(404) },
  { route: 'GET /dev/mailbox/style.css', call: 'GET /dev/mailbox/style.css', expect: all(404) },
  { route: 'GET /*', call: 'GET /campanhas', expect: all(200) },
  { route: 'GET /assets/*', call: 'GET /assets/app-H4matrix1.js', expect: all(200) },
  { route: 'ALL /assets/*', call: 'GET /assets/nao-existe.js', expect: all(404) },
  // better-auth (/api/auth/*), one line per endpoint it serves.
  { route: AUTH_GET, call: 'GET /api/auth/get-session', expect: all(200) },
  { route: AUTH_POST, call: 'POST /api/auth/get-session', expect: all(405) },
  { route: AUTH_POST, call: 'POST /api/auth/sign-up/email', body: { email: '{email}', password: 'outra-senha', name: 'Intrusa' }, expect: all(200) },
  { route: AUTH_POST, call: 'POST /api/auth/sign-in/email', body: { email: '{email}', password: 'senha-errada' }, expect: all(401) },
  { route: AUTH_POST, call: 'POST /api/auth/sign-in/social', body: { provider: 'google' }, expect: all(404) },
  { route: AUTH_GET, call: 'GET /api/auth/callback/google', expect: all(302) },
  { route: AUTH_POST, call: 'POST /api/auth/callback/google', expect: all(302) },
  { route: AUTH_POST, call: 'POST /api/auth/request-password-reset', body: { email: '{email}', redirectTo: '/redefinir-senha' }, expect: all(200) },
  { route: AUTH_GET, call: 'GET /api/auth/reset-password/nao-existe?callbackURL=%2Fredefinir-senha', expect: all(302) },
  { route: AUTH_POST, call: 'POST /api/auth/reset-password', body: { token: 'nao-existe', newPassword: 'nova-senha-1' }, expect: all(422) },
  { route: AUTH_GET, call: 'GET /api/auth/verify-email?token=nao-existe', expect: all(401) },
  { route: AUTH_POST, call: 'POST /api/auth/send-verification-email', body: { email: '{email}' }, expect: [200, 200, 422, 422, 422] },
  { route: AUTH_POST, call: 'POST /api/auth/verify-password', body: { password: 'senha-forte' }, expect: signedIn(200) },
  { route: AUTH_POST, call: 'POST /api/auth/update-user', body: { name: '{selfName}' }, expect: signedIn(200) },
  { route: AUTH_POST, call: 'POST /api/auth/update-user', body: { name: '{selfName}', id: '{userId}', userId: '{userId}' }, expect: signedIn(200) },
  { route: AUTH_POST, call: 'POST /api/auth/update-user', body: { email: 'tomada@example.com' }, expect: all(422) },
  { route: AUTH_POST, call: 'POST /api/auth/change-email', body: { newEmail: 'tomada@example.com' }, expect: signedIn(422) },
  { route: AUTH_POST, call: 'POST /api/auth/update-session', body: {}, expect: signedIn(422) },
  { route: AUTH_GET, call: 'GET /api/auth/list-sessions', expect: signedIn(200) },
  { route: AUTH_POST, call: 'POST /api/auth/revoke-session', body: { token: '{token}' }, expect: signedIn(200), ends: true },
  { route: AUTH_POST, call: 'POST /api/auth/revoke-other-sessions', expect: signedIn(200) },
  { route: AUTH_POST, call: 'POST /api/auth/revoke-sessions', expect: signedIn(200), ends: true },
  { route: AUTH_GET, call: 'GET /api/auth/list-accounts', expect: signedIn(200) },
  { route: AUTH_GET, call: 'GET /api/auth/account-info?accountId={account}', expect: signedIn(422) },
  { route: AUTH_POST, call: 'POST /api/auth/link-social', body: { provider: 'google' }, expect: signedIn(404) },
  { route: AUTH_POST, call: 'POST /api/auth/unlink-account', body: { providerId: 'credential', accountId: '{account}' }, expect: signedIn(422) },
  { route: AUTH_POST, call: 'POST /api/auth/refresh-token', body: { accountId: '{account}', userId: '{userId}' }, expect: signedIn(422) },
  { route: AUTH_POST, call: 'POST /api/auth/get-access-token', body: { accountId: '{account}', userId: '{userId}' }, expect: signedIn(422) },
  { route: AUTH_POST, call: 'POST /api/auth/change-password', body: { currentPassword: 'senha-forte', newPassword: 'senha-forte', revokeOtherSessions: true }, expect: signedIn(200), ends: true },
  { route: AUTH_POST, call: 'POST /api/auth/delete-user', body: { password: 'senha-forte' }, expect: signedIn(404) },
  { route: AUTH_GET, call: 'GET /api/auth/delete-user/callback?token=nao-existe', expect: all(404) },
  { route: AUTH_GET, call: 'GET /api/auth/ok', expect: all(200) },
  { route: AUTH_GET, call: 'GET /api/auth/error', expect: all(200) },
  // Two-factor (better-auth's plugin; none of the actors has it on). Each acts on its own account only.
  { route: AUTH_POST, call: 'POST /api/auth/two-factor/verify-totp', body: { code: '123456' }, expect: [401, 422, 422, 422, 422] },
  { route: AUTH_POST, call: 'POST /api/auth/two-factor/verify-backup-code', body: { code: 'abcde-fghij' }, expect: [401, 422, 422, 422, 422] },
  { route: AUTH_POST, call: 'POST /api/auth/two-factor/send-otp', body: {}, expect: all(422) },
  { route: AUTH_POST, call: 'POST /api/auth/two-factor/verify-otp', body: { code: '123456' }, expect: [401, 422, 422, 422, 422] },
  { route: AUTH_POST, call: 'POST /api/auth/two-factor/get-totp-uri', body: { password: 'senha-forte' }, expect: signedIn(422) },
  { route: AUTH_POST, call: 'POST /api/auth/two-factor/generate-backup-codes', body: { password: 'senha-forte' }, expect: signedIn(422) },
  { route: AUTH_POST, call: 'POST /api/auth/two-factor/enable', body: { password: 'senha-errada' }, expect: signedIn(422) },
  { route: AUTH_POST, call: 'POST /api/auth/two-factor/disable', body: { password: 'senha-errada' }, expect: signedIn(422) },
  { route: AUTH_POST, call: 'POST /api/auth/sign-out', expect: all(200), ends: true },
]

const PEOPLE: Record<Exclude<Actor, 'anon'>, { email: string; name: string }> = {
  owner: { email: 'ana.dona@example.com', name: 'Ana Proprietária' },
  other: { email: 'bruno.vizinho@example.com', name: 'Bruno Vizinho' },
  expired: { email: 'eva.expirada@example.com', name: 'Eva Expirada' },
  admin: { email: ADMIN_EMAIL, name: 'Admin Chefe' },
}
const SESSION_COOKIE = 'better-auth.session_token'
/**
 * Each actor calls from an address of its own (behind the trusted proxy), none of them loopback: so
 * per-address limits (better-auth allows 3 change-password calls in 10 s per address) count each actor apart.
 */
const ADDRESSES: Record<Actor, string> = { anon: '203.0.113.1', owner: '203.0.113.2', other: '203.0.113.3', expired: '203.0.113.4', admin: '203.0.113.5' }

let t: TestApp
let app: ReturnType<typeof createApp>
let ownerId: string
const cookies = new Map<Actor, string>()

/** Like the harness's request, on an app that also serves a built web app (index.html and one asset). */
function send(actor: Actor, method: string, path: string, cookie?: string, json?: unknown) {
  const headers = new Headers({ origin: TEST_ORIGIN, 'x-forwarded-for': ADDRESSES[actor] })
  if (cookie) headers.set('cookie', cookie)
  if (json !== undefined) headers.set('content-type', 'application/json')
  return app.request(path, { method, headers, body: json === undefined ? undefined : JSON.stringify(json) })
}

async function cookieOf(actor: Actor): Promise<string | undefined> {
  if (actor === 'anon') return undefined
  if (!cookies.has(actor)) cookies.set(actor, await t.signIn(PEOPLE[actor].email))
  return cookies.get(actor)
}

async function userIdOf(email: string) {
  const [row] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email))
  return row.id
}

const OWNED_TABLES: [table: string, owner: string][] = [
  ['users', 'id'], ['profiles', 'id'], ['accounts', 'user_id'], ['sessions', 'user_id'],
  ['campaigns', 'user_id'], ['campaign_assets', 'user_id'], ['feedbacks', 'user_id'],
]

/** Every row that belongs to A, as JSON, in one query: must be identical before and after another actor's request. */
async function ownerRows(): Promise<unknown> {
  const parts = OWNED_TABLES.map(([table, owner]) => sql`${sql.raw(`'${table}'`)}, (select coalesce(json_agg(r order by r.id), '[]') from ${sql.raw(table)} r where r.${sql.raw(owner)} = ${ownerId})`)
  const result = await t.db.execute(sql`select json_build_object(${sql.join(parts, sql`, `)}) as rows`)
  return (result as unknown as { rows: { rows: unknown }[] }).rows[0].rows
}

/** A fresh campaign with one asset for A (a case may delete them), and every id of A a request can name. */
async function ownerIds(n: number) {
  const name = `Campanha Secreta ${n}`
  const [c] = await t.db.insert(campaigns).values({ user_id: ownerId, name, notes: 'Margem 40%' }).returning()
  const [a] = await t.db.insert(campaignAssets).values({ campaign_id: c.id, user_id: ownerId, asset_type: 'titles', content: ['Oferta Secreta'] }).returning()
  const [c2] = await t.db.insert(campaigns).values({ user_id: ownerId, name: `Campanha Irmã ${n}` }).returning() // for GET /api/campaigns/compare
  const [acc] = await t.db.select({ id: account.id }).from(account).where(eq(account.userId, ownerId))
  const raw = (await cookieOf('owner'))!.split('; ').find((p) => p.startsWith(`${SESSION_COOKIE}=`))!
  const token = decodeURIComponent(raw.slice(SESSION_COOKIE.length + 1)).split('.')[0]
  const ids = { campaign: c.id, campaign2: c2.id, asset: a.id, userId: ownerId, email: PEOPLE.owner.email, name: PEOPLE.owner.name, token, account: acc.id }
  return { ids, secrets: [...Object.values(ids), name, `Campanha Irmã ${n}`, 'Margem 40%', 'Oferta Secreta'] }
}

const fill = (value: unknown, vars: Record<string, string>): unknown => {
  if (typeof value === 'string') return value.replace(/\{(\w+)\}/g, (m, k: string) => vars[k] ?? m)
  if (Array.isArray(value)) return value.map((v) => fill(v, vars))
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fill(v, vars)]))
  return value
}

beforeAll(async () => {
  t = await createTestApp({ env: { TRUST_PROXY: '1' } })
  const dist = mkdtempSync(join(tmpdir(), 'forjaads-matrix-'))
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'index.html'), '<!doctype html><html lang="pt-BR"><body><div id="root"></div></body></html>')
  writeFileSync(join(dist, 'assets', 'app-H4matrix1.js'), 'console.log(1)')
  app = createApp(t.deps, { distDir: dist })
  for (const p of Object.values(PEOPLE)) {
    const res = await t.signUp(p.email, 'senha-forte', p.name)
    expect(res.status).toBe(200)
  }
  ownerId = await userIdOf(PEOPLE.owner.email)
  await t.db.update(user).set({ emailVerified: true }).where(eq(user.email, ADMIN_EMAIL))
  const expiredId = await userIdOf(PEOPLE.expired.email)
  await t.db.update(profiles).set({ trial_expires_at: new Date(Date.now() - 60_000) }).where(eq(profiles.id, expiredId))
})
afterAll(() => t.close())

describe('authorization matrix', () => {
  it('has a line for every route of the app and every better-auth endpoint, and none for a route that is gone', () => {
    // inspectRoutes marks as middleware every handler that takes `next` (app.use, validators, guards):
    // what is left answers requests. A route registered twice (validator + handler) counts once.
    const served = [...new Set(inspectRoutes(app).filter((r) => !r.isMiddleware).map((r) => `${r.method} ${r.path}`))]
    const covered = new Set(CASES.map((c) => c.route))
    expect(served.filter((r) => !covered.has(r)), 'routes without a matrix line').toEqual([])
    expect([...covered].filter((r) => !served.includes(r)), 'matrix lines for routes the app no longer serves').toEqual([])
    const calls = CASES.map((c) => c.call.split('?')[0].replace(/\{\w+\}/g, 'x'))
    const endpoints = Object.values(t.deps.auth.api as Record<string, { path?: string; options?: { method?: string | string[]; metadata?: { SERVER_ONLY?: boolean } } }>)
      .filter((e) => e.path && !e.options?.metadata?.SERVER_ONLY)
      .flatMap((e) => [e.options?.method ?? 'GET'].flat().map((m) => `${m} /api/auth${e.path}`))
    const missing = endpoints.filter((e) => {
      const pattern = new RegExp(`^${e.replace(/:\w+/g, '[^/]+')}$`)
      return !calls.some((c) => pattern.test(c))
    })
    expect(missing, 'better-auth endpoints without a matrix line').toEqual([])
  })

  it.each(CASES.map((c, n) => [`${c.call} → ${c.expect.join(' ')}`, c, n] as const))('%s', async (_, c, n) => {
    const { ids, secrets } = await ownerIds(n)
    const [method, target] = c.call.split(' ')
    const got = {} as Record<Actor, number>
    const leaks: string[] = []
    // Everyone else first, A's rows compared around each request; A last (a case may delete A's fixture).
    for (const actor of ['anon', 'other', 'expired', 'admin', 'owner'] as const) {
      const vars = { ...ids, selfName: actor === 'anon' ? 'Anônimo' : PEOPLE[actor].name }
      const path = fill(target, vars) as string
      const body = fill(c.body, vars)
      const before = actor === 'owner' ? undefined : await ownerRows()
      const res = await send(actor, method, path, await cookieOf(actor), body)
      got[actor] = res.status
      const text = c.stream && res.headers.get('content-type')?.startsWith('text/event-stream') ? await res.body!.cancel().then(() => '') : await res.text()
      if (actor === 'owner') continue
      if (!(c.adminWrites && actor === 'admin')) expect(await ownerRows(), `${actor}: ${method} ${path} changed A's rows`).toEqual(before)
      const sent = path + JSON.stringify(body ?? '')
      if (!(c.adminSees && actor === 'admin')) leaks.push(...secrets.filter((s) => !sent.includes(s) && text.includes(s)).map((s) => `${actor} read ${s}`))
    }
    if (c.ends) cookies.clear()
    expect(ACTORS.map((a) => got[a]), 'statuses: anon, owner, other, expired, admin').toEqual(c.expect)
    expect(leaks).toEqual([])
    expect(Object.values(got).filter((s) => s >= 500)).toEqual([])
  })
})
