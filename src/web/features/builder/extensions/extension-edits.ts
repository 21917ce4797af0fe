/**
 * The extensions step's changes, as pure plan transforms (new objects, never mutated): sitelinks chosen
 * from the campaign or written, edited part by part; callouts and campaign negatives chosen, added and
 * removed. The *Problem functions say in pt-BR why a value cannot go in, or null.
 */
import { PLAN_LIMITS } from '../../../../core/builder/types'
import { hasStrayMark, invalidKeywordSymbols, sameText } from '../../../../core/campaigns/editor-content'
import { unwrapMatch } from '../../../../core/generators/match-type'
import { LIMITS, SITELINK_LIMITS, charCount } from '../../../../core/limits'
import { HTTPS_URL_MESSAGE, hasBadText, isHttpsUrl } from '../../../../shared/campaigns'
import type { CampaignPlan, PlanExtensions, PlanSitelink } from '../../../../shared/plan'
import { builderAds } from '../../../i18n/pt-BR/builder-ads'

export type SitelinkPart = 'text' | 'desc1' | 'desc2' | 'final_url'

const t = builderAds.ext
const clean = (s: string) => s.trim().normalize('NFC')

function withExtensions(plan: CampaignPlan, change: (e: PlanExtensions) => PlanExtensions): CampaignPlan {
  const next = change(plan.extensions)
  return next === plan.extensions ? plan : { ...plan, extensions: next }
}

/** The plan's sitelink with this text (case and spacing ignored), or -1. */
export const sitelinkIndex = (plan: CampaignPlan, text: string) => plan.extensions.sitelinks.findIndex((s) => sameText(s.text) === sameText(text))

/** Adds a sitelink (up to 20; a text already there is not added twice). */
export function addSitelink(plan: CampaignPlan, s: PlanSitelink): CampaignPlan {
  return withExtensions(plan, (e) =>
    e.sitelinks.length >= PLAN_LIMITS.sitelinks || sitelinkIndex(plan, s.text) >= 0
      ? e
      : { ...e, sitelinks: [...e.sitelinks, { text: clean(s.text), desc1: clean(s.desc1), desc2: clean(s.desc2), final_url: s.final_url ? clean(s.final_url) : null }] },
  )
}

export function removeSitelink(plan: CampaignPlan, index: number): CampaignPlan {
  return withExtensions(plan, (e) => ({ ...e, sitelinks: e.sitelinks.filter((_, i) => i !== index) }))
}

/** Sets one part of sitelink `index`; a blank final URL is null. */
export function editSitelink(plan: CampaignPlan, index: number, part: SitelinkPart, value: string): CampaignPlan {
  const v = clean(value)
  return withExtensions(plan, (e) => ({
    ...e,
    sitelinks: e.sitelinks.map((s, i) => (i === index ? { ...s, [part]: part === 'final_url' ? v || null : v } : s)),
  }))
}

const SITELINK_MAX: Record<Exclude<SitelinkPart, 'final_url'>, number> = SITELINK_LIMITS

/** Why `value` cannot be this part of sitelink `index` (index = the count for a new one), or null. */
export function sitelinkProblem(plan: CampaignPlan, index: number, part: SitelinkPart, value: string): string | null {
  const v = clean(value)
  if (hasBadText(v)) return builderAds.problems.badText('O', 'texto')
  if (part === 'final_url') return v === '' || isHttpsUrl(v) ? null : HTTPS_URL_MESSAGE
  if (part === 'text') {
    if (index >= plan.extensions.sitelinks.length && plan.extensions.sitelinks.length >= PLAN_LIMITS.sitelinks) return t.full(PLAN_LIMITS.sitelinks, 'sitelinks')
    if (v === '') return t.blank
    const same = sitelinkIndex(plan, v)
    if (same >= 0 && same !== index) return t.repeat
  }
  const n = charCount(v)
  return n > SITELINK_MAX[part] ? t.tooLong(SITELINK_MAX[part], n) : null
}

export const hasCallout = (plan: CampaignPlan, text: string) => plan.extensions.callouts.some((c) => sameText(c) === sameText(text))

export function addCallout(plan: CampaignPlan, text: string): CampaignPlan {
  return withExtensions(plan, (e) =>
    e.callouts.length >= PLAN_LIMITS.callouts || hasCallout(plan, text) ? e : { ...e, callouts: [...e.callouts, clean(text)] },
  )
}

export function removeCallout(plan: CampaignPlan, text: string): CampaignPlan {
  return withExtensions(plan, (e) => ({ ...e, callouts: e.callouts.filter((c) => sameText(c) !== sameText(text)) }))
}

export function calloutProblem(plan: CampaignPlan, text: string): string | null {
  const v = clean(text)
  if (plan.extensions.callouts.length >= PLAN_LIMITS.callouts) return t.full(PLAN_LIMITS.callouts, 'frases de destaque')
  if (v === '') return t.blank
  if (hasBadText(v)) return builderAds.problems.badText('O', 'texto')
  const n = charCount(v)
  if (n > LIMITS.callout) return t.tooLong(LIMITS.callout, n)
  return hasCallout(plan, v) ? t.repeat : null
}

/** A negative's identity: match type and text (case and spacing ignored), as the schema compares them. */
const negativeKey = (raw: string) => {
  const { text, matchType } = unwrapMatch(clean(raw))
  return `${matchType}\u0000${sameText(text)}`
}

/** Adds the negatives Google accepts (keywordProblem) not in the plan yet, in order, up to the plan's limit. */
export function addNegatives(plan: CampaignPlan, items: readonly string[]): CampaignPlan {
  const seen = new Set(plan.extensions.negatives.map(negativeKey))
  const room = PLAN_LIMITS.negatives - plan.extensions.negatives.length
  const added = items.flatMap((raw) => {
    const v = clean(raw)
    const key = negativeKey(v)
    if (seen.has(key) || keywordProblem(v) !== null) return []
    seen.add(key)
    return [v]
  }).slice(0, Math.max(0, room))
  return added.length === 0 ? plan : withExtensions(plan, (e) => ({ ...e, negatives: [...e.negatives, ...added] }))
}

export function removeNegative(plan: CampaignPlan, raw: string): CampaignPlan {
  const key = negativeKey(raw)
  return withExtensions(plan, (e) => ({ ...e, negatives: e.negatives.filter((n) => negativeKey(n) !== key) }))
}

export const hasNegative = (negatives: ReadonlySet<string>, raw: string) => negatives.has(negativeKey(raw))
export const negativeKeys = (plan: CampaignPlan) => new Set(plan.extensions.negatives.map(negativeKey))

/** Why a keyword cannot be a negative as Google checks it (the schema's rules), or null. */
export function keywordProblem(raw: string): string | null {
  const v = clean(raw)
  const { text } = unwrapMatch(v)
  if (text === '') return t.blank
  if (hasBadText(v)) return builderAds.problems.badText('O', 'texto')
  if (hasStrayMark(v)) return t.strayMark
  const symbols = invalidKeywordSymbols(v)
  if (symbols.length > 0) return t.badSymbols(symbols.join(' '))
  if (charCount(text) > LIMITS.keywordChars) return t.tooLong(LIMITS.keywordChars, charCount(text))
  if (text.split(/\s+/).length > LIMITS.keywordWords) return t.tooManyWords(LIMITS.keywordWords)
  return null
}

/** Why a negative typed by hand cannot go in: Google's keyword rules, the plan's limit, a repeat. */
export function negativeProblem(plan: CampaignPlan, raw: string): string | null {
  const why = keywordProblem(raw)
  if (why) return why
  if (plan.extensions.negatives.length >= PLAN_LIMITS.negatives) return t.full(PLAN_LIMITS.negatives, 'negativas')
  return hasNegative(negativeKeys(plan), raw) ? t.repeat : null
}
