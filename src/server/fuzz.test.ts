/**
 * Fuzz (issue 8): every JSON body route and query string of the app, arbitrary and nasty inputs.
 * Properties: never a 5xx, and a refused request (4xx) changes nothing in the database. At least
 * 3,000 cases in `npm test` (FUZZ_RUNS=30000 for more; FUZZ_SEED to replay another seed).
 */
import { eq, sql } from 'drizzle-orm'
import fc from 'fast-check'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { user } from './db/schema'
import { ADMIN_EMAIL, createTestApp, TEST_ORIGIN, type TestApp } from './testing/harness'
import * as A from './testing/fuzz-arbitraries'

const TOTAL_RUNS = Number(process.env.FUZZ_RUNS ?? 3000)
const SEED = Number(process.env.FUZZ_SEED ?? 20261122)

const WEBHOOK_SECRET = 'whsec_fuzz_secret'

let t: TestApp
let cookie: string
let adminCookie: string
let userId: string
let adminUserId: string
let campaignId: string
let assetId: string
beforeAll(async () => {
  t = await createTestApp({ env: { STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET, STRIPE_PRICE_PRO: 'price_pro', STRIPE_PRICE_BASICO: 'price_basico' } })
  cookie = await t.user('fuzz@example.com')
  adminCookie = await t.user(ADMIN_EMAIL)
  await t.db.update(user).set({ emailVerified: true }).where(eq(user.email, ADMIN_EMAIL))
  ;[{ id: userId }] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, 'fuzz@example.com'))
  ;[{ id: adminUserId }] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, ADMIN_EMAIL))
  const c = await t.request('/api/campaigns', { method: 'POST', cookie, json: { name: 'Alvo', notes: 'fuzz' } })
  campaignId = ((await c.json()) as { id: string }).id
  const a = await t.request(`/api/campaigns/${campaignId}/assets`, { method: 'POST', cookie, json: { asset_type: 'keywords', content: ['a'] } })
  assetId = ((await a.json()) as { id: string }).id
}, 120_000)
afterAll(() => t.close())

/** Cheap fingerprint of every table a user's request may change: a digest of each table's rows. */
async function snapshot(): Promise<string> {
  const digest = (table: string) => sql.raw(`(select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) from ${table} x)`)
  const result = await t.db.execute(sql`select concat_ws(',',
    ${digest('users')}, ${digest('sessions')}, ${digest('accounts')}, ${digest('verifications')}, ${digest('profiles')},
    ${digest('campaigns')}, ${digest('campaign_assets')}, ${digest('feedbacks')}, ${digest('profile_audit')},
    ${digest('stripe_events')}, ${digest('stripe_subscriptions')}) as s`)
  return (result as unknown as { rows: { s: string }[] }).rows[0].s
}

interface Route {
  name: string
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE'
  path: fc.Arbitrary<string>
  body?: fc.Arbitrary<unknown>
  /** Sent with the admin's session instead of the fuzz user's. */
  asAdmin?: true
  /** A Stripe webhook: the body is signed with the webhook secret (a valid signature on nasty JSON). */
  signed?: true
}

const fixed = (p: string) => fc.constant(p)
/** :id placeholders become the fuzz user's real ids or fuzzed ones. */
const withIds = (p: string) =>
  fc.tuple(fc.oneof(fc.constant('{c}'), A.pathId), fc.oneof(fc.constant('{a}'), A.pathId)).map(([c, a]) => p.replace(':id', c).replace(':assetId', a))

/**
 * GET /api/campaigns/compare with ids: the fuzz user's campaign, random UUIDs, broken encodings and nasty text
 * (form-encoded: encodeURIComponent throws on a lone surrogate), 0 to 4 of them, maybe a format.
 */
const compareIds = fc
  .tuple(fc.array(fc.oneof(fc.constant('{c}'), fc.uuid(), fc.constantFrom('%', '%00', '%E0%A4%A', '..', ''), A.nastyString.map((v) => new URLSearchParams({ v }).toString().slice(2))), { maxLength: 4 }), fc.constantFrom('', '&format=csv', '&format=json', '&format=%00'))
  .map(([ids, format]) => `/api/campaigns/compare?ids=${ids.join(',')}${format}`)

/** An admin route's :id: the fuzz user, the admin itself, or a fuzzed id. */
const adminUserPath = (suffix: string) => fc.oneof(fc.constant('{u}'), fc.constant('{self}'), A.pathId).map((id) => `/api/admin/users/${id}${suffix}`)
const stripeEvent = A.bodyFor({
  id: A.nastyString, object: fc.constant('event'), type: fc.oneof(fc.constantFrom('checkout.session.completed', 'customer.subscription.created',
    'customer.subscription.updated', 'customer.subscription.deleted', 'invoice.payment_failed'), A.nastyString),
  created: A.nastyValue, data: fc.oneof(A.nastyValue, A.bodyFor({ object: A.bodyFor({ id: A.nastyString, status: A.nastyString, customer: A.nastyValue,
    subscription: A.nastyValue, client_reference_id: fc.oneof(fc.constant('{u}'), A.nastyString), items: A.nastyValue, current_period_end: A.nastyValue }) })),
})

/** A campaign plan (decision 014): each part plausible or nasty, nested as the schema expects. */
const planBody = A.bodyFor({
  settings: A.bodyFor({ daily_budget: A.nastyNumber, bid_strategy: fc.constantFrom('maximize_clicks', 'target_cpa', 'target_roas'), target_value: A.nastyNumber,
    locations: fc.array(fc.oneof(fc.constant(2076), A.nastyNumber), { maxLength: 3 }), language: fc.constantFrom('pt', 'en'), final_url: A.nastyString, final_url_suffix: A.nastyString }),
  ad_groups: fc.array(A.bodyFor({ name: A.nastyString, final_url: A.nastyString, keywords: fc.array(A.nastyString, { maxLength: 4 }), negatives: fc.array(A.nastyString, { maxLength: 2 }),
    ads: fc.array(A.bodyFor({ headlines: fc.array(A.bodyFor({ text: A.nastyString, pin: A.nastyValue }), { maxLength: 4 }),
      descriptions: fc.array(A.bodyFor({ text: A.nastyString, pin: A.nastyValue }), { maxLength: 3 }), path1: A.nastyString, path2: A.nastyString }), { maxLength: 2 }) }), { maxLength: 3 }),
  extensions: A.bodyFor({ sitelinks: fc.array(A.nastyValue, { maxLength: 2 }), callouts: fc.array(A.nastyString, { maxLength: 2 }), negatives: fc.array(A.nastyString, { maxLength: 2 }) }),
  updated_at: fc.oneof(fc.constant(null), A.nastyString),
})

const ROUTES: Route[] = [
  { name: 'GET /api/admin/users', method: 'GET', path: fixed('/api/admin/users'), asAdmin: true },
  { name: 'PATCH /api/admin/users/:id', method: 'PATCH', path: adminUserPath(''), body: A.bodyFor({ action: fc.oneof(fc.constantFrom('trial', 'basic', 'pro', 'activate', 'deactivate'), A.nastyValue) }), asAdmin: true },
  { name: 'GET /api/admin/users/:id/audit', method: 'GET', path: adminUserPath('/audit'), asAdmin: true },
  { name: 'POST /api/billing/stripe/webhook (unsigned)', method: 'POST', path: fixed('/api/billing/stripe/webhook'), body: stripeEvent },
  { name: 'POST /api/billing/stripe/webhook (signed)', method: 'POST', path: fixed('/api/billing/stripe/webhook'), body: stripeEvent, signed: true },
  { name: 'GET /api/campaigns', method: 'GET', path: fixed('/api/campaigns') },
  { name: 'GET /api/campaigns/names', method: 'GET', path: fixed('/api/campaigns/names') },
  { name: 'GET /api/campaigns/:id', method: 'GET', path: withIds('/api/campaigns/:id') },
  { name: 'POST /api/campaigns', method: 'POST', path: fixed('/api/campaigns'), body: A.bodyFor(A.campaignFields) },
  { name: 'PATCH /api/campaigns/:id', method: 'PATCH', path: withIds('/api/campaigns/:id'), body: A.bodyFor(A.campaignFields) },
  { name: 'DELETE /api/campaigns/:id', method: 'DELETE', path: withIds('/api/campaigns/:id').map((p) => p.replace('{c}', '00000000-0000-4000-8000-000000000000')) },
  { name: 'POST /api/campaigns/:id/assets', method: 'POST', path: withIds('/api/campaigns/:id/assets'), body: A.bodyFor(A.assetFields) },
  { name: 'PATCH /api/campaigns/:id/assets/:assetId', method: 'PATCH', path: withIds('/api/campaigns/:id/assets/:assetId'), body: A.bodyFor(A.assetPatchFields) },
  { name: 'DELETE /api/campaigns/:id/assets/:assetId', method: 'DELETE', path: withIds('/api/campaigns/:id/assets/:assetId').map((p) => p.replace('{a}', '00000000-0000-4000-8000-000000000000')) },
  { name: 'GET /api/campaigns/:id/export.json', method: 'GET', path: withIds('/api/campaigns/:id/export.json') },
  { name: 'GET /api/campaigns/compare', method: 'GET', path: compareIds },
  { name: 'GET /api/campaigns/:id/export.csv', method: 'GET', path: withIds('/api/campaigns/:id/export.csv') },
  { name: 'GET /api/campaigns/:id/plan', method: 'GET', path: withIds('/api/campaigns/:id/plan') },
  { name: 'PUT /api/campaigns/:id/plan', method: 'PUT', path: withIds('/api/campaigns/:id/plan'), body: planBody },
  { name: 'GET /api/me', method: 'GET', path: fixed('/api/me') },
  { name: 'POST /api/feedback', method: 'POST', path: fixed('/api/feedback'), body: A.bodyFor(A.feedbackFields) },
  { name: 'POST sign-up', method: 'POST', path: fixed('/api/auth/sign-up/email'), body: A.bodyFor(A.signUpFields) },
  { name: 'POST sign-in', method: 'POST', path: fixed('/api/auth/sign-in/email'), body: A.bodyFor(A.signInFields) },
  { name: 'POST update-user', method: 'POST', path: fixed('/api/auth/update-user'), body: A.bodyFor(A.updateUserFields) },
  { name: 'POST request-password-reset', method: 'POST', path: fixed('/api/auth/request-password-reset'), body: A.bodyFor(A.requestResetFields) },
  { name: 'POST reset-password', method: 'POST', path: fixed('/api/auth/reset-password'), body: A.bodyFor(A.resetFields) },
  { name: 'POST change-password', method: 'POST', path: fixed('/api/auth/change-password'), body: A.bodyFor(A.changePasswordFields) },
  { name: 'POST two-factor/verify-totp', method: 'POST', path: fixed('/api/auth/two-factor/verify-totp'), body: A.bodyFor({ code: A.nastyString, trustDevice: A.nastyValue }) },
  { name: 'POST two-factor/verify-backup-code', method: 'POST', path: fixed('/api/auth/two-factor/verify-backup-code'), body: A.bodyFor({ code: A.nastyString, trustDevice: A.nastyValue }) },
  { name: 'GET get-session', method: 'GET', path: fixed('/api/auth/get-session') },
  { name: 'GET list-sessions', method: 'GET', path: fixed('/api/auth/list-sessions') },
]

const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constant('application/json') },
  { weight: 1, arbitrary: fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', 'multipart/form-data; boundary=x', undefined) },
)
const origin = fc.oneof({ weight: 8, arbitrary: fc.constant(TEST_ORIGIN) }, { weight: 1, arbitrary: fc.constantFrom('https://evil.example', 'null', undefined) })

function request(route: Pick<Route, 'method' | 'asAdmin' | 'signed'>, path: string, query: string, text: string | undefined, type: string | undefined, from: string | undefined) {
  const headers = new Headers({ cookie: route.asAdmin ? adminCookie : cookie })
  if (from !== undefined) headers.set('origin', from)
  if (text !== undefined && type !== undefined) headers.set('content-type', type)
  const body = text?.replaceAll('{u}', userId)
  if (route.signed && body !== undefined) headers.set('stripe-signature', Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WEBHOOK_SECRET }))
  const url = `${path.replace('{c}', campaignId).replace('{a}', assetId).replace('{u}', userId).replace('{self}', adminUserId)}${query ? `?${query}` : ''}`
  return t.app.request(url, { method: route.method, headers, body })
}

const perRoute = Math.ceil(TOTAL_RUNS / ROUTES.length)

describe(`fuzz: ${perRoute} cases on each of ${ROUTES.length} routes (seed ${SEED})`, () => {
  it.each(ROUTES.map((r) => [r.name, r] as const))('%s: never a 5xx; a refusal changes nothing', async (_, route) => {
    const body = route.body ? A.bodyText(route.body) : fc.constant(undefined)
    const query = fc.oneof({ weight: 3, arbitrary: fc.constant('') }, { weight: 1, arbitrary: A.queryString })
    let known: string | undefined // the database's fingerprint, while no request may have changed it
    const details = await fc.check(
      fc.asyncProperty(route.path, query, body, contentType, origin, async (path, q, text, type, from) => {
        const before = known ?? (await snapshot())
        known = undefined
        const res = await request(route, path, q, text, type, from)
        const answer = await res.text()
        if (res.status >= 500) throw new Error(`${res.status} ${answer.slice(0, 200)}`)
        if (res.status >= 400) {
          if ((await snapshot()) !== before) throw new Error(`${res.status} changed the database`)
          known = before
        }
      }),
      { numRuns: perRoute, seed: SEED, endOnFailure: true },
    )
    // A short report: the counterexample can be megabytes of JSON.
    const [path, q, text, type, from] = (details.counterexample ?? []) as (string | undefined)[]
    const short = (s?: string) => (s && s.length > 300 ? `${s.slice(0, 300)}… (${s.length} chars)` : s)
    expect(details.failed ? `${route.method} ${path}?${short(q)} [${type}, origin ${from}] ${short(text)}: ${details.errorInstance instanceof Error ? details.errorInstance.message : ''}` : 'ok').toBe('ok')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
    expect(({} as Record<string, unknown>).isAdmin).toBeUndefined()
  }, 600_000)

  it.each(ROUTES.filter((r) => r.body).map((r) => [r.name, r] as const))('%s: a body over 1 MB (4 MB for the plan) is a 413', async (_, route) => {
    const before = await snapshot()
    const plan = route.name.endsWith('/plan')
    const path = route.name.includes('/api/campaigns/:id') ? `/api/campaigns/${campaignId}${route.name.includes('assets') ? '/assets' : plan ? '/plan' : ''}` : fc.sample(route.path, { numRuns: 1, seed: 1 })[0]
    const res = await request(route, path, '', JSON.stringify({ name: 'x'.repeat(plan ? 4_300_000 : 1_100_000), content: 'x' }), 'application/json', TEST_ORIGIN)
    expect(res.status).toBe(413)
    expect(await snapshot()).toBe(before)
  }, 60_000)
})
