/**
 * The ads step's changes, as pure plan transforms (they build new objects, never mutate): add and remove
 * ads, add, edit, remove, pin and reorder headlines and descriptions, set the paths, fill an ad from the
 * campaign's lists. `textProblem` says in pt-BR why a text cannot go in (blank, too long, a repeat).
 */
import { sameText } from '../../../../core/campaigns/editor-content'
import { LIMITS, charCount } from '../../../../core/limits'
import { hasBadText } from '../../../../shared/campaigns'
import { PLAN_LIMITS } from '../../../../core/builder/types'
import type { CampaignPlan, PlanAd } from '../../../../shared/plan'
import { builderAds } from '../../../i18n/pt-BR/builder-ads'

export type TextKind = 'headlines' | 'descriptions'
export interface AdRef {
  group: number
  ad: number
}

export const KIND_LIMIT: Record<TextKind, number> = { headlines: LIMITS.title, descriptions: LIMITS.description }
export const KIND_MAX: Record<TextKind, number> = { headlines: PLAN_LIMITS.headlinesMax, descriptions: PLAN_LIMITS.descriptionsMax }
/** The positions a text of each kind may be pinned to. */
export const KIND_PINS: Record<TextKind, number> = { headlines: 3, descriptions: 2 }

export const emptyAd = (): PlanAd => ({ headlines: [], descriptions: [], path1: '', path2: '' })

const clean = (s: string) => s.trim().normalize('NFC')

/** Replaces group `g` with `change(group)`. */
function updateGroup(plan: CampaignPlan, g: number, change: (group: CampaignPlan['ad_groups'][number]) => CampaignPlan['ad_groups'][number]): CampaignPlan {
  const group = plan.ad_groups[g]
  if (!group) return plan
  return { ...plan, ad_groups: plan.ad_groups.map((x, i) => (i === g ? change(group) : x)) }
}

/** Replaces one ad with `change(ad)`; the same plan when the ad is not there or `change` returns it as it was. */
export function updateAd(plan: CampaignPlan, ref: AdRef, change: (ad: PlanAd) => PlanAd): CampaignPlan {
  const ad = plan.ad_groups[ref.group]?.ads[ref.ad]
  if (!ad) return plan
  const next = change(ad)
  if (next === ad) return plan
  return updateGroup(plan, ref.group, (g) => ({ ...g, ads: g.ads.map((x, i) => (i === ref.ad ? next : x)) }))
}

/** A new empty ad at the end of the group (up to 3). */
export function addAd(plan: CampaignPlan, group: number): CampaignPlan {
  return updateGroup(plan, group, (g) => (g.ads.length >= PLAN_LIMITS.adsPerGroup ? g : { ...g, ads: [...g.ads, emptyAd()] }))
}

export function removeAd(plan: CampaignPlan, ref: AdRef): CampaignPlan {
  return updateGroup(plan, ref.group, (g) => ({ ...g, ads: g.ads.filter((_, i) => i !== ref.ad) }))
}

/** Appends a text (trimmed, NFC) unpinned; no-op when the kind is full. Check it with textProblem first. */
export function addText(plan: CampaignPlan, ref: AdRef, kind: TextKind, text: string): CampaignPlan {
  return updateAd(plan, ref, (ad) =>
    ad[kind].length >= KIND_MAX[kind] ? ad : { ...ad, [kind]: [...ad[kind], { text: clean(text), pin: null }] },
  )
}

/** Changes the text of item `index`, keeping its pin. */
export function editText(plan: CampaignPlan, ref: AdRef, kind: TextKind, index: number, text: string): CampaignPlan {
  return updateAd(plan, ref, (ad) => ({ ...ad, [kind]: ad[kind].map((x, i) => (i === index ? { ...x, text: clean(text) } : x)) }))
}

export function removeText(plan: CampaignPlan, ref: AdRef, kind: TextKind, index: number): CampaignPlan {
  return updateAd(plan, ref, (ad) => ({ ...ad, [kind]: ad[kind].filter((_, i) => i !== index) }))
}

/** Removes the item whose text is `text` (case and spacing ignored): the pick list's toggle. */
export function removeTextByValue(plan: CampaignPlan, ref: AdRef, kind: TextKind, text: string): CampaignPlan {
  const key = sameText(text)
  return updateAd(plan, ref, (ad) => ({ ...ad, [kind]: ad[kind].filter((x) => sameText(x.text) !== key) }))
}

/** Pins item `index` to a position (1–3 for headlines, 1–2 for descriptions), or null for any position. */
export function setPin(plan: CampaignPlan, ref: AdRef, kind: TextKind, index: number, pin: number | null): CampaignPlan {
  const valid = pin === null || (Number.isInteger(pin) && pin >= 1 && pin <= KIND_PINS[kind])
  if (!valid) return plan
  return updateAd(plan, ref, (ad) => ({ ...ad, [kind]: ad[kind].map((x, i) => (i === index ? { ...x, pin } : x)) }))
}

/** Moves item `from` to position `to` (both 0-based); out-of-range moves change nothing. */
export function moveText(plan: CampaignPlan, ref: AdRef, kind: TextKind, from: number, to: number): CampaignPlan {
  return updateAd(plan, ref, (ad) => {
    const items = ad[kind]
    if (from === to || from < 0 || to < 0 || from >= items.length || to >= items.length) return ad
    const next = [...items]
    const [moved] = next.splice(from, 1)
    next.splice(to, 0, moved)
    return { ...ad, [kind]: next }
  })
}

export function setPath(plan: CampaignPlan, ref: AdRef, which: 'path1' | 'path2', value: string): CampaignPlan {
  return updateAd(plan, ref, (ad) => ({ ...ad, [which]: clean(value) }))
}

/** Texts of `candidates` (in order) that fit the kind's limit and are not in the ad yet, once each. */
export function missingTexts(ad: PlanAd, kind: TextKind, candidates: readonly string[]): string[] {
  const seen = new Set(ad[kind].map((x) => sameText(x.text)))
  return candidates.flatMap((raw) => {
    const text = clean(raw)
    const key = sameText(text)
    if (text === '' || seen.has(key) || hasBadText(text) || charCount(text) > KIND_LIMIT[kind]) return []
    seen.add(key)
    return [text]
  })
}

/** The ad with the campaign's texts it lacks appended, up to 15 headlines and 4 descriptions; and how many went in. */
export function fillAd(ad: PlanAd, lists: { headlines: readonly string[]; descriptions: readonly string[] }): { ad: PlanAd; added: Record<TextKind, number> } {
  const take = (kind: TextKind) => missingTexts(ad, kind, lists[kind]).slice(0, Math.max(0, KIND_MAX[kind] - ad[kind].length))
  const headlines = take('headlines')
  const descriptions = take('descriptions')
  const added = { headlines: headlines.length, descriptions: descriptions.length }
  if (added.headlines + added.descriptions === 0) return { ad, added }
  return {
    ad: {
      ...ad,
      headlines: [...ad.headlines, ...headlines.map((text) => ({ text, pin: null }))],
      descriptions: [...ad.descriptions, ...descriptions.map((text) => ({ text, pin: null }))],
    },
    added,
  }
}

/** fillAd on one ad of the plan. */
export function fillFromCampaign(plan: CampaignPlan, ref: AdRef, lists: { headlines: readonly string[]; descriptions: readonly string[] }): CampaignPlan {
  return updateAd(plan, ref, (ad) => fillAd(ad, lists).ad)
}

/**
 * Why `text` cannot be item `index` of the kind in `ad` (index = the items' length for a new one), as a
 * pt-BR sentence, or null when it can: blank, invalid characters, over the limit, the same as another
 * item (case and spacing ignored), or a new one when the kind is full.
 */
export function textProblem(ad: PlanAd, kind: TextKind, text: string, index = ad[kind].length): string | null {
  const t = builderAds.texts[kind]
  const p = builderAds.problems
  const value = clean(text)
  if (index >= ad[kind].length && ad[kind].length >= KIND_MAX[kind]) return p.full(KIND_MAX[kind], builderAds.texts[kind].section.toLowerCase())
  if (value === '') return p.blank(t.article, t.noun)
  if (hasBadText(value)) return p.badText(t.article, t.noun)
  const n = charCount(value)
  if (n > KIND_LIMIT[kind]) return p.tooLong(t.article, t.noun, KIND_LIMIT[kind], n)
  const key = sameText(value)
  const same = ad[kind].findIndex((x, i) => i !== index && sameText(x.text) === key)
  if (same >= 0) {
    const what = t.item(same + 1).toLowerCase()
    return kind === 'headlines' ? p.repeat(what) : p.repeatFem(what)
  }
  return null
}

/** Why a path cannot be `value`, or null. */
export function pathProblem(value: string): string | null {
  const v = clean(value)
  if (hasBadText(v)) return builderAds.problems.badText('O', 'caminho')
  const n = charCount(v)
  return n > PLAN_LIMITS.path ? builderAds.problems.pathTooLong(n) : null
}
