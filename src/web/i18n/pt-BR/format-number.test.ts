import { describe, expect, it } from 'vitest'
import { formatNumber } from './generators'

describe('formatNumber', () => {
  it('writes every number as pt-BR does, with or without its fast path for small whole numbers', () => {
    const numbers = [0, -0, 1, 7, 42, 999, -999, 1000, -1000, 1234, 99_999, 1_234_567, 0.5, 12.75, -3.5, 999.5, 1e21, Number.MAX_SAFE_INTEGER]
    for (let n = -1100; n <= 1100; n += 37) numbers.push(n)
    for (const n of numbers) expect(formatNumber(n), String(n)).toBe(n.toLocaleString('pt-BR'))
    for (const n of [0n, 999n, -999n, 1000n, 12_345_678_901_234_567_890n]) expect(formatNumber(n), String(n)).toBe(n.toLocaleString('pt-BR'))
  })

  it('groups thousands with a dot', () => {
    expect(formatNumber(1_234_567)).toBe('1.234.567')
    expect(formatNumber(999)).toBe('999')
  })
})
