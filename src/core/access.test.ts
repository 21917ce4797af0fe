import { describe, expect, it } from 'vitest'
import {
  accessFlags, canSaveAnotherList, canSaveAsset, canUseTool, daysLeftLabel, displayedPlan, hasProAccess,
  hasRouteAccess, isActive, isTrialing, normalizePlan, planAccess, statusLabel, TOOL_IDS, trialDaysLeft,
  trialExpiresAt, type AccessProfile,
} from './access'
import { ASSET_TYPES } from './types'

const now = new Date('2026-11-21T12:00:00.000Z')
const hoursFromNow = (h: number) => new Date(now.getTime() + h * 3600_000).toISOString()
const profile = (o: Partial<AccessProfile>): AccessProfile => ({
  plan: 'pro', subscription_status: 'trialing', trial_expires_at: hoursFromNow(72), ...o,
})

describe('trial', () => {
  it('starts 3 days ahead', () => {
    expect(trialExpiresAt(now).toISOString()).toBe('2026-11-24T12:00:00.000Z')
  })
  it.each([
    [hoursFromNow(72), 3],
    [hoursFromNow(49), 3],
    [hoursFromNow(48), 2],
    [hoursFromNow(1), 1],
    [hoursFromNow(0.01), 1],
    [hoursFromNow(0), 0],
    [hoursFromNow(-5), 0],
    [null, 0],
    ['not a date', 0],
  ])('expiring %s leaves %i days (rounded up)', (end, days) => {
    expect(trialDaysLeft(profile({ trial_expires_at: end }), now)).toBe(days)
  })
  it.each([[1, '1 dia restante'], [3, '3 dias restantes'], [0, '0 dias restantes']])('labels %i', (d, l) => {
    expect(daysLeftLabel(d)).toBe(l)
  })
})

describe('flags', () => {
  // status, plan, trial end (hours from now), admin → active, trialing, pro access, route access, displayed plan, label
  const cases: [string, string, number | null, boolean, boolean, boolean, boolean, boolean, string, string][] = [
    ['trialing', 'pro', 72, false, false, true, true, true, 'trial', 'Ativa'],
    ['trialing', 'pro', -1, false, false, false, false, false, 'trial', 'Ativa'],
    ['active', 'pro', null, false, true, false, true, true, 'pro', 'Ativa'],
    ['active', 'basic', null, false, true, false, false, true, 'basic', 'Ativa'],
    ['active', 'basico', null, false, true, false, false, true, 'basic', 'Ativa'],
    ['inactive', 'pro', null, false, false, false, false, false, 'pro', 'Inativa'],
    ['inactive', 'pro', 48, false, false, false, false, false, 'pro', 'Inativa'],
    ['inactive', 'basic', null, true, false, false, true, true, 'basic', 'Inativa'],
    ['trialing', 'pro', -24, true, false, false, true, true, 'trial', 'Ativa'],
    ['active', 'trial', 10, false, true, true, false, true, 'trial', 'Ativa'],
    ['trialing', 'basic', 10, false, false, true, false, true, 'trial', 'Ativa'],
  ]
  it.each(cases)('%s %s trial %s admin=%s', (status, plan, h, admin, active, trialing, pro, route, shown, label) => {
    const p = profile({ subscription_status: status, plan, trial_expires_at: h === null ? null : hoursFromNow(h) })
    expect(isActive(p)).toBe(active)
    expect(isTrialing(p, now)).toBe(trialing)
    expect(hasProAccess(p, admin, now)).toBe(pro)
    expect(hasRouteAccess(p, admin, now)).toBe(route)
    expect(displayedPlan(p)).toBe(shown)
    expect(statusLabel(p)).toBe(label)
    const flags = accessFlags(p, admin, now)
    expect([flags.active, flags.trialing, flags.proAccess, flags.routeAccess]).toEqual([active, trialing, pro, route])
  })
  it.each([['pro', 'pro'], ['basic', 'basic'], ['basico', 'basic'], ['trial', 'trial'], [null, 'trial'], ['x', 'trial']])(
    'normalizes plan %s', (plan, expected) => {
      expect(normalizePlan(plan)).toBe(expected)
    })
  it('reports the trial end and expiry', () => {
    expect(accessFlags(profile({}), false, now).trial).toEqual({ expired: false, daysLeft: 3, expiresAt: hoursFromNow(72) })
    expect(accessFlags(profile({ trial_expires_at: null }), false, now).trial).toEqual({ expired: true, daysLeft: 0, expiresAt: null })
  })
})

describe('planAccess', () => {
  const PRO_TOOLS = ['negative_keywords', 'titles', 'descriptions', 'callouts', 'promotions', 'settings'] as const
  const BASIC = { tier: 'basic', tools: ['keywords', 'sitelinks'], savedListLimit: 1, campaignAssetTypes: ['keywords', 'sitelinks'] }
  const PRO = { tier: 'pro', tools: [...TOOL_IDS], savedListLimit: null, campaignAssetTypes: [...ASSET_TYPES] }
  const NONE = { tier: 'none', tools: [], savedListLimit: 0, campaignAssetTypes: [] }

  // status, plan, trial end (hours from now), admin → expected allowances
  const cases: [string, string, string, number | null, boolean, typeof BASIC | typeof PRO | typeof NONE][] = [
    ['basic active', 'active', 'basic', null, false, BASIC],
    ["'basico' spelling active", 'active', 'basico', null, false, BASIC],
    ['basic active with an old trial date', 'active', 'basic', -48, false, BASIC],
    ['pro active', 'active', 'pro', null, false, PRO],
    ['pro trialing (new account)', 'trialing', 'pro', 72, false, PRO],
    ['pro trialing, trial expired', 'trialing', 'pro', -1, false, NONE],
    ['pro inactive', 'inactive', 'pro', null, false, NONE],
    ['pro inactive with a future trial date', 'inactive', 'pro', 48, false, NONE],
    ['basic inactive', 'inactive', 'basic', null, false, NONE],
    ["'basico' inactive", 'inactive', 'basico', null, false, NONE],
    ['admin with an expired trial', 'trialing', 'pro', -24, true, PRO],
    ['admin inactive basic', 'inactive', 'basic', null, true, PRO],
    ['basic in a trial (not pro by hasProAccess)', 'trialing', 'basic', 10, false, BASIC],
  ]
  it.each(cases)('%s', (_name, status, plan, h, admin, expected) => {
    const p = profile({ subscription_status: status, plan, trial_expires_at: h === null ? null : hoursFromNow(h) })
    const access = planAccess(p, admin, now)
    expect({ ...access, tools: [...access.tools], campaignAssetTypes: [...access.campaignAssetTypes] }).toEqual(expected)
    expect(accessFlags(p, admin, now).plan).toEqual(access)
    // The tier follows the pro and route access rules exactly.
    expect(access.tier).toBe(hasProAccess(p, admin, now) ? 'pro' : hasRouteAccess(p, admin, now) ? 'basic' : 'none')
  })

  it('lets Básico open keywords and sitelinks only, and attach only those types', () => {
    const access = planAccess(profile({ subscription_status: 'active', plan: 'basic' }), false, now)
    expect(canUseTool(access, 'keywords')).toBe(true)
    expect(canUseTool(access, 'sitelinks')).toBe(true)
    for (const tool of PRO_TOOLS) expect(canUseTool(access, tool)).toBe(false)
    expect(ASSET_TYPES.filter((type) => canSaveAsset(access, type))).toEqual(['keywords', 'sitelinks'])
    expect(canSaveAsset(access, 'anything')).toBe(false)
  })

  it('limits Básico to one saved list per kind and Pro to none', () => {
    const basic = planAccess(profile({ subscription_status: 'active', plan: 'basico' }), false, now)
    expect([canSaveAnotherList(basic, 0), canSaveAnotherList(basic, 1), canSaveAnotherList(basic, 2)]).toEqual([true, false, false])
    const pro = planAccess(profile({}), false, now)
    expect(canSaveAnotherList(pro, 500)).toBe(true)
    for (const tool of TOOL_IDS) expect(canUseTool(pro, tool)).toBe(true)
    for (const type of ASSET_TYPES) expect(canSaveAsset(pro, type)).toBe(true)
  })

  it('gives nothing without route access', () => {
    const none = planAccess(profile({ trial_expires_at: hoursFromNow(-1) }), false, now)
    for (const tool of TOOL_IDS) expect(canUseTool(none, tool)).toBe(false)
    for (const type of ASSET_TYPES) expect(canSaveAsset(none, type)).toBe(false)
    expect(canSaveAnotherList(none, 0)).toBe(false)
  })
})
