/**
 * Subscription and route access rules (SPEC §4 "Derived flags"), as pure functions of a profile,
 * the admin role (decided on the server) and `now`. The server middleware and the web guards call these.
 */

export const TRIAL_DAYS = 3
const DAY_MS = 24 * 60 * 60 * 1000

export type SubscriptionStatus = 'trialing' | 'active' | 'inactive'
/** Stored plan values; 'basico' is the other reading of SPEC §3 and is treated as 'basic'. */
export type Plan = 'trial' | 'basic' | 'basico' | 'pro'

export interface AccessProfile {
  plan: Plan | string | null
  subscription_status: SubscriptionStatus | string | null
  trial_expires_at: string | Date | null
}

export interface AccessFlags {
  active: boolean
  trialing: boolean
  proAccess: boolean
  routeAccess: boolean
  displayedPlan: 'trial' | 'basic' | 'pro'
  statusLabel: 'Ativa' | 'Inativa'
  trial: { expired: boolean; daysLeft: number; expiresAt: string | null }
  /** What the plan may do (planAccess). */
  plan: PlanAccess
}

function time(value: string | Date | null): number | null {
  if (value === null) return null
  const ms = value instanceof Date ? value.getTime() : Date.parse(value)
  return Number.isNaN(ms) ? null : ms
}

export function trialExpiresAt(now: Date): Date {
  return new Date(now.getTime() + TRIAL_DAYS * DAY_MS)
}

/** Subscription active: status is active. */
export function isActive(p: AccessProfile): boolean {
  return p.subscription_status === 'active'
}

/**
 * Trialing: the trial end is in the future. A profile the admin set to inactive is not trialing even
 * with a future date, so that 'Inativar' takes effect (docs/decisions/002-access-rules.md).
 */
export function isTrialing(p: AccessProfile, now: Date): boolean {
  if (p.subscription_status === 'inactive') return false
  const end = time(p.trial_expires_at)
  return end !== null && end > now.getTime()
}

export function normalizePlan(plan: AccessProfile['plan']): 'trial' | 'basic' | 'pro' {
  if (plan === 'pro') return 'pro'
  if (plan === 'basic' || plan === 'basico') return 'basic'
  return 'trial'
}

/** Pro access: the admin account, or plan pro with an active subscription or an unexpired trial. */
export function hasProAccess(p: AccessProfile, isAdmin: boolean, now: Date): boolean {
  if (isAdmin) return true
  return normalizePlan(p.plan) === 'pro' && (isActive(p) || isTrialing(p, now))
}

/** Route access: an active or trialing subscription, or the admin account. */
export function hasRouteAccess(p: AccessProfile, isAdmin: boolean, now: Date): boolean {
  return isAdmin || isActive(p) || isTrialing(p, now)
}

/** Displayed plan: 'trial' whenever the status is trialing. */
export function displayedPlan(p: AccessProfile): 'trial' | 'basic' | 'pro' {
  return p.subscription_status === 'trialing' ? 'trial' : normalizePlan(p.plan)
}

/** Status label: active or trialing shows 'Ativa', anything else 'Inativa'. */
export function statusLabel(p: AccessProfile): 'Ativa' | 'Inativa' {
  return p.subscription_status === 'active' || p.subscription_status === 'trialing' ? 'Ativa' : 'Inativa'
}

/** Remaining trial days, rounded up; 0 once expired or without a date. */
export function trialDaysLeft(p: AccessProfile, now: Date): number {
  const end = time(p.trial_expires_at)
  if (end === null || end <= now.getTime()) return 0
  return Math.ceil((end - now.getTime()) / DAY_MS)
}

export function accessFlags(p: AccessProfile, isAdmin: boolean, now: Date): AccessFlags {
  const end = time(p.trial_expires_at)
  return {
    active: isActive(p),
    trialing: isTrialing(p, now),
    proAccess: hasProAccess(p, isAdmin, now),
    routeAccess: hasRouteAccess(p, isAdmin, now),
    displayedPlan: displayedPlan(p),
    statusLabel: statusLabel(p),
    trial: {
      expired: end === null || end <= now.getTime(),
      daysLeft: trialDaysLeft(p, now),
      expiresAt: end === null ? null : new Date(end).toISOString(),
    },
    plan: planAccess(p, isAdmin, now),
  }
}

/** 'N dias restantes' (SPEC §4), singular for one day. */
export function daysLeftLabel(days: number): string {
  return days === 1 ? '1 dia restante' : `${days} dias restantes`
}

/**
 * What a plan may do (docs/decisions/010-plans-enforced.md). The server refuses with it, the web shows
 * it from `/api/me`'s `flags.plan`: one decision, made here.
 */

/**
 * Every tool a plan can open: the catalogue's (SPEC §2 "Tools"), the campaign builder and campaign
 * comparison (Pro: docs/decisions/014-campaign-builder.md).
 */
export const TOOL_IDS = [
  'keywords', 'sitelinks', 'negative_keywords', 'titles', 'descriptions', 'callouts', 'promotions', 'settings',
  'campaign_builder', 'campaign_compare',
] as const
export type ToolId = (typeof TOOL_IDS)[number]

/** The local saved-list kinds of SPEC §9 (one storage key each). */
export const SAVED_LIST_KINDS = ['keywords', 'negative_keywords', 'titles', 'descriptions', 'sitelinks', 'callouts', 'promotions'] as const
export type SavedListKind = (typeof SAVED_LIST_KINDS)[number]

/** Campaign asset types (same values as ASSET_TYPES in types.ts, kept here so this file stays standalone). */
export type PlanAssetType = SavedListKind

export type PlanTier = 'basic' | 'pro' | 'none'

/** The plan's allowances, plain data so it travels in JSON. */
export interface PlanAccess {
  tier: PlanTier
  tools: readonly ToolId[]
  /** Most saved local lists per kind; null when unlimited. */
  savedListLimit: number | null
  campaignAssetTypes: readonly PlanAssetType[]
}

const BASIC_TOOLS: readonly ToolId[] = ['keywords', 'sitelinks']
const BASIC_ASSET_TYPES: readonly PlanAssetType[] = ['keywords', 'sitelinks']
/** Básico keeps one saved local list per kind (SPEC §9 "1 lista salva"). */
export const BASIC_SAVED_LIST_LIMIT = 1

/**
 * Pro access (admin, plan pro active or in an unexpired trial): everything, no limits. Otherwise route
 * access (Básico active, or any other active profile): the Básico allowances. No route access: nothing.
 */
export function planAccess(p: AccessProfile, isAdmin: boolean, now: Date): PlanAccess {
  if (hasProAccess(p, isAdmin, now)) {
    return { tier: 'pro', tools: TOOL_IDS, savedListLimit: null, campaignAssetTypes: SAVED_LIST_KINDS }
  }
  if (hasRouteAccess(p, isAdmin, now)) {
    return { tier: 'basic', tools: BASIC_TOOLS, savedListLimit: BASIC_SAVED_LIST_LIMIT, campaignAssetTypes: BASIC_ASSET_TYPES }
  }
  return { tier: 'none', tools: [], savedListLimit: 0, campaignAssetTypes: [] }
}

export const canUseTool = (access: PlanAccess, tool: ToolId): boolean => access.tools.includes(tool)

export const canSaveAsset = (access: PlanAccess, type: string): boolean =>
  (access.campaignAssetTypes as readonly string[]).includes(type)

/** Whether one more local list of a kind fits the plan, given how many are saved. */
export const canSaveAnotherList = (access: PlanAccess, savedCount: number): boolean =>
  access.savedListLimit === null || savedCount < access.savedListLimit
