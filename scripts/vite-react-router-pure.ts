import type { Plugin } from 'vite'

/** React Router's built files (its package's dist/, production and development). */
const REACT_ROUTER = /[\\/]node_modules[\\/]react-router[\\/]dist[\\/].+\.m?js$/

/**
 * React Router's build defines components as `var Link = React10.forwardRef(...)` without the pure
 * annotation, and names them with `Link.displayName = "Link"` at the top level: to a bundler both are
 * side effects, so every such component (Form, NavLink, ScrollRestoration, its framework mode's
 * prefetching…) stays in the first script of every screen. forwardRef is pure, and displayName is read
 * by React's developer tools only: the calls are annotated, the assignments removed (lines are kept,
 * so positions do not move).
 */
export const annotateReactRouter = (code: string) =>
  code
    .replace(/=\s*(React\d*\.forwardRef\()/g, '= /* @__PURE__ */ $1')
    .replace(/^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";$/gm, '')

/** Lets the bundler drop the parts of React Router the app does not import, ~5 kB of gzip (decision 016). */
export function reactRouterPure(): Plugin {
  return {
    name: 'forjaads:react-router-pure',
    apply: 'build',
    transform: {
      filter: { id: REACT_ROUTER },
      handler(code) {
        const out = annotateReactRouter(code)
        return out === code ? null : { code: out, map: null }
      },
    },
  }
}
