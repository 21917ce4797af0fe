import { afterEach, describe, expect, it, vi } from 'vitest'
import { secretOf, groupSecret, isSixDigits } from '../features/profile/components/two-factor-api'
import { api, ApiError, setUnauthorizedHandler } from './api'
import { safeNextPath } from './session'

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

afterEach(() => {
  vi.unstubAllGlobals()
  setUnauthorizedHandler(null)
})

describe('api retries (SPEC §9)', () => {
  it('retries a read on 502/503/504 and answers the later success', async () => {
    const fetch = vi.fn()
      .mockResolvedValueOnce(json(503, { error: { code: 'overloaded', message: 'x' } }))
      .mockResolvedValueOnce(json(502, {}))
      .mockResolvedValueOnce(json(200, { ok: 1 }))
    vi.stubGlobal('fetch', fetch)
    await expect(api('/api/me')).resolves.toEqual({ ok: 1 })
    expect(fetch).toHaveBeenCalledTimes(3)
  })

  it('never sends a write twice', async () => {
    const fetch = vi.fn().mockResolvedValue(json(503, { error: { code: 'overloaded', message: 'Servidor ocupado' } }))
    vi.stubGlobal('fetch', fetch)
    await expect(api('/api/campaigns', { method: 'POST', json: { name: 'a' } })).rejects.toMatchObject({ status: 503 })
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('does not retry other errors', async () => {
    const fetch = vi.fn().mockResolvedValue(json(500, {}))
    vi.stubGlobal('fetch', fetch)
    await expect(api('/api/me')).rejects.toBeInstanceOf(ApiError)
    expect(fetch).toHaveBeenCalledTimes(1)
  })
})

describe('api 401 handling', () => {
  it('tells the session handler about a 401 of a signed-in call', async () => {
    const handler = vi.fn()
    setUnauthorizedHandler(handler)
    vi.stubGlobal('fetch', vi.fn().mockResolvedValue(json(401, { error: { code: 'unauthorized', message: 'Sessão expirada.' } })))
    await expect(api('/api/campaigns')).rejects.toMatchObject({ status: 401 })
    expect(handler).toHaveBeenCalledTimes(1)
  })

  it('a wrong password or code is not an ended session', async () => {
    const handler = vi.fn()
    setUnauthorizedHandler(handler)
    vi.stubGlobal('fetch', vi.fn().mockImplementation(async () => json(401, { error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'x' } })))
    await expect(api('/api/auth/sign-in/email', { method: 'POST', json: {} })).rejects.toMatchObject({ status: 401 })
    await expect(api('/api/auth/two-factor/verify-totp', { method: 'POST', json: {} })).rejects.toMatchObject({ status: 401 })
    await expect(api('/api/auth/change-password', { method: 'POST', json: {} })).rejects.toMatchObject({ status: 401 })
    expect(handler).not.toHaveBeenCalled()
  })
})

describe('safeNextPath', () => {
  it('accepts same-site paths with their query', () => {
    expect(safeNextPath('?next=%2Fsaved-campaigns')).toBe('/saved-campaigns')
    expect(safeNextPath('?next=/tools/keywords%3Fa%3D1')).toBe('/tools/keywords?a=1')
  })
  it('refuses other sites, schemes, /login and nothing', () => {
    for (const bad of ['', '?next=', '?next=https://evil.example', '?next=//evil.example/x', '?next=/\\evil.example',
      '?next=javascript:alert(1)', '?next=/login', '?next=dashboard']) {
      expect(safeNextPath(bad), bad).toBeNull()
    }
  })
})

describe('two-factor helpers', () => {
  it('reads the secret of an otpauth URI and groups it', () => {
    const uri = 'otpauth://totp/ForjaAds:ana%40exemplo.com?secret=JBSWY3DPEHPK3PXP&issuer=ForjaAds&digits=6&period=30'
    expect(secretOf(uri)).toBe('JBSWY3DPEHPK3PXP')
    expect(groupSecret('JBSWY3DPEHPK3PXP')).toBe('JBSW Y3DP EHPK 3PXP')
    expect(secretOf('not a uri')).toBe('')
  })
  it('exactly 6 digits', () => {
    expect(isSixDigits('123456')).toBe(true)
    for (const c of ['12345', '1234567', '12345a', '']) expect(isSixDigits(c)).toBe(false)
  })
})
