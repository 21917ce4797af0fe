import { createMiddleware } from 'hono/factory'
import { BAD_TEXT_MESSAGE, hasBadText } from '../../shared/campaigns'
import { invalid } from './errors'

/** Deeper than any body of the API (3 levels at most): refused before a parser recurses on it. */
export const JSON_MAX_DEPTH = 32

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i

/** The deepest nesting of arrays and objects in a JSON text, counted in one pass outside strings. */
export function jsonDepth(text: string): number {
  let depth = 0
  let max = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    if (inString) {
      if (ch === 92) i++ // backslash: skip the escaped character
      else if (ch === 34) inString = false
    } else if (ch === 34) inString = true
    else if (ch === 123 || ch === 91) max = Math.max(max, ++depth)
    else if (ch === 125 || ch === 93) depth--
  }
  return max
}

/** True when some string or key of the JSON text holds a bad character; false for malformed JSON. */
function jsonHasBadText(text: string): boolean {
  if (!text.includes('\\u') && !text.includes('\0')) return false // the cheap, common case
  let bad = false
  try {
    JSON.parse(text, (key, value: unknown) => {
      if (hasBadText(key) || (typeof value === 'string' && hasBadText(value))) bad = true
      return value
    })
  } catch {
    return text.includes('\0') // malformed: the route answers it, but a raw NUL is refused here
  }
  return bad
}

/**
 * On /api/*, after the body limit, for every route (better-auth's included): a NUL byte (raw or
 * `\u0000`) or a lone surrogate in the query string or in any string or key of the body is a 422 with
 * one pt-BR message (PostgreSQL fails the query on them: it was a 500), and so is a JSON body nested
 * deeper than JSON_MAX_DEPTH (parsers and validators recurse on it until the stack overflows).
 */
export const rejectBadText = () =>
  createMiddleware(async (c, next) => {
    const query = new URL(c.req.url).searchParams
    for (const [key, value] of query) {
      if (hasBadText(key) || hasBadText(value)) throw invalid(BAD_TEXT_MESSAGE)
    }
    if (c.req.raw.body) {
      const text = await c.req.raw.clone().text()
      const mediaType = (c.req.header('content-type') ?? '').split(';')[0].trim()
      const json = JSON_TYPE.test(mediaType)
      // Any type: better-auth and our readers parse a body as JSON whatever its Content-Type says.
      if (jsonDepth(text) > JSON_MAX_DEPTH) throw invalid('Dados inválidos.')
      if (json ? jsonHasBadText(text) : text.includes('\0')) throw invalid(BAD_TEXT_MESSAGE)
    }
    await next()
  })
