/**
 * The JS budget of a cold load, checked on the build that `npm run test:e2e` has just made (dist/, or
 * E2E_DIST_DIR): gzip bytes of the JS each screen fetches (scripts/route-assets.ts).
 *
 * Goals (issue "Speed: every screen fast on a phone"): /login ≤ 110 kB, no screen over 170 kB.
 * The build does not meet them yet, so this check fails on what it can honestly hold today: a
 * screen growing past its CEILING (today's figure plus 3 kB, rounded up to 5 kB). It prints every
 * screen next to its goal, and says so when a goal is met, so the ceiling can go down to it.
 *
 *   node --import tsx scripts/size-budget.ts [distDir]
 */
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { kb, largestChunks, routeAssets } from './route-assets'

const GOAL_LOGIN = 110_000
const GOAL_ANY = 170_000
/** From the figures of 2026-11-22 (kB = 1000 bytes, gzip 9): lower each one as the bundle shrinks, never raise it without a reason. */
const CEILING: Record<string, number> = {
  '/login': 145_000,
  '/dashboard': 215_000,
  '/tools/keywords': 250_000,
  '/saved-campaigns': 245_000,
  '/campaign/:id': 240_000,
  '/admin': 210_000,
}

const root = fileURLToPath(new URL('..', import.meta.url))
const distDir = resolve(process.argv[2] ?? process.env.E2E_DIST_DIR ?? resolve(root, 'dist'))
let failed = false
console.log(`JS of a cold load per screen (gzip), build in ${distDir}:`)
for (const r of routeAssets(distDir)) {
  const goal = r.route === '/login' ? GOAL_LOGIN : GOAL_ANY
  const ceiling = CEILING[r.route] ?? goal
  const over = r.js.gzip > ceiling
  failed ||= over
  const status = over ? `OVER its ceiling of ${kb(ceiling)}` : r.js.gzip <= goal ? 'goal met: lower the ceiling to the goal' : `goal not met (ceiling ${kb(ceiling)})`
  console.log(`  ${r.route.padEnd(16)} ${kb(r.js.gzip).padStart(9)} in ${String(r.js.files.length).padStart(2)} files   [goal ≤ ${kb(goal)}]  ${status}`)
  if (over) console.log(`    largest: ${largestChunks(distDir, r).map((c) => `${c.file} ${kb(c.gzip)}`).join(', ')}`)
}
if (failed) {
  console.error('The JS budget grew past its ceiling (scripts/size-budget.ts): split the new weight into a lazy chunk, or say why in the commit that raises it.')
  process.exit(1)
}
