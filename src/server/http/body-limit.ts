import { createMiddleware } from 'hono/factory'
import { bodyLimit } from 'hono/body-limit'
import { errorBody } from './errors'

export const BODY_MAX_BYTES = 1024 * 1024
/** PUT /api/campaigns/:id/plan carries the whole plan: up to 20,000 keywords (decision 014). */
export const PLAN_BODY_MAX_BYTES = 4 * 1024 * 1024

/** The one request whose body may pass 1 MB: the campaign builder's plan. */
const PLAN_PATH = /^\/api\/campaigns\/[^/]+\/plan$/

/**
 * A 413 says `Connection: close`: the unread rest of the body is still on the socket, so the server
 * closes it after answering instead of reading garbage as the next request (a client then opens a new
 * connection rather than failing on a dead one).
 */
const limit = (maxSize: number, label: string) =>
  bodyLimit({
    maxSize,
    onError: (c) => {
      c.header('connection', 'close')
      return c.json(errorBody('payload_too_large', `Os dados enviados são grandes demais (máximo ${label}).`), 413)
    },
  })

/**
 * 1 MB per /api request body, 4 MB for PUT /api/campaigns/:id/plan. One middleware, before anything
 * reads the body (rejectBadText reads it whole), so no request body is ever read past its limit.
 */
export const apiBodyLimit = () => {
  const standard = limit(BODY_MAX_BYTES, '1 MB')
  const plan = limit(PLAN_BODY_MAX_BYTES, '4 MB')
  return createMiddleware((c, next) => (c.req.method === 'PUT' && PLAN_PATH.test(c.req.path) ? plan : standard)(c, next))
}
