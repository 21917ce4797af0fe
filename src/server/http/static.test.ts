import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { afterAll, describe, expect, it } from 'vitest'
import { staticRoutes } from './static'

const dist = mkdtempSync(join(tmpdir(), 'forjaads-dist-'))
mkdirSync(join(dist, 'assets'))
mkdirSync(join(dist, '.vite'))
const INDEX = '<!doctype html><title>ForjaAds</title>'
const SCRIPT = `console.log(${JSON.stringify('ForjaAds '.repeat(400))})`
writeFileSync(join(dist, 'index.html'), INDEX)
writeFileSync(join(dist, 'assets', 'index-B4xk9Qz1.js'), SCRIPT)
// Copies as the build makes them, each marked so the test sees which one was sent.
writeFileSync(join(dist, 'assets', 'index-B4xk9Qz1.js.br'), brotliCompressSync(`${SCRIPT}//br`))
writeFileSync(join(dist, 'assets', 'index-B4xk9Qz1.js.gz'), gzipSync(`${SCRIPT}//gz`))
writeFileSync(join(dist, 'assets', 'notes.txt'), 'not hashed')
writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\nDisallow: /api/\n')
writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')
writeFileSync(join(dist, '.vite', 'manifest.json'), '{}')
afterAll(() => rmSync(dist, { recursive: true, force: true }))

const app = staticRoutes(dist)
const get = (path: string, headers: Record<string, string> = {}) => app.request(path, { headers })
const bytes = async (res: Response) => Buffer.from(await res.arrayBuffer())

describe('static files', () => {
  it('caches a real hashed asset for a year', async () => {
    const res = await get('/assets/index-B4xk9Qz1.js')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
    expect(res.headers.get('etag')).toMatch(/^"[\w-]+"$/)
  })

  it.each([
    ['br, gzip', 'br', '//br'],
    ['gzip, deflate, br, zstd', 'br', '//br'],
    ['gzip', 'gzip', '//gz'],
    ['br;q=0.5, gzip', 'gzip', '//gz'],
  ])('Accept-Encoding %s gets the build’s %s copy, with Vary and its own ETag', async (accept, encoding, mark) => {
    const res = await get('/assets/index-B4xk9Qz1.js', { 'accept-encoding': accept })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBe(encoding)
    expect(res.headers.get('vary')).toBe('Accept-Encoding')
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(res.headers.get('etag')).toMatch(new RegExp(`-${encoding}"$`))
    const body = await bytes(res)
    expect(Number(res.headers.get('content-length'))).toBe(body.length)
    expect((encoding === 'br' ? brotliDecompressSync(body) : gunzipSync(body)).toString()).toBe(SCRIPT + mark)
  })

  it.each([[undefined], ['identity'], ['br;q=0, gzip;q=0']])('Accept-Encoding %s gets the file as it is (still Vary)', async (accept) => {
    const res = await get('/assets/index-B4xk9Qz1.js', accept ? { 'accept-encoding': accept } : {})
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(res.headers.get('vary')).toBe('Accept-Encoding')
    expect(await res.text()).toBe(SCRIPT)
  })

  it.each(['/assets/nao-existe.js', '/assets/index-B4xk9Qz2.js', '/assets/sub/x.css', '/assets/', '/assets/index-B4xk9Qz1.js.br', '/assets/..%5c..%5cindex.html'])('%s is a 404 no cache keeps, not index.html', async (path) => {
    const res = await get(path)
    expect(res.status).toBe(404)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(await res.text()).toBe('Arquivo não encontrado.')
  })

  it('gives an unhashed file under /assets/ no long cache', async () => {
    const res = await get('/assets/notes.txt')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-cache')
  })

  it('answers index.html (no-cache, with validators) for the client router’s paths', async () => {
    for (const path of ['/campanhas/123', '/', '/index.html', '/.vite/manifest.json']) {
      const res = await get(path)
      expect(res.status, path).toBe(200)
      expect(res.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(res.headers.get('cache-control')).toBe('no-cache')
      expect(res.headers.get('etag')).toBeTruthy()
      expect(res.headers.get('last-modified')).toBeTruthy()
      expect(await res.text()).toBe(INDEX)
    }
  })

  it('revalidates the index: 304 on a matching If-None-Match or a recent If-Modified-Since, 200 otherwise', async () => {
    const first = await get('/dashboard')
    const etag = first.headers.get('etag')!
    const lastModified = first.headers.get('last-modified')!
    const byTag = await get('/saved-campaigns', { 'if-none-match': etag })
    expect(byTag.status).toBe(304)
    expect(byTag.headers.get('etag')).toBe(etag)
    expect(byTag.headers.get('cache-control')).toBe('no-cache')
    expect(await byTag.text()).toBe('')
    expect((await get('/dashboard', { 'if-modified-since': lastModified })).status).toBe(304)
    expect((await get('/dashboard', { 'if-none-match': '"outra-versao"' })).status).toBe(200)
    expect((await get('/dashboard', { 'if-modified-since': new Date(Date.parse(lastModified) - 60_000).toUTCString() })).status).toBe(200)
    // If-None-Match decides when both are sent.
    expect((await get('/dashboard', { 'if-none-match': '"outra-versao"', 'if-modified-since': lastModified })).status).toBe(200)
  })

  it('revalidates a compressed copy by its own ETag', async () => {
    const first = await get('/assets/index-B4xk9Qz1.js', { 'accept-encoding': 'br' })
    const again = await get('/assets/index-B4xk9Qz1.js', { 'accept-encoding': 'br', 'if-none-match': first.headers.get('etag')! })
    expect(again.status).toBe(304)
    expect(again.headers.get('vary')).toBe('Accept-Encoding')
  })

  it('serves robots.txt as text, not the app’s HTML, and caches public files for a day', async () => {
    const robots = await get('/robots.txt')
    expect(robots.status).toBe(200)
    expect(robots.headers.get('content-type')).toBe('text/plain; charset=utf-8')
    expect(robots.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(await robots.text()).toContain('User-agent')
    const icon = await get('/favicon.svg')
    expect(icon.headers.get('content-type')).toMatch(/^image\/svg\+xml/)
    expect(icon.headers.get('cache-control')).toBe('public, max-age=86400')
    expect(icon.headers.get('etag')).toBeTruthy()
  })

  it('answers HEAD with the headers and no body', async () => {
    const res = await app.request('/assets/index-B4xk9Qz1.js', { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } })
    expect(res.status).toBe(200)
    expect(res.headers.get('content-encoding')).toBe('gzip')
    expect(await res.text()).toBe('')
  })

  it('says the web app is not built when index.html is missing', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'forjaads-nodist-'))
    try {
      const res = await staticRoutes(empty).request('/login')
      expect(res.status).toBe(503)
    } finally {
      rmSync(empty, { recursive: true, force: true })
    }
  })
})
