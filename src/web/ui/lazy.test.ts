import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { whenIdle } from './lazy'

/** A window whose frames and idle periods the test runs by hand. */
function fakeWindow() {
  let frames: (() => void)[] = []
  let idles: (() => void)[] = []
  const win = {
    setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
    clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    cancelAnimationFrame: (id: number) => { frames[id - 1] = () => undefined },
    requestIdleCallback: (fn: () => void) => idles.push(fn),
    cancelIdleCallback: (id: number) => { idles[id - 1] = () => undefined },
  }
  return {
    win,
    frame: () => { const now = frames; frames = []; now.forEach((f) => f()) },
    idle: () => { const now = idles; idles = []; now.forEach((f) => f()) },
    pendingIdle: () => idles.length,
  }
}

describe('whenIdle', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
  })

  it('waits for the next frame to be drawn (two animation frames) before asking for idle time', () => {
    const w = fakeWindow()
    vi.stubGlobal('window', w.win)
    const fn = vi.fn()
    whenIdle(fn)
    expect(w.pendingIdle()).toBe(0)
    w.idle()
    w.frame()
    expect(w.pendingIdle()).toBe(0) // one frame started: not drawn yet
    w.frame()
    expect(w.pendingIdle()).toBe(1)
    expect(fn).not.toHaveBeenCalled()
    w.idle()
    expect(fn).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1000)
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('asks for idle time after 500 ms when no frame comes (a hidden tab)', () => {
    const w = fakeWindow()
    vi.stubGlobal('window', w.win)
    const fn = vi.fn()
    whenIdle(fn)
    vi.advanceTimersByTime(499)
    expect(w.pendingIdle()).toBe(0)
    vi.advanceTimersByTime(1)
    expect(w.pendingIdle()).toBe(1)
    w.frame()
    w.frame()
    expect(w.pendingIdle()).toBe(1) // not asked twice
    w.idle()
    expect(fn).toHaveBeenCalledTimes(1)
  })

  it('cancelled before or after the paint, never runs', () => {
    for (const when of ['before', 'after'] as const) {
      const w = fakeWindow()
      vi.stubGlobal('window', w.win)
      const fn = vi.fn()
      const cancel = whenIdle(fn)
      if (when === 'after') {
        w.frame()
        w.frame()
      }
      cancel()
      w.frame()
      w.frame()
      vi.advanceTimersByTime(1000)
      w.idle()
      expect(fn, when).not.toHaveBeenCalled()
    }
  })
})
