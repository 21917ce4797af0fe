import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vite'
import { precompress } from './scripts/vite-precompress'
import { reactRouterPure } from './scripts/vite-react-router-pure'

const matches = (...patterns: RegExp[]) => (id: string) => patterns.some((p) => p.test(id))
const sep = (path: string) => path.replaceAll('/', '[\\\\/]')
const web = (path: string) => new RegExp(`src[\\\\/]web[\\\\/]${sep(path)}$`)
const core = (path: string) => new RegExp(`src[\\\\/]core[\\\\/]${sep(path)}$`)
const npm = (path: string) => new RegExp(`node_modules[\\\\/]${path}`)
const icons = (names: string) => npm(`lucide-react[\\\\/]dist[\\\\/]esm[\\\\/]icons[\\\\/](${names})\\.mjs$`)

/**
 * Left to itself, Rolldown gives every set of screens that share a module its own chunk: a screen's
 * cold load was 20 to 50 files, each a request, a modulepreload link inserted by the router's task
 * and a gzip dictionary of its own. These groups merge what is (nearly) always loaded together; a
 * module that moves or is renamed only falls out of its group (a bigger budget shows it).
 * includeDependenciesRecursively: false keeps a group from pulling in the modules its members import
 * (each group is checked free of import cycles between chunks).
 */
const CHUNK_GROUPS = [
  // The first script in two chunks, React's and the rest (the router, the session, cn, Button...):
  // the browser compiles each as it arrives, two tasks of ~200 kB instead of one of ~400 kB (on a slow
  // phone, the longest task of a cold load); ~0.8 kB of gzip more, both fetched in parallel.
  { name: 'react', priority: 11, test: matches(npm('(react|react-dom|scheduler)[\\\\/]')) },
  { name: 'index', tags: ['$initial' as const], priority: 10 },
  // What /login and every signed-in screen share.
  { name: 'base', priority: 5, test: matches(web('features/auth/(use-verification-notice|api)\\.ts'), web('ui/(card|input)\\.tsx')) },
  // What every signed-in screen loads with the app shell.
  {
    name: 'shell',
    priority: 4,
    test: matches(
      web('ui/(dialog|lite|tooltip|page-header)\\.tsx'), web('i18n/pt-BR/plans\\.ts'), core('access\\.ts'),
      icons('user-round|file-text|folder-open|heading|letter-h|layout-dashboard|link-2|megaphone|circle-minus|minus-circle|search|settings|shield|tag|wrench|lock'),
      npm('@tanstack[\\\\/](react-query[\\\\/]build[\\\\/]modern[\\\\/]useMutation|query-core[\\\\/]build[\\\\/]modern[\\\\/]mutationObserver)\\.js$'),
    ),
  },
  // Radix's id, callback ref and presence, which the screens' Radix parts (tabs, dialogs, selects)
  // import together: one file instead of two. (Context and primitive stay apart: the builder's first
  // load needs them alone.)
  {
    name: 'radix-parts',
    priority: 3,
    includeDependenciesRecursively: false,
    test: matches(npm('@radix-ui[\\\\/]react-(id|use-callback-ref|presence)[\\\\/]')),
  },
  // What the generator screens share beyond the tools' frame: the saved lists and their icons (the
  // info icon stays apart: the builder's first load has it, without the rest).
  {
    name: 'generators',
    priority: 2,
    includeDependenciesRecursively: false,
    test: matches(web('lib/saved-lists\\.ts'), icons('list-plus|save|upload')),
  },
  // Radix Tabs and what only it uses (the keyword screen and the settings).
  { name: 'tabs', priority: 3, includeDependenciesRecursively: false, test: matches(web('ui/tabs\\.tsx'), npm('@radix-ui[\\\\/]react-(tabs|roving-focus|collection|direction|use-is-hydrated)[\\\\/]')) },
  // The tools' frame: the plan gate, the template store, limits (generators and settings).
  {
    name: 'tools',
    priority: 2,
    includeDependenciesRecursively: false,
    test: matches(
      web('features/tools/(components/tool-gate\\.tsx|catalogue\\.ts)'), web('lib/(template-store|storage|preferences|download)\\.ts'),
      core('(limits|types|languages|templates/keyword-lists)\\.ts'), web('ui/textarea\\.tsx'),
    ),
  },
  // Form controls and list helpers of the feature screens.
  {
    name: 'forms',
    priority: 1,
    includeDependenciesRecursively: false,
    test: matches(
      web('ui/(label|select|select-classes|dropdown-menu|badge|alert-dialog)\\.tsx?'), npm('@radix-ui[\\\\/]react-(label|primitive|slot|compose-refs)[\\\\/]'),
      web('i18n/pt-BR/campaigns\\.ts'), core('(lists/list-ops|exporters/txt|generators/match-type)\\.ts'),
      icons('copy|download|trash-2|trash|pencil|chevron-down|check|plus|x'),
    ),
  },
]

export default defineConfig({
  // precompress: .br and .gz copies of the build, served as files (src/server/http/static.ts).
  // reactRouterPure: what the app does not use of React Router leaves the first script (decision 016).
  plugins: [react(), tailwindcss(), reactRouterPure(), precompress()],
  // manifest: .vite/manifest.json maps each screen's module to its chunks (the size budget and bench/web read it).
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: false,
    chunkSizeWarningLimit: 600,
    manifest: true,
    // Fewer, larger chunks (see CHUNK_GROUPS).
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/dev': 'http://localhost:3000' } },
})
