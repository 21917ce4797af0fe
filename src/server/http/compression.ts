import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import { createMiddleware } from 'hono/factory'
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress'

export type Encoding = 'br' | 'gzip'

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/**
 * The encoding to send for an Accept-Encoding header: br or gzip, the higher q first and br on a tie;
 * none for a missing header, `identity`, or q=0 (RFC 9110 §12.5.3). `*` counts for both.
 */
export function pickEncoding(acceptEncoding: string | undefined | null, offered: readonly Encoding[] = ['br', 'gzip']): Encoding | undefined {
  if (!acceptEncoding) return undefined
  const q = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    const value = qParam ? Number(qParam.slice(2)) : 1
    q.set(name.trim(), Number.isFinite(value) ? value : 0)
  }
  let best: { encoding: Encoding; q: number } | undefined
  for (const encoding of offered) {
    const value = q.get(encoding) ?? q.get('*') ?? 0
    if (value > 0 && (!best || value > best.q)) best = { encoding, q: value }
  }
  return best?.encoding
}

/** Adds Accept-Encoding to Vary (once): caches must keep one copy per encoding. */
export function varyOnAcceptEncoding(headers: Headers) {
  const vary = headers.get('vary')
  if (vary === '*' || (vary && /(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary))) return
  headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
}

/** Compressible, and never an event stream (it must reach the browser message by message). */
export function isCompressible(contentType: string | null): boolean {
  return !!contentType && !/^\s*text\/event-stream/i.test(contentType) && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(contentType)
}

export interface CompressionOptions {
  /** Answers smaller than this are sent as they are (bytes). */
  threshold?: number
  /** Brotli quality for answers made per request: 4 is as fast as gzip and about a quarter smaller. */
  brotliQuality?: number
  gzipLevel?: number
}

/**
 * Compresses answers whose client accepts br or gzip: API JSON, CSV, HTML, any text type. The body is
 * compressed whole on libuv's thread pool (node:zlib), so the event loop stays free and the answer
 * keeps a Content-Length. Left alone: answers already encoded (precompressed static files), HEAD, 204,
 * 206, 304, types that do not compress (images, fonts), `Cache-Control: no-transform`, and
 * `text/event-stream`, which is never buffered: an answer that streams must use that type.
 */
export function compression(opts: CompressionOptions = {}) {
  const threshold = opts.threshold ?? 1024
  const brotliQuality = opts.brotliQuality ?? 4
  const gzipLevel = opts.gzipLevel ?? 6
  return createMiddleware(async (c, next) => {
    await next()
    const res = c.res
    if (!res.body || c.req.method === 'HEAD' || [204, 206, 304].includes(res.status)) return
    if (res.headers.has('content-encoding') || !isCompressible(res.headers.get('content-type'))) return
    if (/(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('cache-control') ?? '')) return
    varyOnAcceptEncoding(res.headers)
    const encoding = pickEncoding(c.req.header('accept-encoding'))
    const declared = res.headers.get('content-length')
    if (!encoding || (declared !== null && Number(declared) < threshold)) return

    const body = Buffer.from(await res.arrayBuffer())
    let out: Buffer = body
    if (body.length >= threshold) {
      out = encoding === 'br'
        ? await brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: brotliQuality, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
        : await gzipAsync(body, { level: gzipLevel })
    }
    c.res = new Response(out as Uint8Array<ArrayBuffer>, res)
    c.res.headers.set('content-length', String(out.length))
    if (out === body) return
    c.res.headers.set('content-encoding', encoding)
    const etag = c.res.headers.get('etag')
    if (etag && !etag.startsWith('W/')) c.res.headers.set('etag', `W/${etag}`)
  })
}
