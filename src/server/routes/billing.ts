import { Hono } from 'hono'
import type Stripe from 'stripe'
import { receiveStripeEvent } from '../billing/apply'
import { UnreadableEventError } from '../billing/stripe-event'
import type { AppDeps } from '../http/context'
import { errorBody } from '../http/errors'

const badSignature = () => errorBody('invalid_signature', 'Assinatura do webhook do Stripe ausente ou inválida.')

/**
 * /api/billing/*: POST /stripe/webhook, Stripe's events (issue 10). The signature (`stripe-signature`,
 * STRIPE_WEBHOOK_SECRET) is checked on the raw body, with Stripe's 5-minute tolerance against the app's
 * clock: missing, wrong or old, or no secret configured → 400 and nothing stored. A verified event is
 * stored once and applied (src/server/billing/apply.ts): 200 `{ received: true, state }`, state being
 * applied, ignored, stale, pending or duplicate; an error while applying → 500 (nothing kept: Stripe retries).
 */
export function billingRoutes(deps: AppDeps) {
  const prices = { basic: deps.env.STRIPE_PRICE_BASICO, pro: deps.env.STRIPE_PRICE_PRO }
  return new Hono().post('/stripe/webhook', async (c) => {
    const secret = deps.env.STRIPE_WEBHOOK_SECRET
    if (!secret) {
      deps.log.warn('stripe webhook received but STRIPE_WEBHOOK_SECRET is not set')
      return c.json(errorBody('webhook_not_configured', 'Webhook do Stripe não configurado (STRIPE_WEBHOOK_SECRET).'), 400)
    }
    const signature = c.req.header('stripe-signature')
    if (!signature) return c.json(badSignature(), 400)
    // The exact bytes Stripe signed: never parsed and re-serialised before the check.
    const raw = new Uint8Array(await c.req.arrayBuffer())
    const receivedAt = deps.now().getTime() // milliseconds, as Stripe's check reads it
    // Stripe's SDK loads with the first event, not with the server (a start it would slow, decision 015).
    const { default: StripeSdk } = await import('stripe')
    let event: Stripe.Event
    try {
      event = await StripeSdk.webhooks.constructEventAsync(raw, signature, secret, undefined, undefined, receivedAt)
    } catch (err) {
      if (err instanceof SyntaxError) return c.json(errorBody('invalid_input', 'Dados inválidos.'), 400)
      return c.json(badSignature(), 400)
    }
    let state
    try {
      state = await receiveStripeEvent(deps.db, event, prices, deps.now())
    } catch (err) {
      if (err instanceof UnreadableEventError) return c.json(errorBody('invalid_input', 'Evento do Stripe ilegível.'), 400)
      throw err
    }
    deps.log.info({ stripeEvent: event.id, type: event.type, state }, 'stripe event')
    return c.json({ received: true, state })
  })
}
