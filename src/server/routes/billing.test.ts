import { asc, eq, sql } from 'drizzle-orm'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profileAudit, profiles, stripeEvents, stripeSubscriptions, user } from '../db/schema'
import { createTestApp, type TestApp } from '../testing/harness'

const SECRET = 'whsec_test_forjaads'
const PRICE_BASICO = 'price_basico_test'
const PRICE_PRO = 'price_pro_test'
const WEBHOOK = '/api/billing/stripe/webhook'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ env: { STRIPE_WEBHOOK_SECRET: SECRET, STRIPE_PRICE_BASICO: PRICE_BASICO, STRIPE_PRICE_PRO: PRICE_PRO } })
})
afterAll(() => t.close())

let seq = 0
const uid = (prefix: string) => `${prefix}_${Date.now().toString(36)}${(seq++).toString(36)}`
/** Stripe's `created`: seconds. Tests place events relative to a base so their order is explicit. */
const T0 = Math.floor(Date.now() / 1000) - 3600

type Json = Record<string, unknown>

function event(type: string, created: number, object: Json, id = uid('evt')): Json {
  return { id, object: 'event', api_version: '2026-10-28.endive', created, type, livemode: false, data: { object } }
}

function checkout(created: number, o: { ref?: string | null; email?: string; customer?: string; subscription?: string | null }) {
  return event('checkout.session.completed', created, {
    id: uid('cs'),
    object: 'checkout.session',
    mode: 'subscription',
    payment_status: 'paid',
    client_reference_id: o.ref ?? null,
    customer: o.customer ?? uid('cus'),
    customer_details: { email: o.email ?? null },
    customer_email: null,
    subscription: o.subscription === undefined ? uid('sub') : o.subscription,
  })
}

/** A subscription event in the current API shape: the period end on the item. */
function subscription(type: string, created: number, o: { sub: string; customer?: string; price?: string; status?: string; periodEnd?: number }) {
  return event(`customer.subscription.${type}`, created, {
    id: o.sub,
    object: 'subscription',
    customer: o.customer ?? 'cus_any',
    status: o.status ?? 'active',
    items: { object: 'list', data: [{ id: uid('si'), object: 'subscription_item', price: { id: o.price ?? PRICE_BASICO, object: 'price' }, current_period_end: o.periodEnd ?? T0 + 30 * 86400 }] },
  })
}

/** The same in an API version before 2025-03-31: the period end and the plan on the subscription. */
function legacySubscription(type: string, created: number, o: { sub: string; price: string; status: string; periodEnd: number }) {
  return event(`customer.subscription.${type}`, created, {
    id: o.sub,
    object: 'subscription',
    customer: 'cus_legacy',
    status: o.status,
    current_period_end: o.periodEnd,
    plan: { id: o.price, object: 'plan' },
    items: { object: 'list', data: [{ id: uid('si'), object: 'subscription_item', plan: { id: o.price, object: 'plan' } }] },
  })
}

function paymentFailed(created: number, sub: string, shape: 'parent' | 'legacy' = 'parent') {
  const invoice: Json = { id: uid('in'), object: 'invoice', customer: 'cus_any', customer_email: 'x@example.com', status: 'open' }
  if (shape === 'parent') invoice.parent = { type: 'subscription_details', subscription_details: { subscription: sub } }
  else invoice.subscription = sub
  return event('invoice.payment_failed', created, invoice)
}

/** Posts like Stripe does: no Origin, the raw JSON and its signature (unless told otherwise). */
async function deliver(payload: Json | string, o: { secret?: string; header?: string | null; app?: TestApp; timestamp?: number } = {}) {
  const body = typeof payload === 'string' ? payload : JSON.stringify(payload)
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' }
  const header = o.header === undefined
    ? Stripe.webhooks.generateTestHeaderString({ payload: body, secret: o.secret ?? SECRET, timestamp: o.timestamp })
    : o.header
  if (header !== null) headers['stripe-signature'] = header
  return (o.app ?? t).app.request(WEBHOOK, { method: 'POST', headers, body })
}

async function deliverOk(payload: Json) {
  const res = await deliver(payload)
  expect(res.status, await res.clone().text()).toBe(200)
  return ((await res.json()) as { state: string }).state
}

async function account(prefix: string) {
  const email = `${prefix}-${uid('u')}@example.com`.toLowerCase()
  await t.user(email)
  const [row] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email))
  return { id: row.id, email }
}

const profileOf = async (id: string) => (await t.db.select().from(profiles).where(eq(profiles.id, id)))[0]
const eventRow = async (id: string) => (await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, id)))[0]
const auditOf = (id: string) => t.db.select().from(profileAudit).where(eq(profileAudit.target_id, id)).orderBy(asc(profileAudit.created_at))
const count = async (table: typeof stripeEvents | typeof stripeSubscriptions | typeof profileAudit) =>
  Number((await t.db.select({ n: sql<number>`count(*)` }).from(table))[0].n)

/** An account linked to a fresh subscription by a checkout. */
async function linkedAccount(prefix: string) {
  const a = await account(prefix)
  const sub = uid('sub')
  const customer = uid('cus')
  expect(await deliverOk(checkout(T0, { ref: a.id, subscription: sub, customer }))).toBe('applied')
  return { ...a, sub, customer }
}

describe('POST /api/billing/stripe/webhook: the signature', () => {
  it('refuses a missing, wrong, tampered or old signature with 400 and changes nothing', async () => {
    const a = await account('assinatura')
    const before = await profileOf(a.id)
    const counts = [await count(stripeEvents), await count(stripeSubscriptions), await count(profileAudit)]
    const payload = checkout(T0, { ref: a.id })
    const body = JSON.stringify(payload)
    const signed = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: SECRET })
    const attempts = [
      await deliver(payload, { header: null }),
      await deliver(payload, { header: '' }),
      await deliver(payload, { secret: 'whsec_someone_else' }),
      await deliver(payload, { header: 't=1,v1=deadbeef' }),
      // The same event, re-serialised: not the bytes Stripe signed.
      await deliver(JSON.stringify(payload, null, 2), { header: signed }),
      await deliver({ ...payload, data: { object: { ...(payload.data as Json).object as Json, client_reference_id: 'someone' } } }, { header: signed }),
      // A captured delivery replayed after Stripe's 5-minute tolerance.
      await deliver(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 }),
    ]
    for (const res of attempts) {
      expect(res.status).toBe(400)
      expect(await res.json()).toEqual({ error: { code: 'invalid_signature', message: 'Assinatura do webhook do Stripe ausente ou inválida.' } })
    }
    expect([await count(stripeEvents), await count(stripeSubscriptions), await count(profileAudit)]).toEqual(counts)
    expect(await profileOf(a.id)).toEqual(before)
  })

  it('answers 400 and stores nothing when STRIPE_WEBHOOK_SECRET is not set', async () => {
    const bare = await createTestApp()
    try {
      const res = await deliver(checkout(T0, { email: 'ninguem@example.com' }), { app: bare })
      expect(res.status).toBe(400)
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('webhook_not_configured')
      expect(await bare.db.select().from(stripeEvents)).toEqual([])
    } finally {
      await bare.close()
    }
  })

  it('answers 400 to a signed body that is not a Stripe event', async () => {
    expect((await deliver('não é json')).status).toBe(400)
    expect((await deliver({ object: 'event', type: 'x' })).status).toBe(400)
  })
})

describe('POST /api/billing/stripe/webhook: the events', () => {
  it('checkout.session.completed links the account named by client_reference_id to its customer and subscription', async () => {
    const a = await account('checkout')
    const sub = uid('sub')
    const payload = checkout(T0, { ref: a.id, subscription: sub, customer: 'cus_checkout', email: 'outro@example.com' })
    expect(await deliverOk(payload)).toBe('applied')
    const p = await profileOf(a.id)
    expect(p).toMatchObject({ stripe_customer_id: 'cus_checkout', stripe_subscription_id: sub, plan: 'pro', subscription_status: 'trialing' })
    const [s] = await t.db.select().from(stripeSubscriptions).where(eq(stripeSubscriptions.id, sub))
    expect(s).toMatchObject({ user_id: a.id, customer_id: 'cus_checkout' })
    expect(await eventRow(payload.id as string)).toMatchObject({ state: 'applied', type: 'checkout.session.completed', client_reference_id: a.id, subscription_id: sub })
    const audit = await auditOf(a.id)
    expect(audit).toHaveLength(1)
    expect(audit[0]).toMatchObject({
      actor: 'stripe', admin_id: null, admin_email: null, target_email: a.email, action: 'checkout.session.completed',
      before: { plan: 'pro', subscription_status: 'trialing', stripe_subscription_id: null },
      after: { plan: 'pro', subscription_status: 'trialing', stripe_subscription_id: sub },
    })
  })

  it('checkout.session.completed without a known client_reference_id finds the account by the customer e-mail', async () => {
    const a = await account('porEmail')
    const sub = uid('sub')
    expect(await deliverOk(checkout(T0, { ref: 'conta-que-nao-existe', email: a.email.toUpperCase(), subscription: sub }))).toBe('applied')
    expect((await profileOf(a.id)).stripe_subscription_id).toBe(sub)
  })

  it('customer.subscription.created sets plan by price, status active, the period end, clears the trial; /api/me shows the date', async () => {
    const a = await linkedAccount('criada')
    const periodEnd = T0 + 31 * 86400
    expect(await deliverOk(subscription('created', T0 + 1, { sub: a.sub, customer: a.customer, price: PRICE_BASICO, status: 'active', periodEnd }))).toBe('applied')
    const p = await profileOf(a.id)
    expect(p).toMatchObject({ plan: 'basic', subscription_status: 'active', trial_expires_at: null, stripe_subscription_id: a.sub, stripe_customer_id: a.customer })
    expect(p.current_period_end?.getTime()).toBe(periodEnd * 1000)

    const me = await t.request('/api/me', { cookie: await t.signIn(a.email) })
    const body = (await me.json()) as { profile: Record<string, unknown> }
    expect(body.profile.current_period_end).toBe(new Date(periodEnd * 1000).toISOString())
    expect(body.profile).not.toHaveProperty('search_text')

    const audit = await auditOf(a.id)
    expect(audit.at(-1)).toMatchObject({
      actor: 'stripe', action: 'customer.subscription.created',
      before: { plan: 'pro', subscription_status: 'trialing' },
      after: { plan: 'basic', subscription_status: 'active', trial_expires_at: null, stripe_subscription_id: a.sub, current_period_end: new Date(periodEnd * 1000).toISOString() },
    })
  })

  it('reads an older API version: the plan and the period end on the subscription', async () => {
    const a = await linkedAccount('legado')
    const periodEnd = T0 + 20 * 86400
    expect(await deliverOk(legacySubscription('updated', T0 + 1, { sub: a.sub, price: PRICE_PRO, status: 'active', periodEnd }))).toBe('applied')
    const p = await profileOf(a.id)
    expect(p).toMatchObject({ plan: 'pro', subscription_status: 'active' })
    expect(p.current_period_end?.getTime()).toBe(periodEnd * 1000)
  })

  it.each([
    ['trialing', 'active'],
    ['active', 'active'],
    ['past_due', 'inactive'],
    ['unpaid', 'inactive'],
    ['incomplete', 'inactive'],
    ['incomplete_expired', 'inactive'],
    ['paused', 'inactive'],
  ])('customer.subscription.updated with Stripe status %s → %s', async (stripeStatus, status) => {
    const a = await linkedAccount(`status-${stripeStatus}`)
    await deliverOk(subscription('updated', T0 + 1, { sub: a.sub, price: PRICE_PRO, status: stripeStatus }))
    expect(await profileOf(a.id)).toMatchObject({ plan: 'pro', subscription_status: status })
  })

  it('an unknown price keeps the plan and still sets the status', async () => {
    const a = await linkedAccount('precoDesconhecido')
    await deliverOk(subscription('updated', T0 + 1, { sub: a.sub, price: PRICE_BASICO }))
    await deliverOk(subscription('updated', T0 + 2, { sub: a.sub, price: 'price_other', status: 'past_due' }))
    expect(await profileOf(a.id)).toMatchObject({ plan: 'basic', subscription_status: 'inactive' })
  })

  it('customer.subscription.deleted → inactive, no next billing date, the subscription id kept', async () => {
    const a = await linkedAccount('cancelada')
    await deliverOk(subscription('created', T0 + 1, { sub: a.sub, price: PRICE_PRO }))
    expect(await deliverOk(subscription('deleted', T0 + 2, { sub: a.sub, price: PRICE_PRO, status: 'canceled' }))).toBe('applied')
    expect(await profileOf(a.id)).toMatchObject({ plan: 'pro', subscription_status: 'inactive', stripe_subscription_id: a.sub, current_period_end: null })
    expect((await auditOf(a.id)).at(-1)).toMatchObject({ action: 'customer.subscription.deleted', after: { subscription_status: 'inactive' } })
  })

  it.each(['parent', 'legacy'] as const)('invoice.payment_failed (%s shape) → inactive until a later event says active', async (shape) => {
    const a = await linkedAccount(`falha-${shape}`)
    await deliverOk(subscription('created', T0 + 1, { sub: a.sub, price: PRICE_PRO }))
    expect(await deliverOk(paymentFailed(T0 + 2, a.sub, shape))).toBe('applied')
    expect(await profileOf(a.id)).toMatchObject({ plan: 'pro', subscription_status: 'inactive' })
    expect((await auditOf(a.id)).at(-1)).toMatchObject({ action: 'invoice.payment_failed', after: { subscription_status: 'inactive' } })
    await deliverOk(subscription('updated', T0 + 3, { sub: a.sub, price: PRICE_PRO, status: 'active' }))
    expect(await profileOf(a.id)).toMatchObject({ subscription_status: 'active' })
  })

  it('acknowledges an unknown event type, stores it as ignored and changes nothing', async () => {
    const a = await linkedAccount('ignorado')
    const audits = (await auditOf(a.id)).length
    const before = await profileOf(a.id)
    const payload = event('customer.created', T0 + 1, { id: a.customer, object: 'customer', email: a.email })
    expect(await deliverOk(payload)).toBe('ignored')
    expect(await eventRow(payload.id as string)).toMatchObject({ state: 'ignored', applied_at: null })
    expect(await profileOf(a.id)).toEqual(before)
    expect(await auditOf(a.id)).toHaveLength(audits)
  })

  it('stores an event id once: a second delivery answers 200 and changes nothing', async () => {
    const a = await linkedAccount('duplicado')
    const payload = subscription('updated', T0 + 1, { sub: a.sub, price: PRICE_PRO })
    expect(await deliverOk(payload)).toBe('applied')
    // Something else changed the account since (an admin): the retried delivery must not undo it.
    await t.db.update(profiles).set({ subscription_status: 'inactive' }).where(eq(profiles.id, a.id))
    const audits = (await auditOf(a.id)).length
    expect(await deliverOk(payload)).toBe('duplicate')
    expect(await profileOf(a.id)).toMatchObject({ subscription_status: 'inactive' })
    expect(await auditOf(a.id)).toHaveLength(audits)
    expect(await t.db.select().from(stripeEvents).where(eq(stripeEvents.id, payload.id as string))).toHaveLength(1)
  })

  it('out of order: updated at t2 then updated at t1 ends in the t2 state; the older one is stale', async () => {
    const a = await linkedAccount('ordem')
    const newer = subscription('updated', T0 + 20, { sub: a.sub, price: PRICE_PRO, status: 'active' })
    const older = subscription('updated', T0 + 10, { sub: a.sub, price: PRICE_BASICO, status: 'past_due' })
    expect(await deliverOk(newer)).toBe('applied')
    expect(await deliverOk(older)).toBe('stale')
    expect(await profileOf(a.id)).toMatchObject({ plan: 'pro', subscription_status: 'active' })
    expect(await eventRow(older.id as string)).toMatchObject({ state: 'stale', applied_at: null })
    const [s] = await t.db.select().from(stripeSubscriptions).where(eq(stripeSubscriptions.id, a.sub))
    expect(s.last_event_created.getTime()).toBe((T0 + 20) * 1000)
  })

  it('concurrent deliveries of two events of one subscription end in the newest state', async () => {
    for (let round = 0; round < 3; round++) {
      const a = await linkedAccount(`concorrente${round}`)
      const newer = subscription('updated', T0 + 20, { sub: a.sub, price: PRICE_PRO, status: 'active' })
      const older = subscription('updated', T0 + 10, { sub: a.sub, price: PRICE_BASICO, status: 'past_due' })
      const states = await Promise.all([deliverOk(newer), deliverOk(older)])
      expect(states).toContain('applied')
      expect(await profileOf(a.id)).toMatchObject({ plan: 'pro', subscription_status: 'active' })
    }
  })

  it('a subscription event before its checkout waits as pending and is applied when the checkout links it', async () => {
    const a = await account('antes')
    const sub = uid('sub')
    const early = subscription('created', T0 + 5, { sub, price: PRICE_BASICO })
    expect(await deliverOk(early)).toBe('pending')
    expect(await profileOf(a.id)).toMatchObject({ plan: 'pro', subscription_status: 'trialing', stripe_subscription_id: null })
    expect(await deliverOk(checkout(T0 + 6, { ref: a.id, subscription: sub }))).toBe('applied')
    expect(await profileOf(a.id)).toMatchObject({ plan: 'basic', subscription_status: 'active', stripe_subscription_id: sub })
    expect(await eventRow(early.id as string)).toMatchObject({ state: 'applied' })
    expect((await auditOf(a.id)).map((r) => r.action)).toEqual(['checkout.session.completed', 'customer.subscription.created'])
  })

  it('a payment for an account that does not exist yet is kept and applied when the person signs up', async () => {
    const email = `${uid('futuro')}@example.com`
    const sub = uid('sub')
    const paid = checkout(T0 + 1, { ref: null, email, subscription: sub, customer: 'cus_futuro' })
    const created = subscription('created', T0, { sub, customer: 'cus_futuro', price: PRICE_PRO, status: 'active', periodEnd: T0 + 30 * 86400 })
    const updated = subscription('updated', T0 + 2, { sub, customer: 'cus_futuro', price: PRICE_BASICO, status: 'active', periodEnd: T0 + 40 * 86400 })
    // Stripe's order is not the events' order: the newest subscription state arrives first.
    expect(await deliverOk(updated)).toBe('pending')
    expect(await deliverOk(paid)).toBe('pending')
    expect(await deliverOk(created)).toBe('pending')
    for (const e of [paid, created, updated]) expect(await eventRow(e.id as string)).toMatchObject({ state: 'pending' })

    const res = await t.signUp(email.toUpperCase())
    expect(res.status).toBe(200)
    const [u] = await t.db.select({ id: user.id }).from(user).where(eq(user.email, email))
    const p = await profileOf(u.id)
    expect(p).toMatchObject({ plan: 'basic', subscription_status: 'active', trial_expires_at: null, stripe_subscription_id: sub, stripe_customer_id: 'cus_futuro' })
    expect(p.current_period_end?.getTime()).toBe((T0 + 40 * 86400) * 1000)
    for (const e of [paid, created, updated]) expect(await eventRow(e.id as string)).toMatchObject({ state: 'applied' })
    expect((await auditOf(u.id)).map((r) => r.action)).toEqual(['checkout.session.completed', 'customer.subscription.created', 'customer.subscription.updated'])
  })

  it('a pending checkout named by client_reference_id is applied when that profile is created', async () => {
    // The user row exists but its profile does not yet (it is created on first use).
    const a = await account('semPerfil')
    await t.db.delete(profiles).where(eq(profiles.id, a.id))
    const sub = uid('sub')
    expect(await deliverOk(checkout(T0, { ref: a.id, subscription: sub }))).toBe('pending')
    expect(await deliverOk(subscription('created', T0 + 1, { sub, price: PRICE_PRO }))).toBe('pending')
    const me = await t.request('/api/me', { cookie: await t.signIn(a.email) })
    expect(((await me.json()) as { profile: Record<string, unknown> }).profile).toMatchObject({ plan: 'pro', subscription_status: 'active', stripe_subscription_id: sub })
  })

  it('a pending checkout whose account appeared without ensureProfile applying it is applied on the next delivery', async () => {
    const a = await account('varredura')
    const [saved] = await t.db.select().from(profiles).where(eq(profiles.id, a.id))
    await t.db.delete(profiles).where(eq(profiles.id, a.id))
    const sub = uid('sub')
    const paid = checkout(T0, { ref: a.id, subscription: sub })
    expect(await deliverOk(paid)).toBe('pending')
    // The profile comes back by another way than ensureProfile (which would have applied it).
    const { search_text: _key, ...row } = saved
    await t.db.insert(profiles).values(row)
    expect(await deliverOk(event('customer.created', T0 + 1, { id: 'cus_x', object: 'customer' }))).toBe('ignored')
    expect(await eventRow(paid.id as string)).toMatchObject({ state: 'applied' })
    expect((await profileOf(a.id)).stripe_subscription_id).toBe(sub)
  })

  it('events of a subscription the account has replaced do not change the account', async () => {
    const a = await linkedAccount('substituida')
    const old = a.sub
    await deliverOk(subscription('created', T0 + 1, { sub: old, price: PRICE_BASICO }))
    const sub = uid('sub')
    await deliverOk(checkout(T0 + 2, { ref: a.id, subscription: sub }))
    await deliverOk(subscription('created', T0 + 3, { sub, price: PRICE_PRO }))
    expect(await deliverOk(subscription('deleted', T0 + 4, { sub: old, price: PRICE_BASICO, status: 'canceled' }))).toBe('stale')
    expect(await profileOf(a.id)).toMatchObject({ plan: 'pro', subscription_status: 'active', stripe_subscription_id: sub })
  })

  it('an error while applying answers 500 and keeps nothing, so the retry applies it', async () => {
    const a = await linkedAccount('erro')
    const before = await profileOf(a.id)
    const audits = (await auditOf(a.id)).length
    await t.db.execute(sql`create function audit_fails() returns trigger language plpgsql as $$ begin raise exception 'audit down'; end $$`)
    await t.db.execute(sql`create trigger audit_fails before insert on profile_audit for each row execute function audit_fails()`)
    const payload = subscription('updated', T0 + 1, { sub: a.sub, price: PRICE_PRO })
    try {
      const res = await deliver(payload)
      expect(res.status).toBe(500)
      expect(await eventRow(payload.id as string)).toBeUndefined()
      expect(await profileOf(a.id)).toEqual(before)
      const [s] = await t.db.select().from(stripeSubscriptions).where(eq(stripeSubscriptions.id, a.sub))
      expect(s.last_event_created.getTime()).toBe(0)
    } finally {
      await t.db.execute(sql`drop trigger audit_fails on profile_audit`)
      await t.db.execute(sql`drop function audit_fails()`)
    }
    expect(await deliverOk(payload)).toBe('applied')
    expect(await profileOf(a.id)).toMatchObject({ plan: 'pro', subscription_status: 'active' })
    expect(await auditOf(a.id)).toHaveLength(audits + 1)
  })
})
