/**
 * Stripe events applied to accounts (issue 10). Each event is stored once (its id is the key: a
 * duplicate delivery changes nothing) in the same transaction that applies it, so an error leaves
 * neither the event nor half a change behind and Stripe delivers it again.
 *
 * - checkout.session.completed links the account (client_reference_id, else the customer e-mail) to its
 *   customer and subscription. It does not order the subscription's events: plan and status come from
 *   the subscription events, which Stripe may send before or after it.
 * - customer.subscription.* and invoice.payment_failed find the account by the subscription. An event
 *   older (`created`) than the newest one applied to that subscription is 'stale' and changes nothing;
 *   the subscription's row is locked while it is decided, so two deliveries cannot both win.
 * - No account yet: 'pending', applied in `created` order when the checkout links the subscription or
 *   when the account's profile is created (ensureProfile), with the same stale rule.
 */
import { and, asc, eq, or, sql } from 'drizzle-orm'
import type { AuditState } from '../../shared/admin'
import type { Db } from '../db/client'
import { profileAudit, profiles, stripeEvents, stripeSubscriptions } from '../db/schema'
import { eventFacts, type EventFacts, type PlanPrices, subscriptionState } from './stripe-event'

type ProfileRow = typeof profiles.$inferSelect
type EventRow = typeof stripeEvents.$inferSelect

/** What became of an event: stored with that state, or 'duplicate' (already stored, nothing done). */
export type EventOutcome = 'applied' | 'ignored' | 'stale' | 'pending' | 'duplicate'
type StoredState = Exclude<EventOutcome, 'duplicate'>

/** A subscription row created before any event was applied to it: every event is newer. */
const NEVER = new Date(0)

function auditState(p: ProfileRow): AuditState {
  return {
    plan: p.plan,
    subscription_status: p.subscription_status,
    trial_expires_at: p.trial_expires_at?.toISOString() ?? null,
    stripe_subscription_id: p.stripe_subscription_id,
    current_period_end: p.current_period_end?.toISOString() ?? null,
  }
}

const CHANGED_BY_STRIPE = ['plan', 'subscription_status', 'trial_expires_at', 'stripe_subscription_id', 'stripe_customer_id', 'current_period_end'] as const
type StripeChanges = Partial<Pick<ProfileRow, (typeof CHANGED_BY_STRIPE)[number]>>

const same = (a: unknown, b: unknown) => (a instanceof Date && b instanceof Date ? a.getTime() === b.getTime() : a === b)

/** Writes the changes that differ from the profile, with their audit row (actor 'stripe'); nothing when none differ. */
async function changeProfile(tx: Db, before: ProfileRow, changes: StripeChanges, action: string, now: Date) {
  const differs = CHANGED_BY_STRIPE.some((k) => k in changes && !same(changes[k], before[k]))
  if (!differs) return
  const [after] = await tx.update(profiles).set(changes).where(eq(profiles.id, before.id)).returning()
  await tx.insert(profileAudit).values({
    actor: 'stripe',
    admin_id: null,
    admin_email: null,
    target_id: before.id,
    target_email: before.email,
    action,
    before: auditState(before),
    after: auditState(after),
    created_at: now,
  })
}

async function lockedProfile(tx: Db, id: string): Promise<ProfileRow | undefined> {
  const [row] = await tx.select().from(profiles).where(eq(profiles.id, id)).for('update')
  return row
}

/** The account a checkout pays for: the profile whose id is client_reference_id, else the one with the customer's e-mail. */
async function checkoutAccount(tx: Db, facts: EventFacts): Promise<ProfileRow | undefined> {
  if (facts.clientReferenceId) {
    const byId = await lockedProfile(tx, facts.clientReferenceId)
    if (byId) return byId
  }
  if (!facts.email) return undefined
  const [byEmail] = await tx.select({ id: profiles.id }).from(profiles)
    .where(sql`lower(${profiles.email}) = ${facts.email}`).orderBy(asc(profiles.created_at)).limit(1)
  return byEmail ? lockedProfile(tx, byEmail.id) : undefined
}

/** The subscription's row, created when missing, locked until the transaction ends. */
async function lockedSubscription(tx: Db, id: string, customerId: string | null) {
  await tx.insert(stripeSubscriptions).values({ id, customer_id: customerId, last_event_created: NEVER }).onConflictDoNothing()
  const [row] = await tx.select().from(stripeSubscriptions).where(eq(stripeSubscriptions.id, id)).for('update')
  return row
}

async function applyCheckout(tx: Db, facts: EventFacts, now: Date): Promise<StoredState> {
  const account = await checkoutAccount(tx, facts)
  if (!account) return 'pending'
  const changes: StripeChanges = {}
  if (facts.customerId) changes.stripe_customer_id = facts.customerId
  if (facts.subscriptionId) {
    changes.stripe_subscription_id = facts.subscriptionId
    await lockedSubscription(tx, facts.subscriptionId, facts.customerId)
    await tx.update(stripeSubscriptions)
      .set({ user_id: account.id, ...(facts.customerId ? { customer_id: facts.customerId } : {}), updated_at: now })
      .where(eq(stripeSubscriptions.id, facts.subscriptionId))
  }
  await changeProfile(tx, account, changes, facts.type, now)
  if (facts.subscriptionId) await applyPendingOfSubscription(tx, facts.subscriptionId, now)
  return 'applied'
}

/** A subscription or failed-payment event: found by its subscription, ordered by `created` per subscription. */
async function applySubscriptionEvent(tx: Db, facts: EventFacts, event: unknown, now: Date): Promise<StoredState> {
  const subscriptionId = facts.subscriptionId!
  const sub = await lockedSubscription(tx, subscriptionId, facts.customerId)
  let account = sub.user_id ? await lockedProfile(tx, sub.user_id) : undefined
  if (!account) {
    const [linked] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.stripe_subscription_id, subscriptionId)).limit(1)
    account = linked ? await lockedProfile(tx, linked.id) : undefined
  }
  if (!account) return 'pending'
  if (facts.created < sub.last_event_created) return 'stale'
  await tx.update(stripeSubscriptions)
    .set({ last_event_created: facts.created, user_id: account.id, updated_at: now })
    .where(eq(stripeSubscriptions.id, subscriptionId))
  // The account pays with a newer subscription now: this one's news is kept, the account is not changed.
  if (account.stripe_subscription_id && account.stripe_subscription_id !== subscriptionId) return 'stale'
  const state = subscriptionState(facts, event)
  const changes: StripeChanges = { subscription_status: state.status, stripe_subscription_id: subscriptionId }
  if (facts.plan) changes.plan = facts.plan
  // A paying account is past the app's own trial (as the admin's Básico and Pro actions clear it).
  if (state.status === 'active') changes.trial_expires_at = null
  if (state.periodEnd !== undefined) changes.current_period_end = state.periodEnd
  if (facts.customerId) changes.stripe_customer_id = facts.customerId
  await changeProfile(tx, account, changes, facts.type, now)
  return 'applied'
}

function applyFacts(tx: Db, facts: EventFacts, event: unknown, now: Date): Promise<StoredState> {
  switch (facts.kind) {
    case 'ignored':
      return Promise.resolve('ignored')
    case 'checkout':
      return applyCheckout(tx, facts, now)
    case 'subscription':
    case 'payment_failed':
      return applySubscriptionEvent(tx, facts, event, now)
  }
}

/** A stored event's facts: read again from its payload, with the plan its price gave when it arrived. */
const factsOfRow = (row: EventRow): EventFacts => ({ ...eventFacts(row.payload, {}), plan: row.plan === 'basic' || row.plan === 'pro' ? row.plan : null })

async function markEvent(tx: Db, id: string, state: StoredState, now: Date) {
  await tx.update(stripeEvents).set({ state, applied_at: state === 'applied' ? now : null }).where(eq(stripeEvents.id, id))
}

/** Applies the subscription's pending events, oldest first (within the caller's transaction, the subscription locked). */
async function applyPendingOfSubscription(tx: Db, subscriptionId: string, now: Date) {
  const pending = await tx.select().from(stripeEvents)
    .where(and(eq(stripeEvents.state, 'pending'), eq(stripeEvents.subscription_id, subscriptionId)))
    .orderBy(asc(stripeEvents.created), asc(stripeEvents.received_at)).for('update')
  for (const row of pending) {
    const facts = factsOfRow(row)
    if (facts.kind === 'checkout') continue // another checkout of the same subscription: its own account decides
    await markEvent(tx, row.id, await applyFacts(tx, facts, row.payload, now), now)
  }
}

/**
 * Stores a verified event once and applies it, in one transaction: 'duplicate' when its id was
 * already stored. An error rolls all of it back (the caller answers 500 and Stripe retries).
 */
export async function receiveStripeEvent(db: Db, event: unknown, prices: PlanPrices, now: Date): Promise<EventOutcome> {
  const facts = eventFacts(event, prices)
  const outcome = await db.transaction(async (tx): Promise<EventOutcome> => {
    const inserted = await tx.insert(stripeEvents).values({
      id: facts.id,
      type: facts.type,
      created: facts.created,
      received_at: now,
      state: 'received',
      subscription_id: facts.subscriptionId,
      customer_id: facts.customerId,
      client_reference_id: facts.clientReferenceId,
      email: facts.email,
      plan: facts.plan,
      payload: event,
    }).onConflictDoNothing().returning({ id: stripeEvents.id })
    if (inserted.length === 0) return 'duplicate'
    const state = await applyFacts(tx, facts, event, now)
    await markEvent(tx, facts.id, state, now)
    return state
  })
  // Pending checkouts whose account exists by now: one whose sign-up committed between this event's
  // look-up and its commit, or one ensureProfile could not apply. Cheap: pending rows have their own index.
  await applyPendingCheckouts(db, now)
  return outcome
}

/**
 * Applies the pending checkouts whose account exists now (all of them, or those of `account`), each
 * in its own transaction, oldest first; each links its subscription and applies that one's pending events.
 */
export async function applyPendingCheckouts(db: Db, now: Date, account?: { id: string; email: string }) {
  const matchesAccount = account
    ? or(eq(stripeEvents.client_reference_id, account.id), eq(stripeEvents.email, account.email.trim().toLowerCase()))
    : sql`exists (select 1 from ${profiles} where ${profiles.id} = ${stripeEvents.client_reference_id} or lower(${profiles.email}) = ${stripeEvents.email})`
  const candidates = await db.select({ id: stripeEvents.id }).from(stripeEvents)
    .where(and(eq(stripeEvents.state, 'pending'), eq(stripeEvents.type, 'checkout.session.completed'), matchesAccount))
    .orderBy(asc(stripeEvents.created), asc(stripeEvents.received_at))
  for (const { id } of candidates) {
    await db.transaction(async (tx) => {
      const [row] = await tx.select().from(stripeEvents).where(eq(stripeEvents.id, id)).for('update')
      if (row?.state !== 'pending') return // applied meanwhile by another request
      const state = await applyFacts(tx, factsOfRow(row), row.payload, now)
      if (state !== 'pending') await markEvent(tx, id, state, now)
    })
  }
}
