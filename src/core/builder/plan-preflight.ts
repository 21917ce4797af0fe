/**
 * The ready-to-post pre-flight of a campaign plan (issue 13, 'Revisão'): what blocks the Google Ads Editor
 * file made from the plan (errors) and what the user should know before importing it (warnings), each a
 * pt-BR sentence naming where ('Grupo "Comprar", anúncio 1: …') and, in `path`, the place in the plan.
 * The server refuses the plan's export (422) on any error; the builder shows both lists.
 *
 * The plan's schema (src/shared/plan.ts) already refuses at save what Google refuses outright; the
 * length and symbol checks are repeated here because the screen runs this on the plan as it is being
 * edited, and the file must never carry what Editor would reject.
 */
import { checkAssetList } from '../editorial'
import { findConflicts } from '../keywords/conflicts'
import { LIMITS, SITELINK_LIMITS, charCount } from '../limits'
import type { AssetType } from '../types'
import { hasStrayMark, invalidKeywordSymbols, parseKeyword, sameText, type SitelinkItem } from '../campaigns/editor-content'
import { MIN_DESCRIPTIONS, MIN_HEADLINES, chooseSitelinks } from '../campaigns/editor-selection'
import type { Preflight, Problem, ProblemCode } from '../campaigns/preflight'
import { PLAN_LIMITS, type BidStrategy, type CampaignPlan, type PlanAdGroup } from './types'

type Path = (string | number)[]

const quote = (s: string) => `"${s.length > 40 ? `${s.slice(0, 40)}…` : s}"`
const groupName = (g: PlanAdGroup, gi: number) => (g.name.trim() ? `Grupo ${quote(g.name.trim())}` : `Grupo ${gi + 1}`)
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** Editorial codes that Google refuses at import: errors. The length and symbol ones are checked here in our own words. */
const EDITORIAL_ERRORS = new Set<string>(['duplicate-headline', 'duplicate-description'])
const COVERED = new Set<string>(['too-long', 'too-many-words', 'invalid-symbol', 'sitelink-one-description', 'duplicate-sitelink'])

/** Below this many sitelinks or callouts the file goes, with a suggestion (Google shows up to 4 sitelinks). */
export const SUGGESTED_SITELINKS = 4
export const SUGGESTED_CALLOUTS = 4

/** The pt-BR names of the bid strategies, as the builder shows them. */
export const BID_STRATEGY_LABELS: Record<BidStrategy, string> = {
  maximize_clicks: 'Maximizar cliques',
  maximize_conversions: 'Maximizar conversões',
  target_cpa: 'CPA desejado',
  target_roas: 'ROAS desejado',
}

/** Errors and warnings of the plan's Editor export; no error means the file can be downloaded. */
export function planPreflight(plan: CampaignPlan, campaignName: string): Preflight {
  const errors: Problem[] = []
  const warnings: Problem[] = []
  const error = (code: ProblemCode, message: string, path?: Path) => errors.push({ code, message, ...(path ? { path } : {}) })
  const warn = (code: ProblemCode, message: string, path?: Path) => warnings.push({ code, message, ...(path ? { path } : {}) })
  const { settings, ad_groups: groups, extensions } = plan

  if (campaignName.trim() === '') error('campaign-name-missing', 'Falta o nome da campanha.')
  const withoutUrl = groups.filter((g) => !g.final_url)
  if (!settings.final_url && (groups.length === 0 || withoutUrl.length > 0)) {
    const names = withoutUrl.map((g) => quote(g.name)).join(', ')
    const which = withoutUrl.length === groups.length ? ' (a página de destino dos anúncios)'
      : withoutUrl.length === 1 ? `: o grupo ${names} não tem URL própria` : `: os grupos ${names} não têm URL própria`
    errors.push({ code: 'final-url-missing', field: 'final_url', path: ['settings', 'final_url'], message: `Falta a URL final da campanha${which}.` })
  }
  if (settings.daily_budget == null || !(settings.daily_budget > 0)) {
    errors.push({ code: 'daily-budget-missing', field: 'daily_budget', path: ['settings', 'daily_budget'], message: 'Falta o orçamento diário (R$) da campanha.' })
  }
  if ((settings.bid_strategy === 'target_cpa' || settings.bid_strategy === 'target_roas') && !(settings.target_value && settings.target_value > 0)) {
    const what = settings.bid_strategy === 'target_cpa' ? 'o CPA desejado (R$)' : 'o ROAS desejado (%)'
    error('target-value-missing', `Falta ${what} da estratégia de lances "${BID_STRATEGY_LABELS[settings.bid_strategy]}".`, ['settings', 'target_value'])
  }
  if (settings.bid_strategy !== 'maximize_clicks') {
    warn('conversion-tracking', `A estratégia "${BID_STRATEGY_LABELS[settings.bid_strategy]}" precisa do acompanhamento de conversões configurado na conta do Google Ads; sem conversões registradas, a campanha quase não recebe lances. Numa conta nova, comece com "Maximizar cliques".`, ['settings', 'bid_strategy'])
  }
  if (groups.length === 0) error('no-ad-groups', 'O plano não tem grupos de anúncios: crie-os na etapa "Grupos de anúncios".', ['ad_groups'])

  groups.forEach((g, gi) => {
    const name = groupName(g, gi)
    const at: Path = ['ad_groups', gi]
    if (g.keywords.length === 0) error('group-no-keywords', `${name}: não tem palavras-chave (o grupo não aparece em pesquisas sem elas).`, [...at, 'keywords'])
    if (g.ads.length === 0) error('group-no-ads', `${name}: não tem anúncio; crie um na etapa "Anúncios".`, [...at, 'ads'])
    keywordChecks(g.keywords, [...at, 'keywords'], (i) => `${name}: palavra-chave ${i + 1}`, 'keywords', errors, warnings)
    keywordChecks(g.negatives, [...at, 'negatives'], (i) => `${name}: negativa ${i + 1}`, 'negative_keywords', errors, warnings)
    g.ads.forEach((ad, ai) => {
      const where = `${name}, anúncio ${ai + 1}`
      const adAt: Path = [...at, 'ads', ai]
      const headlines = ad.headlines.map((h) => h.text)
      const descriptions = ad.descriptions.map((d) => d.text)
      const distinct = (texts: string[]) => new Set(texts.map(sameText).filter((t) => t !== '')).size
      if (distinct(headlines) < MIN_HEADLINES) error('headlines-too-few', `${where}: precisa de pelo menos ${MIN_HEADLINES} títulos diferentes; tem ${distinct(headlines)}.`, [...adAt, 'headlines'])
      if (distinct(descriptions) < MIN_DESCRIPTIONS) error('descriptions-too-few', `${where}: precisa de pelo menos ${MIN_DESCRIPTIONS} descrições diferentes; tem ${distinct(descriptions)}.`, [...adAt, 'descriptions'])
      textChecks(headlines, LIMITS.title, 'titles', [...adAt, 'headlines'], (i) => `${where}: título ${i + 1}`, errors, warnings)
      textChecks(descriptions, LIMITS.description, 'descriptions', [...adAt, 'descriptions'], (i) => `${where}: descrição ${i + 1}`, errors, warnings)
      for (const part of ['path1', 'path2'] as const) {
        if (charCount(ad[part]) > PLAN_LIMITS.path) error('too-long', `${where}: caminho ${part === 'path1' ? 1 : 2} ${quote(ad[part])} passa do limite de ${PLAN_LIMITS.path} caracteres.`, [...adAt, part])
      }
    })
    conflicts(extensions.negatives, g.keywords, `${name}: a negativa da campanha`, ['extensions', 'negatives'], errors)
    conflicts(g.negatives, g.keywords, `${name}: a negativa do grupo`, [...at, 'negatives'], errors)
  })
  keywordChecks(extensions.negatives, ['extensions', 'negatives'], (i) => `Negativa da campanha ${i + 1}`, 'negative_keywords', errors, warnings)

  const sitelinks: SitelinkItem[] = extensions.sitelinks.map((s, index) => ({
    ref: { assetId: 'sitelinks', index, list: 'Sitelinks' },
    text: s.text.trim(), desc1: s.desc1.trim(), desc2: s.desc2.trim(), url: (s.final_url ?? '').trim(),
  }))
  sitelinks.forEach((s, i) => {
    for (const part of ['text', 'desc1', 'desc2'] as const) {
      if (charCount(s[part]) > SITELINK_LIMITS[part]) error('too-long', `Sitelink ${i + 1}: ${quote(s[part])} passa do limite de ${SITELINK_LIMITS[part]} caracteres.`, ['extensions', 'sitelinks', i, part])
    }
  })
  let keptSitelinks = 0
  for (const { item, fate, first, withDescriptions } of chooseSitelinks(sitelinks, settings.final_url)) {
    const i = item.ref.index
    const name = `O sitelink ${quote(item.text)}`
    const left = (code: ProblemCode, why: string) => warn(code, `${name} fica de fora do arquivo: ${why}`, ['extensions', 'sitelinks', i])
    if (fate === 'kept') keptSitelinks++
    if (fate === 'no-page') left('sitelink-no-page', 'falta a página dele (cada sitelink leva a uma página própria).')
    if (fate === 'ads-page') left('sitelink-ads-page', 'a página dele é a mesma dos anúncios.')
    if (fate === 'repeated-page') left('sitelink-repeated-page', `leva à mesma página do sitelink ${quote(first!.text)}.`)
    if (fate === 'repeated-text') left('sitelink-repeated-text', `repete o texto do sitelink ${quote(first!.text)}, e o Google não aceita texto repetido.`)
    if (fate === 'kept' && !withDescriptions) warn('sitelink-one-description', `${name} tem só uma linha de descrição: vai sem descrições (o Google pede as duas ou nenhuma).`, ['extensions', 'sitelinks', i])
  }
  editorial('sitelinks', extensions.sitelinks.map((s) => ({ text: s.text, desc1: s.desc1, desc2: s.desc2 })), ['extensions', 'sitelinks'], (i) => `Sitelink ${i + 1}`, errors, warnings)
  if (keptSitelinks < SUGGESTED_SITELINKS) {
    warn('sitelinks-few', `${keptSitelinks === 0 ? 'Nenhum sitelink vai' : `Só ${plural(keptSitelinks, 'sitelink vai', 'sitelinks vão')}`} no arquivo: o Google recomenda pelo menos ${SUGGESTED_SITELINKS}, cada um com sua página.`, ['extensions', 'sitelinks'])
  }
  textChecks(extensions.callouts, LIMITS.callout, 'callouts', ['extensions', 'callouts'], (i) => `Frase de destaque ${i + 1}`, errors, warnings)
  const callouts = new Set(extensions.callouts.map(sameText).filter((t) => t !== '')).size
  if (callouts < SUGGESTED_CALLOUTS) {
    warn('callouts-few', `${callouts === 0 ? 'Nenhuma frase de destaque vai' : `Só ${plural(callouts, 'frase de destaque vai', 'frases de destaque vão')}`} no arquivo: o Google recomenda pelo menos ${SUGGESTED_CALLOUTS}.`, ['extensions', 'callouts'])
  }
  return { errors, warnings }
}

/** Lengths (errors) and the editorial check (errors or warnings) of a list of ad texts. */
function textChecks(texts: readonly string[], limit: number, kind: AssetType, at: Path, name: (i: number) => string, errors: Problem[], warnings: Problem[]) {
  texts.forEach((text, i) => {
    if (charCount(text.trim()) > limit) errors.push({ code: 'too-long', path: [...at, i], message: `${name(i)} ${quote(text.trim())} passa do limite de ${limit} caracteres.` })
  })
  editorial(kind, texts, at, name, errors, warnings)
}

/** Marks, symbols, length and words (errors), then the editorial check, of keywords or negatives. */
function keywordChecks(list: readonly string[], at: Path, name: (i: number) => string, kind: AssetType, errors: Problem[], warnings: Problem[]) {
  list.forEach((raw, i) => {
    const where = `${name(i)} ${quote(raw.trim())}`
    const path = [...at, i]
    if (hasStrayMark(raw)) {
      errors.push({ code: 'keyword-stray-mark', path, message: `${where} tem aspas ou colchetes soltos. Use "assim" para frase, [assim] para exata ou nada para ampla.` })
      return
    }
    const symbols = invalidKeywordSymbols(raw)
    if (symbols.length > 0) errors.push({ code: 'keyword-invalid-symbol', path, message: `${where} tem símbolo que o Google não aceita em palavra-chave: ${symbols.join(' ')}` })
    const text = parseKeyword(raw).text
    if (charCount(text) > LIMITS.keywordChars) errors.push({ code: 'too-long', path, message: `${where} passa do limite de ${LIMITS.keywordChars} caracteres.` })
    else if (text.split(/\s+/).length > LIMITS.keywordWords) errors.push({ code: 'too-many-words', path, message: `${where} tem mais de ${LIMITS.keywordWords} palavras.` })
  })
  editorial(kind, list, at, name, errors, warnings)
}

/** The editorial check of one list: the codes Google refuses are errors, the rest warnings. */
function editorial(kind: AssetType, items: Parameters<typeof checkAssetList>[1], at: Path, name: (i: number) => string, errors: Problem[], warnings: Problem[]) {
  for (const [i, list] of checkAssetList(kind, items)) {
    const item = items[i]
    const text = typeof item === 'string' ? item.trim() : item.text.trim()
    for (const w of list) {
      if (COVERED.has(w.code)) continue
      const problem: Problem = { code: 'editorial', path: [...at, i], message: `${name(i)} ${quote(text)}: ${w.message}. ${w.fix}.` }
      ;(EDITORIAL_ERRORS.has(w.code) ? errors : warnings).push(problem)
    }
  }
}

/** A negative that blocks a keyword of the group: the keyword would never show an ad. */
function conflicts(negatives: readonly string[], keywords: readonly string[], prefix: string, at: Path, errors: Problem[]) {
  if (negatives.length === 0 || keywords.length === 0) return
  for (const c of findConflicts(negatives, keywords)) {
    const shown = c.blocked.slice(0, 3).map(quote).join(', ') + (c.blocked.length > 3 ? ` e mais ${c.blocked.length - 3}` : '')
    errors.push({ code: 'keyword-conflict', path: [...at, negatives.indexOf(c.negative)], message: `${prefix} ${quote(c.negative)} bloqueia ${c.blocked.length === 1 ? 'a palavra-chave' : 'as palavras-chave'} ${shown}; tire a negativa ou a palavra-chave.` })
  }
}
