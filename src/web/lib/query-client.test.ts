import { describe, expect, it } from 'vitest'
import { ApiError } from './api'
import { retryRead } from './query-client'

describe('retryRead', () => {
  it('tries a request that did not reach the server again, 3 times', () => {
    const offline = new TypeError('Failed to fetch')
    expect([0, 1, 2, 3].map((n) => retryRead(n, offline))).toEqual([true, true, true, false])
  })

  it("never retries the server's answer: api() has retried 502-504, the rest answers the same", () => {
    for (const status of [400, 403, 404, 422, 429, 500, 502, 503]) {
      expect(retryRead(0, new ApiError(status, 'x', 'x')), String(status)).toBe(false)
    }
  })
})
