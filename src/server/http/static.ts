import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'

/** Vite's build names: `index-B4xk9Qz1.js`, `logo-Cq3_a-9Z.svg` (a content hash before the extension). */
const HASHED_NAME = /-[\w-]{8,}\.[a-z0-9]+$/i

/**
 * The built web app from `distDir`: hashed assets cached for a year, and index.html for every
 * other path so the client router decides (its guards ask /api/me). A missing file under /assets/
 * is a 404 that no cache keeps, never index.html (a browser would cache HTML as a script for a year).
 */
export function staticRoutes(distDir: string) {
  const app = new Hono()
  const indexFile = join(distDir, 'index.html')
  app.use(
    '/assets/*',
    async (c, next) => {
      await next()
      if (c.res.status === 200 && HASHED_NAME.test(c.req.path)) {
        c.header('cache-control', 'public, max-age=31536000, immutable')
      } else if (c.res.status === 200) {
        c.header('cache-control', 'no-cache')
      }
    },
    serveStatic({ root: distDir }),
  )
  app.all('/assets/*', (c) => c.text('Arquivo não encontrado.', 404, { 'cache-control': 'no-store' }))
  app.use('*', serveStatic({ root: distDir }))
  app.get('*', (c) => {
    if (!existsSync(indexFile)) {
      return c.text('A interface ainda não foi compilada. Rode `npm run build` (ou `npm start`).', 503)
    }
    c.header('cache-control', 'no-cache')
    return c.html(readFileSync(indexFile, 'utf8'))
  })
  return app
}
