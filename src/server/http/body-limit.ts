import { bodyLimit } from 'hono/body-limit'
import { errorBody } from './errors'

export const BODY_MAX_BYTES = 1024 * 1024

/**
 * 1 MB per /api request body. The 413 says `Connection: close`: the unread rest of the body is still
 * on the socket, so the server closes it after answering instead of reading garbage as the next
 * request (a client then opens a new connection rather than failing on a dead one).
 */
export const apiBodyLimit = () =>
  bodyLimit({
    maxSize: BODY_MAX_BYTES,
    onError: (c) => {
      c.header('connection', 'close')
      return c.json(errorBody('payload_too_large', 'Os dados enviados são grandes demais (máximo 1 MB).'), 413)
    },
  })
