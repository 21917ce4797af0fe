import { readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, constants, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

/** What compresses: scripts, styles, HTML, SVG, text, JSON (images and fonts are compressed already). */
const COMPRESSIBLE = /\.(?:m?js|css|html|svg|txt|json|webmanifest|xml)$/i

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true })
  const nested = await Promise.all(entries.map(async (e) => {
    if (e.name.startsWith('.')) return [] // .vite/manifest.json is the build's, not the site's
    const path = join(dir, e.name)
    return e.isDirectory() ? filesUnder(path) : [path]
  }))
  return nested.flat()
}

/**
 * Writes `file.br` (brotli 11) and `file.gz` (gzip 9) next to every compressible file of the build of
 * at least `threshold` bytes, when the copy is smaller; the server sends them as they are
 * (src/server/http/static.ts), so no answer of a static file is compressed per request.
 */
export async function precompressFolder(dir: string, threshold = 1024): Promise<{ files: number; bytes: number; br: number; gzip: number }> {
  const totals = { files: 0, bytes: 0, br: 0, gzip: 0 }
  const files = (await filesUnder(dir)).filter((f) => COMPRESSIBLE.test(f))
  await Promise.all(files.map(async (file) => {
    if ((await stat(file)).size < threshold) return
    const body = await readFile(file)
    const [br, gz] = await Promise.all([
      brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
      gzipAsync(body, { level: 9 }),
    ])
    totals.files++
    totals.bytes += body.length
    if (br.length < body.length) {
      await writeFile(`${file}.br`, br)
      totals.br += br.length
    }
    if (gz.length < body.length) {
      await writeFile(`${file}.gz`, gz)
      totals.gzip += gz.length
    }
  }))
  return totals
}

/** Vite plugin: precompresses the output folder once the build is written. */
export function precompress(opts: { threshold?: number } = {}): Plugin {
  let outDir = ''
  return {
    name: 'forjaads-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir)
    },
    async closeBundle(error?: Error) {
      if (error) return
      const t = await precompressFolder(outDir, opts.threshold)
      const kb = (n: number) => `${(n / 1024).toFixed(0)} kB`
      this.info?.(`precompressed ${t.files} files: ${kb(t.bytes)} → brotli ${kb(t.br)}, gzip ${kb(t.gzip)}`)
    },
  }
}
