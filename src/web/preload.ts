/**
 * Warming the likely next screen: its chunks (and its built-in templates) start loading before the
 * user gets there, on hover or focus of a link to it (the sidebar), or when the browser is idle (the
 * app shell and the dashboard while the login form is on screen). The router registers what each path
 * loads (src/web/router.tsx); everything here is best effort and never throws.
 */
type Preload = () => Promise<unknown>

const table: { pattern: RegExp; load: Preload }[] = []
const done = new Set<string>()

/** The router's table: a path pattern (':param' for a segment) and what a visit to it loads. */
export function registerPreload(path: string, load: Preload) {
  const pattern = new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}/?$`)
  table.push({ pattern, load })
}

/** Starts loading what `to` (a path, maybe with ?search or #hash) needs; once per path. */
export function preloadRoute(to: string) {
  const path = to.split(/[?#]/)[0]
  if (done.has(path)) return
  const entry = table.find((e) => e.pattern.test(path))
  if (!entry) return
  done.add(path)
  entry.load().catch(() => done.delete(path)) // offline: a later hover tries again
}

/** Props for a link: preload its screen when the pointer or focus reaches it. */
export function preloadOnIntent(to: string) {
  const go = () => preloadRoute(to)
  return { onPointerEnter: go, onFocus: go }
}
