import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { staticRoutes } from './static'

const dist = mkdtempSync(join(tmpdir(), 'forjaads-dist-'))
mkdirSync(join(dist, 'assets'))
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>ForjaAds</title>')
writeFileSync(join(dist, 'assets', 'index-B4xk9Qz1.js'), 'console.log(1)')
writeFileSync(join(dist, 'assets', 'notes.txt'), 'not hashed')
afterAll(() => rmSync(dist, { recursive: true, force: true }))

const app = staticRoutes(dist)

describe('static files', () => {
  it('caches a real hashed asset for a year', async () => {
    const res = await app.request('/assets/index-B4xk9Qz1.js')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it.each(['/assets/nao-existe.js', '/assets/index-B4xk9Qz2.js', '/assets/sub/x.css', '/assets/'])('%s is a 404 no cache keeps, not index.html', async (path) => {
    const res = await app.request(path)
    expect(res.status).toBe(404)
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/)
    expect(await res.text()).toBe('Arquivo não encontrado.')
  })

  it('gives an unhashed file under /assets/ no long cache', async () => {
    const res = await app.request('/assets/notes.txt')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-cache')
  })

  it('answers index.html (no-cache) for the client router’s paths', async () => {
    const res = await app.request('/campanhas/123')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/html; charset=UTF-8')
    expect(res.headers.get('cache-control')).toBe('no-cache')
  })
})
