/**
 * What a cold load of each screen fetches, read from the build's Vite manifest (`.vite/manifest.json`,
 * build.manifest in vite.config.ts): index.html's entry chunk and its static imports, plus each lazy
 * module the route table (src/web/router.tsx) loads for that path, with their imports and CSS.
 * Sizes are the bytes as the server sends them to a gzip client (gzip 9, the build's .gz copies) and
 * to a brotli one. Used by scripts/size-budget.ts (npm test) and bench/web.ts.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'

interface ManifestChunk { file: string; imports?: string[]; css?: string[]; isEntry?: boolean }
type Manifest = Record<string, ManifestChunk>

/** The lazy modules each measured path loads (mirrors src/web/router.tsx; a renamed module fails loudly). */
export const ROUTE_MODULES: Record<string, string[]> = {
  '/login': ['src/web/features/auth/login-page.tsx'],
  '/dashboard': ['src/web/layout/app-shell.tsx', 'src/web/features/dashboard/dashboard-page.tsx'],
  '/tools/keywords': ['src/web/layout/app-shell.tsx', 'src/web/features/generators/keywords-page.tsx'],
  '/saved-campaigns': ['src/web/layout/app-shell.tsx', 'src/web/features/campaigns/saved-campaigns-page.tsx'],
  '/campaign/:id': ['src/web/layout/app-shell.tsx', 'src/web/features/campaigns/campaign-detail-page.tsx'],
  '/admin': ['src/web/layout/app-shell.tsx', 'src/web/features/admin/admin-page.tsx'],
  // The builder's editor (plan schema, pre-flight, grouping, steps 1, 2, 5) loads with the campaign's data:
  // a cold load of the screen fetches it, so it counts here.
  '/campaign-builder': ['src/web/layout/app-shell.tsx', 'src/web/features/builder/builder-page.tsx', 'src/web/features/builder/components/plan-editor.tsx'],
}

export interface Sizes { files: string[]; raw: number; gzip: number; br: number }
export interface RouteAssets { route: string; js: Sizes; css: Sizes }

export function readManifest(distDir: string): Manifest {
  try {
    return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Manifest
  } catch (err) {
    throw new Error(`no Vite manifest in ${distDir} (build with build.manifest, as vite.config.ts does): ${(err as Error).message}`)
  }
}

/** Every chunk a module pulls in through static imports, itself included. */
function closure(manifest: Manifest, key: string, seen: Set<string>) {
  if (seen.has(key)) return
  if (!manifest[key]) throw new Error(`${key} is not in the build's manifest: update ROUTE_MODULES in scripts/route-assets.ts`)
  seen.add(key)
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen)
}

const sizeCache = new Map<string, { raw: number; gzip: number; br: number }>()
function sizeOf(distDir: string, file: string) {
  const path = join(distDir, file)
  let s = sizeCache.get(path)
  if (!s) {
    const body = readFileSync(path)
    s = {
      raw: body.length,
      gzip: gzipSync(body, { level: 9 }).length,
      br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
    }
    sizeCache.set(path, s)
  }
  return s
}

function sum(distDir: string, files: string[]): Sizes {
  const total: Sizes = { files, raw: 0, gzip: 0, br: 0 }
  for (const f of files) {
    const s = sizeOf(distDir, f)
    total.raw += s.raw
    total.gzip += s.gzip
    total.br += s.br
  }
  return total
}

/** JS and CSS of a cold load of each route in ROUTE_MODULES (or of `routes`). */
export function routeAssets(distDir: string, routes: Record<string, string[]> = ROUTE_MODULES): RouteAssets[] {
  const manifest = readManifest(distDir)
  const entry = Object.keys(manifest).find((k) => manifest[k].isEntry)
  if (!entry) throw new Error('the manifest has no entry chunk')
  return Object.entries(routes).map(([route, modules]) => {
    const keys = new Set<string>()
    for (const key of [entry, ...modules]) closure(manifest, key, keys)
    const chunks = [...keys].map((k) => manifest[k])
    const js = [...new Set(chunks.map((c) => c.file).filter((f) => f.endsWith('.js')))]
    const css = [...new Set(chunks.flatMap((c) => c.css ?? []))]
    return { route, js: sum(distDir, js), css: sum(distDir, css) }
  })
}

/** The largest JS chunks of a route, for "which imports are heavy". */
export function largestChunks(distDir: string, r: RouteAssets, n = 5): { file: string; gzip: number }[] {
  return r.js.files.map((file) => ({ file, gzip: sizeOf(distDir, file).gzip })).sort((a, b) => b.gzip - a.gzip).slice(0, n)
}

/** kB of 1000 bytes, as Vite and Lighthouse print them. */
export const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`
