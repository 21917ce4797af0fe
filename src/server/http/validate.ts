import type { Env, MiddlewareHandler } from 'hono'
import type { z } from 'zod'
import { ApiError, invalid } from './errors'

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i

/**
 * The JSON body parsed by `schema`, for `c.req.valid('json')` (and typed for the RPC client).
 * Not JSON content → 415; malformed JSON → 422 'Dados inválidos.'; a schema failure → 422 with the
 * first pt-BR message of the schema. Requiring the JSON content type also means a cross-site page
 * cannot post here without a CORS preflight.
 */
export function validateJson<S extends z.ZodType, E extends Env = Env, P extends string = string>(schema: S) {
  const middleware: MiddlewareHandler<E, P, { in: { json: z.input<S> }; out: { json: z.output<S> } }> = async (c, next) => {
    const mediaType = (c.req.header('content-type') ?? '').split(';')[0].trim()
    if (!JSON_TYPE.test(mediaType)) {
      throw new ApiError(415, 'unsupported_media_type', 'Envie os dados em JSON (Content-Type: application/json).')
    }
    let value: unknown
    try {
      value = await c.req.json()
    } catch {
      throw invalid('Dados inválidos.') // the 1 MB body limit has already been checked by then (app.ts)
    }
    const result = schema.safeParse(value)
    if (!result.success) throw invalid(result.error.issues[0]?.message ?? 'Dados inválidos.')
    c.req.addValidatedData('json', result.data as object)
    await next()
  }
  return middleware
}
