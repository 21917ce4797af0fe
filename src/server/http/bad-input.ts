import { createMiddleware } from 'hono/factory'
import { BAD_TEXT_MESSAGE, hasBadText } from '../../shared/campaigns'
import { invalid } from './errors'

/** In JSON text: an unescaped `\u0000` or any surrogate escape (used only when the text is too deep to walk). */
const BAD_ESCAPE = /(?:^|[^\\])(?:\\\\)*\\u(?:0000|d[89a-f][0-9a-f]{2})/i

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i

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
    // Malformed (the route answers it) or too deep for the reviver: judged on the text itself.
    return text.includes('\0') || BAD_ESCAPE.test(text)
  }
  return bad
}

/**
 * A NUL character or a lone surrogate makes PostgreSQL fail the query (a 500), so on /api/*, after the body limit: a query string or a body with a NUL byte (raw or `\u0000`) or a
 * lone surrogate, in any field of any route (better-auth's included), is a 422 with one pt-BR message.
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
      if (JSON_TYPE.test(mediaType) ? jsonHasBadText(text) : text.includes('\0')) throw invalid(BAD_TEXT_MESSAGE)
    }
    await next()
  })
