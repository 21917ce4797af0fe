import { describe, expect, it, vi } from 'vitest'
import { preloadOnIntent, preloadRoute, registerPreload } from './preload'

describe('preloadRoute', () => {
  it('loads what the matching path registered, once, ignoring search, hash and a trailing slash', async () => {
    const campaign = vi.fn(() => Promise.resolve())
    const list = vi.fn(() => Promise.resolve())
    registerPreload('/t-campaign/:id', campaign)
    registerPreload('/t-list', list)
    preloadRoute('/t-campaign/abc?tab=1#x')
    preloadRoute('/t-campaign/abc')
    preloadRoute('/t-list/')
    preloadRoute('/t-nothing')
    expect(campaign).toHaveBeenCalledTimes(1)
    expect(list).toHaveBeenCalledTimes(1)
    preloadOnIntent('/t-campaign/def').onPointerEnter()
    expect(campaign).toHaveBeenCalledTimes(2)
  })

  it('tries again after a failed load (offline)', async () => {
    let fail = true
    const load = vi.fn(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve()))
    registerPreload('/t-flaky', load)
    preloadRoute('/t-flaky')
    await Promise.resolve()
    await Promise.resolve()
    fail = false
    preloadRoute('/t-flaky')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
