import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { HTTPException } from 'hono/http-exception'
import { safeError } from './log-safe'

/** DESIGN.md's error body: `{ error: { code, message } }` with a pt-BR message. */
export function errorBody(code: string, message: string) {
  return { error: { code, message } }
}

export class ApiError extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    readonly code: string,
    message: string,
    /** Extra headers of the answer, e.g. `Retry-After` on a 429. */
    readonly headers: Record<string, string> = {},
  ) {
    super(status, { message })
  }
}

export const unauthorized = () => new ApiError(401, 'unauthorized', 'Sessão expirada. Entre novamente.')
export const forbidden = (message = 'Você não tem permissão para isso.') => new ApiError(403, 'forbidden', message)
export const notFound = (message = 'Não encontrado.') => new ApiError(404, 'not_found', message)
export const invalid = (message: string) => new ApiError(422, 'invalid_input', message)

export function handleError(err: Error, c: Context, log: { error: (o: object, m: string) => void }) {
  if (err instanceof ApiError) return c.json(errorBody(err.code, err.message), err.status, err.headers)
  if (err instanceof HTTPException) {
    const status = err.status
    if (status === 413) return c.json(errorBody('payload_too_large', 'Os dados enviados são grandes demais.'), 413)
    if (status === 400) return c.json(errorBody('invalid_input', 'Dados inválidos.'), 422)
    return c.json(errorBody('http_error', err.message || 'Não foi possível concluir.'), status)
  }
  // Never the error itself: a query error carries the user's parameters, a body its text.
  log.error({ error: safeError(err), method: c.req.method, path: c.req.path }, 'unhandled error')
  return c.json(errorBody('internal', 'Algo deu errado. Tente novamente.'), 500)
}
