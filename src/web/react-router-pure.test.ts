import { readdirSync, readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { annotateReactRouter } from '../../scripts/vite-react-router-pure'

describe('React Router made tree-shakeable (decision 016)', () => {
  it('annotates forwardRef calls as pure and drops top-level displayName assignments', () => {
    const code = [
      'var Link = React10.forwardRef(',
      '  function LinkWithRef() {}',
      ');',
      'Link.displayName = "Link";',
      'var Form = React.forwardRef(function Form() {});',
      '  inner.displayName = "Kept";',
    ].join('\n')
    expect(annotateReactRouter(code)).toBe([
      'var Link = /* @__PURE__ */ React10.forwardRef(',
      '  function LinkWithRef() {}',
      ');',
      '',
      'var Form = /* @__PURE__ */ React.forwardRef(function Form() {});',
      '  inner.displayName = "Kept";',
    ].join('\n'))
  })

  it('leaves no unannotated component definition in the installed React Router build', () => {
    const require = createRequire(import.meta.url)
    const dist = join(dirname(require.resolve('react-router/package.json')), 'dist', 'production')
    const files = readdirSync(dist).filter((f) => f.endsWith('.mjs'))
    const all = files.map((f) => readFileSync(join(dist, f), 'utf8')).join('\n')
    expect(all).toMatch(/=\s*React\d*\.forwardRef\(/) // what the plugin is for is still there to fix
    const fixed = files.map((f) => annotateReactRouter(readFileSync(join(dist, f), 'utf8'))).join('\n')
    expect(fixed).not.toMatch(/=\s*React\d*\.forwardRef\(/)
    expect(fixed).not.toMatch(/^[A-Za-z_$][\w$]*\.displayName = /m)
  })
})
