import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Autosaver, type AutosaveStatus } from './autosave'

class Conflict extends Error {
  constructor(readonly version: string) {
    super('conflito')
  }
}

/** A server whose answers the test releases one by one. */
function harness(initial = 'a', version: string | null = null, dirty = false) {
  const calls: { value: string; version: string | null; resolve: (v: string) => void; reject: (e: unknown) => void }[] = []
  const statuses: AutosaveStatus['kind'][] = []
  const saver = new Autosaver<string>({
    save: (value, v) => new Promise((resolve, reject) => calls.push({ value, version: v, resolve, reject })),
    validate: (value) => (value.includes('!') ? `inválido: ${value}` : null),
    conflictOf: (err) => (err instanceof Conflict ? { version: err.version } : undefined),
    messageOf: (err) => (err instanceof Error ? err.message : 'erro'),
    onStatus: (s) => statuses.push(s.kind),
    delayMs: 800,
  }, initial, version, dirty)
  return { saver, calls, statuses }
}

const settle = () => vi.advanceTimersByTimeAsync(0)

describe('Autosaver', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('saves once, 800 ms after the last of several changes', async () => {
    const { saver, calls } = harness()
    saver.change('b')
    await vi.advanceTimersByTimeAsync(500)
    saver.change('c')
    await vi.advanceTimersByTimeAsync(799)
    expect(calls).toHaveLength(0)
    expect(saver.current.kind).toBe('pending')
    await vi.advanceTimersByTimeAsync(1)
    expect(calls.map((c) => c.value)).toEqual(['c'])
    expect(saver.current.kind).toBe('saving')
    calls[0].resolve('v1')
    await settle()
    expect(saver.current.kind).toBe('saved')
    expect(saver.currentVersion).toBe('v1')
    expect(saver.unsaved).toBe(false)
  })

  it('keeps one request in flight; a change made meanwhile is saved after it, with the new version', async () => {
    const { saver, calls } = harness('a', 'v0')
    saver.change('b')
    await vi.advanceTimersByTimeAsync(800)
    saver.change('c')
    await vi.advanceTimersByTimeAsync(2000)
    expect(calls).toHaveLength(1)
    calls[0].resolve('v1')
    await settle()
    expect(calls.map((c) => [c.value, c.version])).toEqual([['b', 'v0'], ['c', 'v1']])
    calls[1].resolve('v2')
    await settle()
    expect(saver.current.kind).toBe('saved')
    expect(saver.currentVersion).toBe('v2')
  })

  it('does not send a value that does not validate, and saves once it is fixed', async () => {
    const { saver, calls } = harness()
    saver.change('b!')
    await vi.advanceTimersByTimeAsync(800)
    expect(calls).toHaveLength(0)
    expect(saver.current).toEqual({ kind: 'invalid', message: 'inválido: b!' })
    expect(await saver.flush()).toBe(false)
    saver.change('b')
    await vi.advanceTimersByTimeAsync(800)
    expect(calls.map((c) => c.value)).toEqual(['b'])
  })

  it('a refusal leaves the change unsaved with its message; the next change tries again', async () => {
    const { saver, calls } = harness()
    saver.change('b')
    await vi.advanceTimersByTimeAsync(800)
    calls[0].reject(new Error('Grupo 1: nome está em branco.'))
    await settle()
    expect(saver.current).toEqual({ kind: 'failed', message: 'Grupo 1: nome está em branco.' })
    expect(saver.unsaved).toBe(true)
    saver.change('c')
    await vi.advanceTimersByTimeAsync(800)
    expect(calls.map((c) => c.value)).toEqual(['b', 'c'])
  })

  it('flush saves at once and waits; it waits for the save in flight and then the change after it', async () => {
    const { saver, calls } = harness()
    saver.change('b')
    const done = saver.flush()
    await settle()
    expect(calls.map((c) => c.value)).toEqual(['b'])
    saver.change('c')
    calls[0].resolve('v1')
    await settle()
    expect(calls.map((c) => c.value)).toEqual(['b', 'c'])
    calls[1].resolve('v2')
    expect(await done).toBe(true)
    expect(saver.current.kind).toBe('saved')
  })

  it('a first plan (dirty from the start) is saved without a change', async () => {
    const { calls } = harness('novo', null, true)
    await vi.advanceTimersByTimeAsync(800)
    expect(calls.map((c) => [c.value, c.version])).toEqual([['novo', null]])
  })

  it('a conflict stops saving until resolved; "mine" saves over the newer version', async () => {
    const { saver, calls } = harness('a', 'v0')
    saver.change('b')
    await vi.advanceTimersByTimeAsync(800)
    calls[0].reject(new Conflict('v9'))
    await settle()
    expect(saver.current).toEqual({ kind: 'conflict', message: 'conflito', newerVersion: 'v9' })
    saver.change('c')
    await vi.advanceTimersByTimeAsync(5000)
    expect(calls).toHaveLength(1)
    expect(await saver.flush()).toBe(false)
    saver.resolveConflict('mine')
    await settle()
    expect(calls.map((c) => [c.value, c.version])).toEqual([['b', 'v0'], ['c', 'v9']])
    calls[1].resolve('v10')
    await settle()
    expect(saver.current.kind).toBe('saved')
  })

  it('"theirs" takes the newer version and has nothing left to save', async () => {
    const { saver, calls } = harness('a', 'v0')
    saver.change('b')
    await vi.advanceTimersByTimeAsync(800)
    calls[0].reject(new Conflict('v9'))
    await settle()
    saver.resolveConflict('theirs', 'deles')
    expect(saver.current.kind).toBe('saved')
    expect(saver.unsaved).toBe(false)
    saver.change('deles 2')
    await vi.advanceTimersByTimeAsync(800)
    expect(calls.at(-1)).toMatchObject({ value: 'deles 2', version: 'v9' })
  })

  it('dispose stops the pending save', async () => {
    const { saver, calls } = harness()
    saver.change('b')
    saver.dispose()
    await vi.advanceTimersByTimeAsync(2000)
    expect(calls).toHaveLength(0)
  })
})
