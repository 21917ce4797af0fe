/**
 * A campaign plan to start from, made of a saved campaign (the builder's first step when the campaign
 * has no plan yet): its settings, ad groups from its keyword lists (one per funnel stage, or by theme),
 * one responsive search ad per group from its titles and descriptions, and its sitelinks, callouts and
 * negatives as extensions. What cannot go in a valid plan is left out and said in `notes`.
 */
import { campaignTargets } from '../campaigns/editor-geo'
import { displayPaths, distinctTexts, hasStrayMark, invalidKeywordSymbols, sitelinkItems, sameText, textItems } from '../campaigns/editor-content'
import type { Campaign } from '../campaigns/types'
import { unwrapMatch } from '../generators/match-type'
import { LIMITS, SITELINK_LIMITS, charCount } from '../limits'
import { LANGUAGE_CODES, type KeywordTemplates, type LanguageCode } from '../types'
import { listFunnel } from './funnel'
import { OTHER_GROUP_NAME, distinctKeywords, groupByFunnel, groupByTheme, type KeywordGroup } from './grouping'
import { locationName, locationsFromCountry } from './locations'
import { PLAN_LIMITS, type CampaignPlan, type PlanAd, type PlanSitelink } from './types'

export type Grouping = 'funnel' | 'theme'

export interface PlanFromCampaignOptions {
  grouping: Grouping
  /** Keyword templates to read the lists' funnel stages from (the user's own); the built-ins by default. */
  templates?: KeywordTemplates
}

export interface PlanStart {
  plan: CampaignPlan
  /** pt-BR sentences: what was left out or guessed, and what to do. */
  notes: string[]
}

/** A keyword Google takes: no stray mark or refused symbol, 1–80 characters, 10 words at most. */
function acceptedKeyword(k: string): boolean {
  const text = unwrapMatch(k).text
  return text !== '' && !hasStrayMark(k) && invalidKeywordSymbols(k).length === 0 && charCount(text) <= LIMITS.keywordChars && text.split(/\s+/).length <= LIMITS.keywordWords
}

const clean = (s: string) => s.trim().normalize('NFC')
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** Keeps at most `max` keywords over all groups, in order; says how many were left out. */
function capKeywords(groups: KeywordGroup[], max: number): { groups: KeywordGroup[]; dropped: number } {
  let room = max
  let dropped = 0
  const out = groups.flatMap((g) => {
    const keywords = g.keywords.slice(0, room)
    room -= keywords.length
    dropped += g.keywords.length - keywords.length
    return keywords.length > 0 ? [{ ...g, keywords }] : []
  })
  return { groups: out, dropped }
}

/** At most PLAN_LIMITS.adGroups groups: the last ones go together in 'Outras palavras-chave'. */
function capGroups(groups: KeywordGroup[]): KeywordGroup[] {
  if (groups.length <= PLAN_LIMITS.adGroups) return groups
  const kept = groups.slice(0, PLAN_LIMITS.adGroups - 1).filter((g) => sameText(g.name) !== sameText(OTHER_GROUP_NAME))
  const rest = groups.filter((g) => !kept.includes(g))
  return [...kept, { name: OTHER_GROUP_NAME, keywords: distinctKeywords(rest.flatMap((g) => g.keywords)) }]
}

export function planFromCampaign(c: Campaign, options: PlanFromCampaignOptions): PlanStart {
  const notes: string[] = []

  const { ids, unknown } = locationsFromCountry(c.country)
  if (unknown.length > 0) {
    notes.push(`País não reconhecido: ${unknown.map((u) => `"${u}"`).join(', ')}; o plano começa com ${ids.map(locationName).join(', ')}. Confira os locais em Configurações.`)
  }
  // Keyword lists, without what Google refuses.
  let refused = 0
  const lists = c.assets
    .filter((a) => a.asset_type === 'keywords')
    .map((a) => {
      const all = a.content.flatMap((k) => (typeof k === 'string' && k.trim() !== '' ? [clean(k)] : []))
      const keywords = all.filter(acceptedKeyword)
      refused += all.length - keywords.length
      return { name: a.name, keywords }
    })
  if (refused > 0) {
    notes.push(`${plural(refused, 'palavra-chave ficou', 'palavras-chave ficaram')} de fora: símbolo que o Google não aceita, aspas ou colchetes soltos, mais de 80 caracteres ou de 10 palavras. Corrija na campanha e crie os grupos de novo.`)
  }

  const staged = lists.map((l) => ({ ...l, level: options.grouping === 'funnel' ? listFunnel(l.name, l.keywords, options.templates) : null }))
  const grouped = options.grouping === 'funnel' ? groupByFunnel(staged) : groupByTheme(lists.flatMap((l) => l.keywords), { product: c.name })
  const { groups, dropped } = capKeywords(capGroups(grouped), PLAN_LIMITS.keywords)
  if (dropped > 0) notes.push(`O plano leva até 20.000 palavras-chave: ${plural(dropped, 'ficou', 'ficaram')} de fora.`)
  const unstaged = staged.filter((l) => options.grouping === 'funnel' && l.level === null && l.keywords.length > 0).length
  if (unstaged > 0) {
    notes.push(`Não deu para saber a etapa do funil de ${plural(unstaged, 'lista', 'listas')} de palavras-chave: cada uma virou um grupo com o nome dela. Renomeie, junte ou agrupe por tema.`)
  }

  const ads = startingAd(c, notes)
  const negatives = distinctKeywords(textItems(c, 'negative_keywords').map((k) => clean(k.text)).filter(acceptedKeyword)).slice(0, PLAN_LIMITS.negatives)

  const plan: CampaignPlan = {
    settings: {
      daily_budget: c.daily_budget != null && c.daily_budget > 0 ? c.daily_budget : null,
      bid_strategy: 'maximize_clicks',
      target_value: null,
      locations: ids,
      language: mainLanguage(c.country),
      final_url: c.final_url,
      final_url_suffix: null,
      search_partners: false,
      cross_negatives: false,
    },
    ad_groups: groups.map((g) => ({
      name: g.name.slice(0, PLAN_LIMITS.groupName),
      final_url: null,
      keywords: g.keywords,
      negatives: [],
      ads: ads.map((ad) => ({ ...ad, headlines: ad.headlines.map((h) => ({ ...h })), descriptions: ad.descriptions.map((d) => ({ ...d })) })),
      cross_negatives_removed: [],
    })),
    extensions: {
      sitelinks: startingSitelinks(c, notes),
      callouts: fitting(c, 'callouts', LIMITS.callout, PLAN_LIMITS.callouts, CALLOUT, notes),
      negatives,
    },
    updated_at: null,
  }
  return { plan, notes }
}

/** The main language of the campaign's first country (editor-geo); Portuguese when it is not one we write. */
function mainLanguage(country: string | null): LanguageCode {
  const code = campaignTargets(country).languages[0]
  return (LANGUAGE_CODES as readonly string[]).includes(code) ? (code as LanguageCode) : 'pt'
}

interface Noun {
  one: string
  many: string
  feminine: boolean
}
const TITLE: Noun = { one: 'título', many: 'títulos', feminine: false }
const DESCRIPTION: Noun = { one: 'descrição', many: 'descrições', feminine: true }
const CALLOUT: Noun = { one: 'frase de destaque', many: 'frases de destaque', feminine: true }
const SITELINK: Noun = { one: 'sitelink', many: 'sitelinks', feminine: false }

/** '2 títulos passam do limite … e ficaram de fora' / 'o plano começa com os 15 primeiros'. */
function leftOut(n: number, noun: Noun, why: string): string {
  return n === 1 ? `1 ${noun.one} ${why} e ficou de fora.` : `${n} ${noun.many} ${why.replace(/^passa /, 'passam ')} e ficaram de fora.`
}
function firstOnes(total: number, max: number, noun: Noun): string {
  const [article, first] = noun.feminine ? ['as', 'primeiras'] : ['os', 'primeiros']
  return `A campanha tem ${total} ${noun.many} diferentes; o plano começa com ${article} ${max} ${first}.`
}

/** The distinct texts of a type that fit `limit`, the first `max` of them; notes what stays out. */
function fitting(c: Campaign, type: 'titles' | 'descriptions' | 'callouts', limit: number, max: number, noun: Noun, notes: string[]): string[] {
  const all = distinctTexts(textItems(c, type)).map(clean)
  const fit = all.filter((t) => charCount(t) <= limit)
  if (fit.length < all.length) notes.push(leftOut(all.length - fit.length, noun, `passa de ${limit} caracteres`))
  if (fit.length > max) notes.push(firstOnes(fit.length, max, noun))
  return fit.slice(0, max)
}

/** One ad of the campaign's first 15 distinct titles and 4 distinct descriptions, none pinned; [] when too few. */
function startingAd(c: Campaign, notes: string[]): PlanAd[] {
  const headlines = fitting(c, 'titles', LIMITS.title, PLAN_LIMITS.headlinesMax, TITLE, notes)
  const descriptions = fitting(c, 'descriptions', LIMITS.description, PLAN_LIMITS.descriptionsMax, DESCRIPTION, notes)
  if (headlines.length < PLAN_LIMITS.headlinesMin || descriptions.length < PLAN_LIMITS.descriptionsMin) {
    notes.push(`Um anúncio precisa de pelo menos 3 títulos e 2 descrições diferentes; a campanha tem ${headlines.length} e ${descriptions.length}. Os grupos começam sem anúncio: escreva-os na etapa Anúncios.`)
    return []
  }
  const [path1, path2] = displayPaths(c.name)
  return [{
    headlines: headlines.map((text) => ({ text, pin: null })),
    descriptions: descriptions.map((text) => ({ text, pin: null })),
    path1,
    path2: path1 ? path2 : '',
  }]
}

/** The campaign's sitelinks, once each by text, those that fit, the first 20; a sitelink's page when it has one. */
function startingSitelinks(c: Campaign, notes: string[]): PlanSitelink[] {
  const seen = new Set<string>()
  const all = sitelinkItems(c).filter((s) => {
    const key = sameText(s.text)
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  const fit = all.filter((s) => charCount(s.text) <= SITELINK_LIMITS.text && charCount(s.desc1) <= SITELINK_LIMITS.desc1 && charCount(s.desc2) <= SITELINK_LIMITS.desc2)
  if (fit.length < all.length) notes.push(leftOut(all.length - fit.length, SITELINK, 'passa do limite de caracteres'))
  if (fit.length > PLAN_LIMITS.sitelinks) notes.push(firstOnes(fit.length, PLAN_LIMITS.sitelinks, SITELINK))
  return fit.slice(0, PLAN_LIMITS.sitelinks).map((s) => ({ text: clean(s.text), desc1: clean(s.desc1), desc2: clean(s.desc2), final_url: s.url || null }))
}
