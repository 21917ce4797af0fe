/**
 * What a Stripe event means for an account (issue 10), read from the event's JSON alone: pure, no
 * database. Stripe sends each event in the API version of the webhook endpoint, so the fields that
 * moved between versions are read in both places (the subscription's `current_period_end` on the
 * subscription or on its items; the invoice's subscription on the invoice or under `parent`).
 */

export type PaidPlan = 'basic' | 'pro'

/** The price ids that give each plan (STRIPE_PRICE_BASICO, STRIPE_PRICE_PRO); either may be unset. */
export interface PlanPrices {
  basic?: string
  pro?: string
}

/**
 * 'checkout' links an account to its customer and subscription; 'subscription' sets plan, status and
 * period end; 'payment_failed' sets the status inactive; 'ignored' is any other type (acknowledged).
 */
export type EventKind = 'checkout' | 'subscription' | 'payment_failed' | 'ignored'

export const CHECKOUT_COMPLETED = 'checkout.session.completed'
export const SUBSCRIPTION_DELETED = 'customer.subscription.deleted'
const SUBSCRIPTION_TYPES = new Set(['customer.subscription.created', 'customer.subscription.updated', SUBSCRIPTION_DELETED])
export const PAYMENT_FAILED = 'invoice.payment_failed'

/** The event's facts, as stored in stripe_events' columns. */
export interface EventFacts {
  id: string
  type: string
  /** Stripe's `created` (seconds) as a date: orders the events of one subscription. */
  created: Date
  kind: EventKind
  subscriptionId: string | null
  customerId: string | null
  /** checkout.session.completed: the account id the pricing link carried. */
  clientReferenceId: string | null
  /** checkout.session.completed: the paying customer's e-mail, lower-cased. */
  email: string | null
  /** The plan the subscription's price gives; null for another price or none. */
  plan: PaidPlan | null
}

/** Stripe's times are Unix seconds; anything outside years 1970–9999 is not one (PostgreSQL would refuse it). */
const LAST_SECOND = 253_402_300_799
const isStripeTime = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= LAST_SECOND

/** A signed payload that is not a Stripe event this code can read (no id, type or created). */
export class UnreadableEventError extends Error {}

type Json = Record<string, unknown>

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)
const text = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null)
/** An expandable field: the id itself, or the expanded object's id. */
const idOf = (v: unknown): string | null => text(v) ?? (isObject(v) ? text(v.id) : null)
const listData = (v: unknown): Json[] => (isObject(v) && Array.isArray(v.data) ? v.data.filter(isObject) : [])

/** The object the event is about (`data.object`). */
export function eventObject(event: unknown): Json {
  const data = isObject(event) ? event.data : undefined
  return isObject(data) && isObject(data.object) ? data.object : {}
}

/** The price ids of a subscription's items (`price.id`, or the legacy `plan.id`). */
function subscriptionPriceIds(sub: Json): string[] {
  const ids = listData(sub.items).map((item) => idOf(item.price) ?? idOf(item.plan))
  ids.push(idOf(sub.plan))
  return ids.filter((id): id is string => id !== null)
}

/** Pro when any item is the Pro price, else Básico when any is the Básico price, else null. */
export function planOfPrices(priceIds: string[], prices: PlanPrices): PaidPlan | null {
  if (prices.pro && priceIds.includes(prices.pro)) return 'pro'
  if (prices.basic && priceIds.includes(prices.basic)) return 'basic'
  return null
}

/** The subscription an invoice bills: `parent.subscription_details.subscription` (2025+), `subscription` before, or a line's. */
function invoiceSubscriptionId(invoice: Json): string | null {
  const parent = isObject(invoice.parent) ? invoice.parent : {}
  const details = isObject(parent.subscription_details) ? parent.subscription_details : {}
  const direct = idOf(details.subscription) ?? idOf(invoice.subscription)
  if (direct) return direct
  for (const line of listData(invoice.lines)) {
    const lineParent = isObject(line.parent) ? line.parent : {}
    const item = isObject(lineParent.subscription_item_details) ? lineParent.subscription_item_details : {}
    const id = idOf(item.subscription) ?? idOf(line.subscription)
    if (id) return id
  }
  return null
}

function kindOf(type: string, object: Json): EventKind {
  if (type === CHECKOUT_COMPLETED) return 'checkout'
  if (SUBSCRIPTION_TYPES.has(type)) return text(object.id) ? 'subscription' : 'ignored'
  if (type === PAYMENT_FAILED) return invoiceSubscriptionId(object) ? 'payment_failed' : 'ignored'
  return 'ignored'
}

/** The facts of a verified event; UnreadableEventError without an id, a type or a `created`. */
export function eventFacts(event: unknown, prices: PlanPrices): EventFacts {
  if (!isObject(event)) throw new UnreadableEventError('not an object')
  const id = text(event.id)
  const type = text(event.type)
  const created = event.created
  if (!id || !type || !isStripeTime(created)) throw new UnreadableEventError('no id, type or created')
  const object = eventObject(event)
  const kind = kindOf(type, object)
  const facts: EventFacts = {
    id, type, created: new Date(created * 1000), kind,
    subscriptionId: null, customerId: null, clientReferenceId: null, email: null, plan: null,
  }
  if (kind === 'checkout') {
    const details = isObject(object.customer_details) ? object.customer_details : {}
    const email = text(details.email) ?? text(object.customer_email)
    facts.subscriptionId = idOf(object.subscription)
    facts.customerId = idOf(object.customer)
    facts.clientReferenceId = text(object.client_reference_id)
    facts.email = email ? email.trim().toLowerCase() : null
  } else if (kind === 'subscription') {
    facts.subscriptionId = text(object.id)
    facts.customerId = idOf(object.customer)
    facts.plan = planOfPrices(subscriptionPriceIds(object), prices)
  } else if (kind === 'payment_failed') {
    facts.subscriptionId = invoiceSubscriptionId(object)
    facts.customerId = idOf(object.customer)
  }
  return facts
}

/** Stripe's trialing is a paid plan's trial (a card on file): the account gets that plan, active. */
const ACTIVE_STATUSES = new Set(['active', 'trialing'])

/** The subscription state an event sets; `periodEnd` undefined leaves the stored date as it is. */
export interface SubscriptionState {
  status: 'active' | 'inactive'
  periodEnd?: Date | null
}

/**
 * The end of the paid period: on the items (2025+ API versions, the latest item's) or on the
 * subscription; undefined when the event carries none (the stored date stays).
 */
function periodEndOf(sub: Json): Date | undefined {
  const ends = listData(sub.items).map((i) => i.current_period_end)
  ends.push(sub.current_period_end)
  const seconds = ends.filter(isStripeTime)
  return seconds.length ? new Date(Math.max(...seconds) * 1000) : undefined
}

/**
 * The status an event gives: active or trialing → active; every other status (past_due, unpaid,
 * canceled, incomplete, incomplete_expired, paused), a deleted subscription and a failed invoice
 * payment → inactive. A canceled subscription has no next billing date.
 */
export function subscriptionState(facts: Pick<EventFacts, 'kind' | 'type'>, event: unknown): SubscriptionState {
  if (facts.kind === 'payment_failed') return { status: 'inactive' }
  const sub = eventObject(event)
  const status = text(sub.status)
  if (facts.type === SUBSCRIPTION_DELETED || status === 'canceled') return { status: 'inactive', periodEnd: null }
  return { status: status && ACTIVE_STATUSES.has(status) ? 'active' : 'inactive', periodEnd: periodEndOf(sub) }
}
