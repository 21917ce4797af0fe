/**
 * What the 'Grupos de anúncios' step does to a plan, as pure functions (plan in, new plan out): rename,
 * merge, split, move keywords, delete, match types, keywords by hand, cross negatives removed/restored.
 * Keywords are addressed by their index in the group's list.
 */
import { sameText } from '../../../../core/campaigns/editor-content'
import { unwrapMatch, wrapMatch } from '../../../../core/generators/match-type'
import { distinctKeywords } from '../../../../core/builder/grouping'
import type { MatchType } from '../../../../core/types'
import type { CampaignPlan, PlanAdGroup } from '../../../../shared/plan'

const copyAds = (g: PlanAdGroup) => g.ads.map((a) => ({ ...a, headlines: a.headlines.map((h) => ({ ...h })), descriptions: a.descriptions.map((d) => ({ ...d })) }))

function withGroup(plan: CampaignPlan, gi: number, change: (g: PlanAdGroup) => PlanAdGroup): CampaignPlan {
  return { ...plan, ad_groups: plan.ad_groups.map((g, i) => (i === gi ? change(g) : g)) }
}

const without = <T>(items: readonly T[], indices: ReadonlySet<number>) => items.filter((_, i) => !indices.has(i))

/** `base`, or 'base 2', 'base 3'… whichever no group has (case and spacing ignored). */
export function uniqueGroupName(plan: CampaignPlan, base: string, except = -1): string {
  const used = new Set(plan.ad_groups.filter((_, i) => i !== except).map((g) => sameText(g.name)))
  let name = base
  for (let n = 2; used.has(sameText(name)); n++) name = `${base} ${n}`
  return name
}

export function emptyGroup(name: string): PlanAdGroup {
  return { name, final_url: null, keywords: [], negatives: [], ads: [], cross_negatives_removed: [] }
}

export const addGroup = (plan: CampaignPlan, base: string): CampaignPlan =>
  ({ ...plan, ad_groups: [...plan.ad_groups, emptyGroup(uniqueGroupName(plan, base))] })

export const renameGroup = (plan: CampaignPlan, gi: number, name: string) => withGroup(plan, gi, (g) => ({ ...g, name }))

export const setGroupUrl = (plan: CampaignPlan, gi: number, url: string) =>
  withGroup(plan, gi, (g) => ({ ...g, final_url: url.trim() === '' ? null : url }))

export const deleteGroup = (plan: CampaignPlan, gi: number): CampaignPlan =>
  ({ ...plan, ad_groups: plan.ad_groups.filter((_, i) => i !== gi) })

/** The groups at `indices` become one, in place of the first: its name, page and ads; every keyword and negative once. */
export function mergeGroups(plan: CampaignPlan, indices: readonly number[]): CampaignPlan {
  const picked = [...new Set(indices)].sort((a, b) => a - b).filter((i) => i >= 0 && i < plan.ad_groups.length)
  if (picked.length < 2) return plan
  const groups = picked.map((i) => plan.ad_groups[i])
  const merged: PlanAdGroup = {
    ...groups[0],
    keywords: distinctKeywords(groups.flatMap((g) => g.keywords)),
    negatives: distinctKeywords(groups.flatMap((g) => g.negatives)),
    cross_negatives_removed: distinctKeywords(groups.flatMap((g) => g.cross_negatives_removed)),
  }
  const rest = new Set(picked.slice(1))
  return { ...plan, ad_groups: plan.ad_groups.flatMap((g, i) => (i === picked[0] ? [merged] : rest.has(i) ? [] : [g])) }
}

/** The keywords at `indices` leave group `gi` for a new group right after it (same page, negatives and ads). */
export function splitGroup(plan: CampaignPlan, gi: number, indices: ReadonlySet<number>, name: string): CampaignPlan {
  const source = plan.ad_groups[gi]
  if (!source || indices.size === 0) return plan
  const moved = source.keywords.filter((_, i) => indices.has(i))
  const fresh: PlanAdGroup = { ...source, name: uniqueGroupName(plan, name), keywords: moved, negatives: [...source.negatives], ads: copyAds(source), cross_negatives_removed: [] }
  const groups = [...plan.ad_groups]
  groups[gi] = { ...source, keywords: without(source.keywords, indices) }
  groups.splice(gi + 1, 0, fresh)
  return { ...plan, ad_groups: groups }
}

/** The keywords at `indices` of group `from` go to the end of group `to` (once: one it already has is not repeated). */
export function moveKeywords(plan: CampaignPlan, from: number, indices: ReadonlySet<number>, to: number): CampaignPlan {
  const source = plan.ad_groups[from]
  if (!source || !plan.ad_groups[to] || from === to || indices.size === 0) return plan
  const moved = source.keywords.filter((_, i) => indices.has(i))
  return {
    ...plan,
    ad_groups: plan.ad_groups.map((g, i) => {
      if (i === from) return { ...g, keywords: without(g.keywords, indices) }
      if (i === to) return { ...g, keywords: distinctKeywords([...g.keywords, ...moved]) }
      return g
    }),
  }
}

export const removeKeywords = (plan: CampaignPlan, gi: number, indices: ReadonlySet<number>) =>
  withGroup(plan, gi, (g) => ({ ...g, keywords: without(g.keywords, indices) }))

/** Rewrites the notation of the keywords at `indices`: '[x]' exata, '"x"' frase, 'x' ampla. */
export function setMatchType(plan: CampaignPlan, gi: number, indices: ReadonlySet<number>, type: MatchType): CampaignPlan {
  return withGroup(plan, gi, (g) => ({
    ...g,
    keywords: g.keywords.map((k, i) => (indices.has(i) ? wrapMatch(unwrapMatch(k).text, type) : k)),
  }))
}

/** Keywords typed by hand, one a line, in notation: those the group does not have yet go at its end. */
export function addKeywords(plan: CampaignPlan, gi: number, text: string): { plan: CampaignPlan; added: number } {
  const group = plan.ad_groups[gi]
  if (!group) return { plan, added: 0 }
  const typed = text.split(/\r?\n/).map((l) => l.trim().normalize('NFC')).filter((l) => unwrapMatch(l).text !== '')
  const keywords = distinctKeywords([...group.keywords, ...typed])
  const added = keywords.length - distinctKeywords(group.keywords).length
  return { plan: withGroup(plan, gi, (g) => ({ ...g, keywords })), added }
}

const sameKeyword = (a: string, b: string) => sameText(unwrapMatch(a).text) === sameText(unwrapMatch(b).text)

/** The cross negative `negative` ('[text]') no longer goes to group `gi`. */
export const removeCrossNegative = (plan: CampaignPlan, gi: number, negative: string) =>
  withGroup(plan, gi, (g) => (g.cross_negatives_removed.some((n) => sameKeyword(n, negative)) ? g : { ...g, cross_negatives_removed: [...g.cross_negatives_removed, negative] }))

export const restoreCrossNegative = (plan: CampaignPlan, gi: number, negative: string) =>
  withGroup(plan, gi, (g) => ({ ...g, cross_negatives_removed: g.cross_negatives_removed.filter((n) => !sameKeyword(n, negative)) }))
