/**
 * `npm run build` bundles the server (decision 015): src/server/main.ts, everything of ours it imports
 * and the pure-JS packages (Hono, better-auth and its tree, drizzle-orm, zod, Stripe, nodemailer…) into
 * dist-server/, ES modules that plain `node` runs without tsx. Node's loader spends most of a start
 * resolving and reading the ~1,100 files of those packages one by one: in a few large files the app's
 * modules load in about a third of the CPU time (decision 015 has the figures).
 *
 * Left to node_modules (EXTERNAL): the packages that find files of their own at run time, which a
 * bundle would move away from them: PGlite (its WASM and data files, next to its modules), argon2 (a
 * native binary), pg (its optional native binding) and pino (its transports run in worker threads
 * that load pino-pretty and thread-stream by file).
 *
 * A bundle has one `import.meta.url` (its own), but our modules compute paths from theirs (the web build
 * in app.ts, the migrations in db/client.ts, the project root in db/pglite-template.ts). Each module's
 * `import.meta.url` is therefore rewritten to the URL its source file has, relative to the bundle:
 * `new URL('../src/server/app.ts', import.meta.url).href`. The paths resolve as from the sources as long
 * as dist-server/ sits in the project, next to src/, drizzle/ and node_modules/.
 *
 *   node --import tsx scripts/build-server.ts
 */
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { dirname, join, relative, resolve, sep } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Plugin } from 'esbuild'

const root = fileURLToPath(new URL('..', import.meta.url))
export const SERVER_BUNDLE = join(root, 'dist-server', 'main.js')
/** The files the last build wrote, kept in the bundle's folder. */
const OUTPUTS = 'outputs.json'
/** Packages that stay imports of node_modules (see above). Every other package is bundled. */
export const EXTERNAL = ['@electric-sql/pglite', '@node-rs/argon2', 'pg', 'pg-native', 'pino', 'pino-pretty', 'thread-stream']

/** `import.meta.url` of each of our modules as the URL of its source file, relative to the bundle. */
export function sourceLocation(outDir: string): Plugin {
  return {
    name: 'source-location',
    setup(b) {
      b.onLoad({ filter: /\.ts$/ }, async (args) => {
        if (args.path.includes(`${sep}node_modules${sep}`)) return undefined
        const contents = await readFile(args.path, 'utf8')
        if (!contents.includes('import.meta.')) return { contents, loader: 'ts' }
        if (/import\.meta\.(dirname|filename)\b/.test(contents)) {
          // Not rewritten: a server module would get the bundle's folder. Use import.meta.url.
          return { errors: [{ text: `${relative(root, args.path)}: use new URL(…, import.meta.url), not import.meta.dirname/filename, in server code` }] }
        }
        const fromBundle = relative(outDir, args.path).split(sep).join('/')
        return { contents: contents.replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`), loader: 'ts' }
      })
    },
  }
}

/**
 * Writes the bundle to `outDir`: main.js, the chunks of what main.ts imports dynamically, their source
 * maps. Returns every input file it holds (ours and the packages').
 *
 * The folder is not emptied: a server started from the previous build keeps loading its chunks on first
 * use (Stripe's SDK, nodemailer) until it is restarted, so the previous build's files stay (listed in
 * OUTPUTS) and only older ones are removed.
 *
 * Split, not one file: an ES module's static imports of packages all load before its first line runs,
 * so in one file better-auth, Stripe and the rest would load before main.ts opens the database. main.ts
 * opens it first and then imports the app (decision 013); with `splitting` that import is a chunk of its
 * own whose packages load while the data folder is copied and PGlite's WASM compiles.
 */
export async function buildServer(outDir = dirname(SERVER_BUNDLE)): Promise<string[]> {
  const list = join(outDir, OUTPUTS)
  const previous = existsSync(list) ? (JSON.parse(readFileSync(list, 'utf8')) as string[]) : []
  const result = await build({
    entryPoints: { main: join(root, 'src', 'server', 'main.ts') },
    outdir: outDir,
    // Chunks next to main.js: every module's rewritten import.meta.url is relative to this one folder.
    chunkNames: '[name]-[hash]',
    splitting: true,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    external: EXTERNAL,
    // CommonJS packages in an ES module bundle call `require` (node:* modules, JSON): give them Node's.
    banner: { js: "import { createRequire as __forjaadsRequire } from 'node:module'; const require = __forjaadsRequire(import.meta.url);" },
    sourcemap: true,
    sourcesContent: false,
    metafile: true,
    logLevel: 'warning',
    plugins: [sourceLocation(outDir)],
  })
  const written = Object.keys(result.metafile.outputs).map((f) => relative(outDir, resolve(f)))
  const keep = new Set([...written, ...previous, OUTPUTS])
  for (const name of readdirSync(outDir)) if (!keep.has(name)) rmSync(join(outDir, name), { force: true })
  writeFileSync(list, JSON.stringify(written))
  return Object.keys(result.metafile.inputs)
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const started = Date.now()
  const inputs = await buildServer()
  console.log(`server bundle: ${relative(process.cwd(), SERVER_BUNDLE)} (${inputs.length} modules, ${Date.now() - started} ms)`)
}
