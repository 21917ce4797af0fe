/**
 * The campaign plan of the campaign builder (issue 13): GET/PUT /api/campaigns/:id/plan, validated by
 * the builder screen and by the server alike. The shape is src/core/builder/types.ts; the JSON names are
 * the issue's. Every refusal is a pt-BR sentence that names the field as the user sees it ('Grupo 2,
 * anúncio 1: título 4 passa do limite de 30 caracteres.'); the server answers 422 with the first one.
 *
 * What Google refuses outright is refused here (lengths, counts, repeats, symbols, pins that leave
 * position 1 or 2 empty); what only blocks the export (no final URL or budget yet, a sitelink without its
 * page) is allowed, so the plan saves while the user works, and the pre-flight says it.
 */
import { z } from 'zod'
import { BID_STRATEGIES, PLAN_LIMITS, TARGET_STRATEGIES, type CampaignPlan } from '../core/builder/types'
import { hasStrayMark, invalidKeywordSymbols, sameText } from '../core/campaigns/editor-content'
import { unwrapMatch } from '../core/generators/match-type'
import { LIMITS, SITELINK_LIMITS, charCount } from '../core/limits'
import { LANGUAGE_CODES } from '../core/types'
import { HTTPS_URL_MESSAGE, MONEY_MAX, URL_MAX, hasBadText, isHttpsUrl } from './campaigns'

export type * from '../core/builder/types'

/** 20000 → '20.000'. */
export const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.')

const SETTINGS: Record<string, string> = {
  daily_budget: 'Orçamento diário', bid_strategy: 'Estratégia de lances', target_value: 'Valor desejado (CPA ou ROAS)',
  locations: 'Locais', language: 'Idioma', final_url: 'URL final', final_url_suffix: 'Sufixo da URL final',
  search_partners: 'Parceiros de pesquisa', cross_negatives: 'Negativas cruzadas',
}
/** A list of a group or of the extensions: [the list, one item]. */
const LISTS: Record<string, [string, string]> = {
  keywords: ['palavras-chave', 'palavra-chave'], negatives: ['negativas', 'negativa'],
  cross_negatives_removed: ['negativas cruzadas removidas', 'negativa cruzada removida'],
  headlines: ['títulos', 'título'], descriptions: ['descrições', 'descrição'],
}
const PARTS: Record<string, string> = {
  name: 'nome', final_url: 'URL final', path1: 'caminho 1', path2: 'caminho 2', text: 'texto', desc1: 'descrição 1', desc2: 'descrição 2',
}
const nth = (i: PropertyKey) => Number(i) + 1

/**
 * A field's name as the builder shows it, from its path in the plan: ['ad_groups', 1, 'ads', 0,
 * 'headlines', 3, 'text'] → 'Grupo 2, anúncio 1: título 4'. Counts from 1.
 */
export function planFieldName(path: readonly PropertyKey[]): string {
  const [a, b, c, d, e, f, g] = path
  if (a === 'settings') return b === 'locations' && c !== undefined ? `Local ${nth(c)}` : (SETTINGS[String(b)] ?? 'Configurações')
  if (a === 'updated_at') return 'A versão do plano (updated_at)'
  if (a === 'ad_groups') {
    if (b === undefined) return 'Grupos de anúncios'
    const group = `Grupo ${nth(b)}`
    if (c === undefined) return group
    if (c !== 'ads') {
      const list = LISTS[String(c)]
      if (list) return `${group}: ${d === undefined ? list[0] : `${list[1]} ${nth(d)}`}`
      return `${group}: ${PARTS[String(c)] ?? String(c)}`
    }
    if (d === undefined) return `${group}: anúncios`
    const ad = `${group}, anúncio ${nth(d)}`
    if (e === undefined) return ad
    const list = LISTS[String(e)]
    if (!list) return `${ad}: ${PARTS[String(e)] ?? String(e)}`
    if (f === undefined) return `${ad}: ${list[0]}`
    return `${ad}: ${g === 'pin' ? `posição d${e === 'headlines' ? 'o' : 'a'} ${list[1]} ${nth(f)}` : `${list[1]} ${nth(f)}`}`
  }
  if (a === 'extensions') {
    if (b === 'sitelinks') return c === undefined ? 'Sitelinks' : d === undefined ? `Sitelink ${nth(c)}` : `Sitelink ${nth(c)}: ${PARTS[String(d)] ?? String(d)}`
    if (b === 'callouts') return c === undefined ? 'Frases de destaque' : `Frase de destaque ${nth(c)}`
    if (b === 'negatives') return c === undefined ? 'Negativas da campanha' : `Negativa da campanha ${nth(c)}`
    return 'Extensões'
  }
  return 'O plano'
}

type Issue = { path?: PropertyKey[]; input?: unknown }
/** An error that starts with the field's name: `${name} ${predicate}`. */
const at = (predicate: string | ((input: unknown) => string)) => ({
  error: (iss: Issue) => `${planFieldName(iss.path ?? [])} ${typeof predicate === 'string' ? predicate : predicate(iss.input)}`,
})
/** An error about a list, said of what holds it ('Grupo 2, anúncio 1 precisa de …'). */
const of = (predicate: string) => ({ error: (iss: Issue) => `${planFieldName((iss.path ?? []).slice(0, -1))} ${predicate}` })

const goodText = (s: string) => !hasBadText(s)

/** Trimmed NFC text up to `max` characters (as people count them); '' allowed only when `blank`. */
const text = (max: number, blank = false) =>
  z
    .string(at('precisa ser um texto.'))
    .refine(goodText, at('contém caracteres inválidos.'))
    .trim()
    .normalize('NFC')
    .refine((s) => blank || s !== '', at('está em branco.'))
    .refine((s) => charCount(s) <= max, at(`passa do limite de ${max} caracteres.`))

/** Like text, null/absent/'' read as '' (paths, sitelink descriptions). */
const optionalText = (max: number) => text(max, true).nullish().transform((v) => v ?? '')

/** An https address, or null (null, absent and '' read as null). */
const optionalUrl = z
  .string(at('precisa ser um texto.'))
  .trim()
  .refine((v) => v === '' || isHttpsUrl(v), at(`não é um endereço válido. ${HTTPS_URL_MESSAGE}`))
  .nullish()
  .transform((v) => v || null)

/** A keyword or negative in notation ('[exata]', '"frase"', 'ampla'), checked as Google checks it. */
const keyword = z
  .string(at('precisa ser um texto.'))
  .refine(goodText, at('contém caracteres inválidos.'))
  .trim()
  .normalize('NFC')
  .refine((s) => unwrapMatch(s).text !== '', at('está em branco.'))
  .refine((s) => !hasStrayMark(s), at('tem aspas ou colchetes soltos: use "assim" para frase, [assim] para exata ou nada para ampla.'))
  .refine((s) => invalidKeywordSymbols(s).length === 0, at((s) => `tem símbolo que o Google não aceita em palavra-chave: ${invalidKeywordSymbols(String(s)).join(' ')}`))
  .refine((s) => charCount(unwrapMatch(s).text) <= LIMITS.keywordChars, at(`passa do limite de ${LIMITS.keywordChars} caracteres.`))
  .refine((s) => unwrapMatch(s).text.split(/\s+/).length <= LIMITS.keywordWords, at(`tem mais de ${LIMITS.keywordWords} palavras.`))
const keywords = z.array(keyword, at('precisa ser uma lista.'))

const money = (max: number) =>
  z
    .number(at('precisa ser um número.'))
    .gt(0, at('precisa ser maior que zero.'))
    .max(max, at(`passa do máximo de ${thousands(max)}.`))
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, at('aceita no máximo 2 casas decimais.'))
    .transform((v) => Math.round(v * 100) / 100)

const settings = z
  .object({
    daily_budget: money(MONEY_MAX).nullish().transform((v) => v ?? null),
    bid_strategy: z.enum(BID_STRATEGIES, at('deve ser maximize_clicks, maximize_conversions, target_cpa ou target_roas.')),
    target_value: z.number(at('precisa ser um número.')).nullish().transform((v) => v ?? null),
    locations: z
      .array(z.number(at('precisa ser um número.')).int(at('precisa ser um id de critério do Google (inteiro).')).positive(at('precisa ser um id de critério do Google (inteiro).')), at('precisa ser uma lista.'))
      .min(1, 'Escolha pelo menos um local.')
      .max(PLAN_LIMITS.locations, `São no máximo ${PLAN_LIMITS.locations} locais.`)
      .transform((ids) => [...new Set(ids)]),
    language: z.enum(LANGUAGE_CODES, at('não é um código de idioma aceito (ex.: pt, en, es).')),
    final_url: optionalUrl,
    final_url_suffix: z
      .string(at('precisa ser um texto.'))
      .trim()
      .refine((v) => v === '' || (v.length <= URL_MAX && /^[^\s?&#][^\s#]*=[^\s#]*$/.test(v)), at('deve ser como utm_source=google&utm_medium=cpc: sem "?" no início e sem espaços.'))
      .nullish()
      .transform((v) => v || null),
    search_partners: z.boolean(at('precisa ser true ou false.')).default(false),
    cross_negatives: z.boolean(at('precisa ser true ou false.')).default(false),
  }, 'As configurações (settings) precisam ser um objeto.')
  .superRefine((s, ctx) => {
    if (!TARGET_STRATEGIES.includes(s.bid_strategy)) return
    const [what, max] = s.bid_strategy === 'target_cpa' ? ['o CPA desejado (R$)', MONEY_MAX] : ['o ROAS desejado (%)', PLAN_LIMITS.targetRoasMax]
    const v = s.target_value
    const path = ['target_value']
    if (v === null || !(v > 0)) ctx.addIssue({ code: 'custom', path, message: `Informe ${what}, maior que zero.` })
    else if (v > max) ctx.addIssue({ code: 'custom', path, message: `${what.replace(/^o /, 'O ')} passa do máximo de ${thousands(max)}.` })
    else if (Math.abs(v * 100 - Math.round(v * 100)) > 1e-6) ctx.addIssue({ code: 'custom', path, message: `${what.replace(/^o /, 'O ')} aceita no máximo 2 casas decimais.` })
  })
  .transform((s) => ({ ...s, target_value: TARGET_STRATEGIES.includes(s.bid_strategy) && s.target_value !== null ? Math.round(s.target_value * 100) / 100 : null }))

const headline = z.object({
  text: text(LIMITS.title),
  pin: z.literal([1, 2, 3], at('deve ser 1, 2, 3 ou null.')).nullish().transform((v) => v ?? null),
}, at('precisa ser um objeto { text, pin }.'))
const description = z.object({
  text: text(LIMITS.description),
  pin: z.literal([1, 2], at('deve ser 1, 2 ou null.')).nullish().transform((v) => v ?? null),
}, at('precisa ser um objeto { text, pin }.'))

type Problem = { path: PropertyKey[]; message: string }

/** Each text that repeats an earlier one of the list (match type kept apart; case and spacing ignored). */
function repeats(items: readonly string[], path: PropertyKey[], noun: (i: number) => string): Problem[] {
  const first = new Map<string, number>()
  const out: Problem[] = []
  items.forEach((item, i) => {
    const parsed = unwrapMatch(item)
    const key = `${parsed.matchType}\u0000${sameText(parsed.text)}`
    const j = first.get(key)
    if (j === undefined) first.set(key, i)
    else out.push({ path: [...path, i], message: `${planFieldName([...path, i])} repete ${noun(j)}.` })
  })
  return out
}

/** Positions 1 and 2 of headlines (1 of descriptions) always show: some text must be able to fill them. */
function pinsLeaveGap(pins: readonly (number | null)[], required: number): number | null {
  let free = pins.filter((p) => p === null).length
  for (let p = 1; p <= required; p++) {
    if (pins.includes(p)) continue
    if (free === 0) return p
    free--
  }
  return null
}

const ad = z
  .object({
    headlines: z.array(headline, at('precisa ser uma lista.'))
      .min(PLAN_LIMITS.headlinesMin, of(`precisa de pelo menos ${PLAN_LIMITS.headlinesMin} títulos diferentes.`))
      .max(PLAN_LIMITS.headlinesMax, of(`passa do limite de ${PLAN_LIMITS.headlinesMax} títulos.`)),
    descriptions: z.array(description, at('precisa ser uma lista.'))
      .min(PLAN_LIMITS.descriptionsMin, of(`precisa de pelo menos ${PLAN_LIMITS.descriptionsMin} descrições diferentes.`))
      .max(PLAN_LIMITS.descriptionsMax, of(`passa do limite de ${PLAN_LIMITS.descriptionsMax} descrições.`)),
    path1: optionalText(PLAN_LIMITS.path),
    path2: optionalText(PLAN_LIMITS.path),
  }, at('precisa ser um objeto { headlines, descriptions, path1, path2 }.'))

const adGroup = z
  .object({
    name: text(PLAN_LIMITS.groupName),
    final_url: optionalUrl,
    keywords: keywords.max(PLAN_LIMITS.keywords, of(`passa do limite de ${thousands(PLAN_LIMITS.keywords)} palavras-chave.`)),
    negatives: keywords.max(PLAN_LIMITS.negatives, of(`passa do limite de ${thousands(PLAN_LIMITS.negatives)} negativas.`)).default([]),
    ads: z.array(ad, at('precisa ser uma lista.')).max(PLAN_LIMITS.adsPerGroup, of(`passa do limite de ${PLAN_LIMITS.adsPerGroup} anúncios (o Google aceita até 3 por grupo).`)).default([]),
    cross_negatives_removed: keywords.max(PLAN_LIMITS.negatives, of(`passa do limite de ${thousands(PLAN_LIMITS.negatives)} negativas cruzadas removidas.`)).default([]),
  }, at('precisa ser um objeto { name, final_url, keywords, negatives, ads }.'))

const sitelink = z.object({
  text: text(SITELINK_LIMITS.text),
  desc1: optionalText(SITELINK_LIMITS.desc1),
  desc2: optionalText(SITELINK_LIMITS.desc2),
  final_url: optionalUrl,
}, at('precisa ser um objeto { text, desc1, desc2, final_url }.'))

const extensions = z.object({
  sitelinks: z.array(sitelink, at('precisa ser uma lista.')).max(PLAN_LIMITS.sitelinks, `São no máximo ${PLAN_LIMITS.sitelinks} sitelinks.`).default([]),
  callouts: z.array(text(LIMITS.callout), at('precisa ser uma lista.')).max(PLAN_LIMITS.callouts, `São no máximo ${PLAN_LIMITS.callouts} frases de destaque.`).default([]),
  negatives: keywords.max(PLAN_LIMITS.negatives, `São no máximo ${thousands(PLAN_LIMITS.negatives)} negativas da campanha.`).default([]),
}, at('precisa ser um objeto { sitelinks, callouts, negatives }.'))

export const campaignPlan = z
  .object({
    settings,
    ad_groups: z.array(adGroup, at('precisa ser uma lista.')).max(PLAN_LIMITS.adGroups, `O plano passa do limite de ${PLAN_LIMITS.adGroups} grupos de anúncios.`),
    extensions: extensions.default({ sitelinks: [], callouts: [], negatives: [] }),
    updated_at: z.iso.datetime({ offset: true, ...at('deve ser uma data ISO (ex.: 2026-11-22T10:00:00.000Z).') }).nullish().transform((v) => v ?? null),
  }, 'O plano precisa ser um objeto { settings, ad_groups, extensions, updated_at }.')
  .superRefine((p, ctx) => {
    for (const problem of crossChecks(p)) ctx.addIssue({ code: 'custom', ...problem })
  })

/**
 * What no single field shows: repeats, pins that leave a position empty, path 2 without path 1, group
 * names, totals. Runs once the plan's shape is right (zod skips it otherwise), over trimmed texts.
 */
function crossChecks(p: { ad_groups: z.output<typeof adGroup>[]; extensions: z.output<typeof extensions> }): Problem[] {
  const out: Problem[] = []
  const names = new Map<string, number>()
  p.ad_groups.forEach((g, gi) => {
    const group: PropertyKey[] = ['ad_groups', gi]
    const key = sameText(g.name)
    const first = names.get(key)
    if (first === undefined) names.set(key, gi)
    else out.push({ path: [...group, 'name'], message: `Grupo ${gi + 1}: o nome ${JSON.stringify(g.name)} repete o do grupo ${first + 1} (cada grupo precisa de um nome próprio).` })
    out.push(...repeats(g.keywords, [...group, 'keywords'], (j) => `a palavra-chave ${j + 1}`))
    out.push(...repeats(g.negatives, [...group, 'negatives'], (j) => `a negativa ${j + 1}`))
    g.ads.forEach((a, ai) => {
      const ad: PropertyKey[] = [...group, 'ads', ai]
      const name = planFieldName(ad)
      out.push(...repeats(a.headlines.map((h) => h.text), [...ad, 'headlines'], (j) => `o título ${j + 1}`))
      out.push(...repeats(a.descriptions.map((d) => d.text), [...ad, 'descriptions'], (j) => `a descrição ${j + 1}`))
      if ((a.path2 ?? '') !== '' && (a.path1 ?? '') === '') out.push({ path: [...ad, 'path2'], message: `${name}: o caminho 2 só vale com o caminho 1 preenchido.` })
      const h = pinsLeaveGap(a.headlines.map((x) => x.pin ?? null), 2)
      if (h !== null) out.push({ path: [...ad, 'headlines'], message: `${name}: nenhum título pode aparecer na posição ${h}; deixe um título sem posição fixa ou fixe um na posição ${h}.` })
      if (pinsLeaveGap(a.descriptions.map((x) => x.pin ?? null), 1) !== null) {
        out.push({ path: [...ad, 'descriptions'], message: `${name}: nenhuma descrição pode aparecer na posição 1; deixe uma descrição sem posição fixa ou fixe uma na posição 1.` })
      }
    })
  })
  out.push(...repeats(p.extensions.negatives, ['extensions', 'negatives'], (j) => `a negativa ${j + 1}`))
  const kw = p.ad_groups.reduce((n, g) => n + g.keywords.length, 0)
  if (kw > PLAN_LIMITS.keywords) {
    out.push({ path: ['ad_groups'], message: `O plano passa do limite de ${thousands(PLAN_LIMITS.keywords)} palavras-chave somando os grupos (tem ${thousands(kw)}).` })
  }
  const neg = p.extensions.negatives.length + p.ad_groups.reduce((n, g) => n + g.negatives.length + g.cross_negatives_removed.length, 0)
  if (neg > PLAN_LIMITS.negatives) {
    out.push({ path: ['ad_groups'], message: `O plano passa do limite de ${thousands(PLAN_LIMITS.negatives)} negativas somando grupos e campanha (tem ${thousands(neg)}).` })
  }
  return out
}

/** What the screen holds / sends. */
export type CampaignPlanInput = z.input<typeof campaignPlan>

// The schema's output is the core shape, exactly.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
const _same: Same<z.output<typeof campaignPlan>, CampaignPlan> = true
void _same

export type PlanParse = { ok: true; plan: CampaignPlan } | { ok: false; message: string; path: PropertyKey[] }

/** The plan, or the first refusal (its pt-BR message and the field's path). */
export function parsePlan(body: unknown): PlanParse {
  const r = campaignPlan.safeParse(body)
  if (r.success) return { ok: true, plan: r.data }
  const first = r.error.issues[0]
  return { ok: false, message: first?.message ?? 'Plano inválido.', path: first?.path ?? [] }
}
