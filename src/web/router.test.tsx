import { describe, expect, it } from 'vitest'
import { matchRoutes } from 'react-router'
import { routes } from './router'
import type { Screen } from './route-screen'

/** The screens a cold load of `path` starts (each matched route's handle), outermost first. */
const startsOf = (path: string) => (matchRoutes(routes, path) ?? []).map((m) => m.route.handle as Screen | undefined).filter(Boolean)

describe('route table', () => {
  it('a signed-in screen starts the app shell with the page, a visitor screen the page alone', () => {
    const shell = startsOf('/dashboard')[0]
    expect(startsOf('/dashboard')).toHaveLength(2)
    for (const path of ['/tools', '/tools/keywords', '/tools/settings', '/saved-campaigns', '/saved-campaigns/compare', '/campaign/abc', '/profile', '/pricing', '/admin', '/campaign-builder']) {
      const starts = startsOf(path)
      expect(starts, path).toHaveLength(2)
      expect(starts[0], path).toBe(shell)
    }
    for (const path of ['/login', '/register', '/forgot-password', '/update-password']) expect(startsOf(path), path).toHaveLength(1)
  })

  it('every screen is its own, and an unknown path starts none', () => {
    const pages = ['/dashboard', '/tools', '/tools/keywords', '/tools/titles', '/saved-campaigns', '/campaign/abc', '/admin', '/login'].map((p) => startsOf(p).at(-1))
    expect(new Set(pages).size).toBe(pages.length)
    expect(startsOf('/nao-existe')).toEqual([])
    expect(startsOf('/tools/nao-existe')).toEqual([])
  })
})
