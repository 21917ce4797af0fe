import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { serveStatic } from '@hono/node-server/serve-static'
import { Hono } from 'hono'

/**
 * The built web app from `distDir`: hashed assets cached for a year, and index.html for every
 * other path so the client router decides (its guards ask /api/me).
 */
export function staticRoutes(distDir: string) {
  const app = new Hono()
  const indexFile = join(distDir, 'index.html')
  app.use(
    '/assets/*',
    async (c, next) => {
      await next()
      if (c.res.status === 200) c.header('cache-control', 'public, max-age=31536000, immutable')
    },
    serveStatic({ root: distDir }),
  )
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
