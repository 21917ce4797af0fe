import { describe, expect, it } from 'vitest'
import { eventFacts, planOfPrices, subscriptionState, UnreadableEventError } from './stripe-event'

const prices = { basic: 'price_b', pro: 'price_p' }
const ev = (type: string, object: Record<string, unknown>) => ({ id: 'evt_1', object: 'event', type, created: 1_800_000_000, data: { object } })

describe('eventFacts', () => {
  it('reads a checkout: reference, lower-cased e-mail (customer_details first), expanded customer and subscription', () => {
    const facts = eventFacts(ev('checkout.session.completed', {
      client_reference_id: 'user-1', customer: { id: 'cus_1', object: 'customer' }, subscription: { id: 'sub_1' },
      customer_details: { email: ' Pessoa@Exemplo.COM ' }, customer_email: 'other@example.com',
    }), prices)
    expect(facts).toEqual({
      id: 'evt_1', type: 'checkout.session.completed', created: new Date(1_800_000_000_000), kind: 'checkout',
      subscriptionId: 'sub_1', customerId: 'cus_1', clientReferenceId: 'user-1', email: 'pessoa@exemplo.com', plan: null,
    })
    expect(eventFacts(ev('checkout.session.completed', { customer_email: 'A@B.com', subscription: null }), prices))
      .toMatchObject({ email: 'a@b.com', subscriptionId: null, customerId: null, clientReferenceId: null })
  })

  it('gives a subscription the plan of its prices: Pro wins, an unknown price gives none', () => {
    const sub = (...ids: string[]) => ev('customer.subscription.updated', { id: 'sub_1', customer: 'cus_1', items: { data: ids.map((id) => ({ price: { id } })) } })
    expect(eventFacts(sub('price_b'), prices).plan).toBe('basic')
    expect(eventFacts(sub('price_x', 'price_p', 'price_b'), prices).plan).toBe('pro')
    expect(eventFacts(sub('price_x'), prices).plan).toBeNull()
    expect(eventFacts(sub('price_b'), {}).plan).toBeNull()
    expect(planOfPrices(['price_p'], { basic: 'price_b' })).toBeNull()
  })

  it('finds an invoice subscription under parent, on the invoice or on a line; none → ignored', () => {
    const inv = (o: Record<string, unknown>) => eventFacts(ev('invoice.payment_failed', { id: 'in_1', customer: 'cus_1', ...o }), prices)
    expect(inv({ parent: { subscription_details: { subscription: 'sub_a' } } })).toMatchObject({ kind: 'payment_failed', subscriptionId: 'sub_a' })
    expect(inv({ subscription: 'sub_b' })).toMatchObject({ kind: 'payment_failed', subscriptionId: 'sub_b' })
    expect(inv({ lines: { data: [{ parent: { subscription_item_details: { subscription: 'sub_c' } } }] } })).toMatchObject({ subscriptionId: 'sub_c' })
    expect(inv({})).toMatchObject({ kind: 'ignored', subscriptionId: null })
  })

  it('ignores other types and refuses what is not an event', () => {
    expect(eventFacts(ev('invoice.paid', { subscription: 'sub_1' }), prices)).toMatchObject({ kind: 'ignored', subscriptionId: null })
    expect(() => eventFacts({ id: 'evt', type: 'x' }, prices)).toThrow(UnreadableEventError)
    expect(() => eventFacts('evt', prices)).toThrow(UnreadableEventError)
    // Not Unix seconds: the database would refuse the date (a 500 that Stripe retries for days).
    for (const created of [1.87e140, -1, 1.5, 1e13]) {
      expect(() => eventFacts({ id: 'evt', type: 'x', created }, prices)).toThrow(UnreadableEventError)
    }
  })
})

describe('subscriptionState', () => {
  const state = (type: string, object: Record<string, unknown>) => subscriptionState(eventFacts(ev(type, { id: 'sub_1', ...object }), prices), ev(type, object))
  it('takes the latest item period end, else the subscription one; a canceled or deleted one has none', () => {
    expect(state('customer.subscription.updated', { status: 'trialing', items: { data: [{ current_period_end: 10 }, { current_period_end: 20 }] } }))
      .toEqual({ status: 'active', periodEnd: new Date(20_000) })
    expect(state('customer.subscription.updated', { status: 'past_due', current_period_end: 30 })).toEqual({ status: 'inactive', periodEnd: new Date(30_000) })
    expect(state('customer.subscription.updated', { status: 'active' })).toEqual({ status: 'active', periodEnd: undefined })
    expect(state('customer.subscription.updated', { status: 'canceled', current_period_end: 30 })).toEqual({ status: 'inactive', periodEnd: null })
    expect(state('customer.subscription.deleted', { status: 'active', current_period_end: 30 })).toEqual({ status: 'inactive', periodEnd: null })
    expect(subscriptionState({ kind: 'payment_failed', type: 'invoice.payment_failed' }, {})).toEqual({ status: 'inactive' })
  })
})
