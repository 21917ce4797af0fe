import type { Stats } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { Hono, type Context } from 'hono'
import { getMimeType } from 'hono/utils/mime'
import { isCompressible, pickEncoding, varyOnAcceptEncoding, type Encoding } from './compression'

/** Vite's build names: `index-B4xk9Qz1.js`, `logo-Cq3_a-9Z.svg` (a content hash before the extension). */
const HASHED_NAME = /-[\w-]{8,}\.[a-z0-9]+$/i
const IMMUTABLE = 'public, max-age=31536000, immutable'
/** Files of public/ (favicon.svg, robots.txt) keep their names across builds: a day, then revalidated. */
const ONE_DAY = 'public, max-age=86400'
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' }

/** The file a URL path names under `distDir`, or undefined for anything odd (dot segments, `..`, `//`, NUL, backslash). */
function fileOf(distDir: string, urlPath: string): string | undefined {
  let path: string
  try {
    path = decodeURIComponent(urlPath)
  } catch {
    return undefined
  }
  if (/[\\\0]|\/\/|(?:^|\/)\./.test(path) || /\.(?:br|gz)$/.test(path)) return undefined
  return join(distDir, path)
}

async function statFile(path: string): Promise<Stats | undefined> {
  try {
    const s = await stat(path)
    return s.isFile() ? s : undefined
  } catch {
    return undefined
  }
}

/** Strong validator of one version of a file (size and mtime, like nginx); the encoding is appended per variant. */
const versionTag = (s: Stats) => `${s.size.toString(36)}-${Math.floor(s.mtimeMs).toString(36)}`
/** The version inside an entity tag of ours, whatever its encoding suffix or weak prefix. */
const versionOf = (tag: string) => tag.trim().replace(/^W\//, '').replace(/^"|"$/g, '').replace(/-(?:br|gzip)$/, '')

/** Whether the client's copy is this version (If-None-Match wins over If-Modified-Since, RFC 9110 §13.2.2). */
function fresh(c: Context, s: Stats): boolean {
  const noneMatch = c.req.header('if-none-match')
  if (noneMatch) return noneMatch.trim() === '*' || noneMatch.split(',').some((tag) => versionOf(tag) === versionTag(s))
  const since = Date.parse(c.req.header('if-modified-since') ?? '')
  return Number.isFinite(since) && Math.floor(s.mtimeMs / 1000) * 1000 <= since
}

/**
 * One file with its validators: the br or gzip copy made at build time (`file.br`, `file.gz`, see
 * scripts/vite-precompress.ts) when the client accepts it, `Vary: Accept-Encoding` on every
 * compressible type, and a 304 when the client's copy is current.
 */
async function sendFile(c: Context, path: string, s: Stats, cacheControl: string): Promise<Response> {
  const type = getMimeType(path) ?? 'application/octet-stream'
  const headers = new Headers({ 'content-type': type, 'cache-control': cacheControl, 'last-modified': new Date(s.mtimeMs).toUTCString() })
  let body = path
  let size = s.size
  let encoding: Encoding | undefined
  if (isCompressible(type)) {
    varyOnAcceptEncoding(headers)
    const copies = new Map<Encoding, Stats>()
    for (const e of ['br', 'gzip'] as const) {
      const copy = await statFile(path + SUFFIX[e])
      if (copy) copies.set(e, copy)
    }
    encoding = pickEncoding(c.req.header('accept-encoding'), [...copies.keys()])
    if (encoding) {
      headers.set('content-encoding', encoding)
      body = path + SUFFIX[encoding]
      size = copies.get(encoding)!.size
    }
  }
  headers.set('etag', `"${versionTag(s)}${encoding ? `-${encoding}` : ''}"`)
  if (fresh(c, s)) {
    headers.delete('content-encoding')
    return new Response(null, { status: 304, headers })
  }
  headers.set('content-length', String(size))
  return new Response(c.req.method === 'HEAD' ? null : await readFile(body), { status: 200, headers })
}

/**
 * The built web app from `distDir`, served from files (compressed copies made at build time, never
 * per request): hashed assets cached for a year, public/ files for a day, and index.html (no-cache,
 * revalidated by ETag or Last-Modified) for every other path so the client router decides (its guards
 * ask /api/me). A missing file under /assets/ is a 404 that no cache keeps, never index.html (a browser
 * would cache HTML as a script for a year).
 */
export function staticRoutes(distDir: string) {
  const app = new Hono()
  const indexFile = join(distDir, 'index.html')
  const notFound = (c: Context) => c.text('Arquivo não encontrado.', 404, { 'cache-control': 'no-store' })

  app.get('/assets/*', async (c) => {
    const path = fileOf(distDir, c.req.path)
    const s = path && (await statFile(path))
    if (!path || !s) return notFound(c)
    return sendFile(c, path, s, HASHED_NAME.test(c.req.path) ? IMMUTABLE : 'no-cache')
  })
  app.all('/assets/*', notFound)
  app.get('*', async (c) => {
    const path = c.req.path === '/' ? undefined : fileOf(distDir, c.req.path)
    const s = path && path !== indexFile && (await statFile(path))
    if (path && s) return sendFile(c, path, s, ONE_DAY)
    const index = await statFile(indexFile)
    if (!index) {
      return c.text('A interface ainda não foi compilada. Rode `npm run build` (ou `npm start`).', 503)
    }
    return sendFile(c, indexFile, index, 'no-cache')
  })
  return app
}
