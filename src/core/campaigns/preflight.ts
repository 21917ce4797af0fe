/**
 * The pre-flight of the Google Ads Editor export: what blocks the file (errors) and what the user
 * should know before importing it (warnings), each a pt-BR sentence. The server refuses the download
 * (422) on any error; the web shows both lists before the download.
 */
import { checkAssetList } from '../editorial'
import { findConflicts } from '../keywords/conflicts'
import { ITEM_LIMIT, LIMITS, SITELINK_LIMITS, charCount } from '../limits'
import type { AssetType } from '../types'
import {
  distinctTexts, hasStrayMark, invalidKeywordSymbols, listNames, parseKeyword, sitelinkItems, textItems, type ItemRef,
} from './editor-content'
import { campaignTargets } from './editor-geo'
import { MIN_DESCRIPTIONS, MIN_HEADLINES, adOverflow, chooseSitelinks } from './editor-selection'
import type { Campaign } from './types'

export type ProblemCode =
  | 'final-url-missing' | 'daily-budget-missing' | 'keyword-stray-mark' | 'keyword-invalid-symbol'
  | 'too-long' | 'too-many-words' | 'headlines-too-few' | 'descriptions-too-few'
  | 'sitelink-no-page' | 'sitelink-ads-page' | 'sitelink-repeated-page' | 'sitelink-repeated-text'
  | 'sitelink-one-description' | 'promotions-not-exported' | 'ads-over-cap' | 'no-ads' | 'no-keywords'
  | 'country-unknown' | 'editorial' | 'keyword-conflict'
  // the campaign builder's plan (src/core/builder/plan-preflight.ts)
  | 'no-ad-groups' | 'group-no-keywords' | 'group-no-ads' | 'target-value-missing' | 'conversion-tracking'
  | 'sitelinks-few' | 'callouts-few' | 'campaign-name-missing'

export interface Problem {
  code: ProblemCode
  /** pt-BR sentence naming what and where. */
  message: string
  /** The campaign field the user fills to fix it. */
  field?: 'final_url' | 'daily_budget'
  /** The item concerned: its list and its 0-based position there. */
  assetId?: string
  index?: number
  /** In a campaign plan's pre-flight: where in the plan ('ad_groups', 1, 'ads', 0, 'headlines', 3). */
  path?: (string | number)[]
}

export interface Preflight {
  errors: Problem[]
  warnings: Problem[]
}

const quote = (s: string) => `"${s.length > 40 ? `${s.slice(0, 40)}…` : s}"`
const at = (ref: ItemRef) => `${ref.list}, linha ${ref.index + 1}`
const onItem = (ref: ItemRef) => ({ assetId: ref.assetId, index: ref.index })
/** Editorial codes this pre-flight already reports in its own words. */
const COVERED = new Set<string>(['too-long', 'too-many-words', 'invalid-symbol', 'sitelink-one-description', 'duplicate-sitelink'])
const EXPORTED: AssetType[] = ['keywords', 'negative_keywords', 'titles', 'descriptions', 'sitelinks', 'callouts']

/** Errors and warnings of the campaign's Editor export; no error means the file can be downloaded. */
export function preflight(c: Campaign): Preflight {
  const errors: Problem[] = []
  const warnings: Problem[] = []
  /** `${assetId}:${index}` of the items with an error: their editorial warnings would only repeat it. */
  const blocked = new Set<string>()
  const error = (p: Problem) => {
    errors.push(p)
    if (p.assetId !== undefined) blocked.add(`${p.assetId}:${p.index}`)
  }

  if (!c.final_url) {
    error({ code: 'final-url-missing', field: 'final_url', message: 'Falta a URL final (a página de destino dos anúncios).' })
  }
  if (c.daily_budget == null || !(c.daily_budget > 0)) {
    error({ code: 'daily-budget-missing', field: 'daily_budget', message: 'Falta o orçamento diário (R$) da campanha.' })
  }

  for (const type of ['keywords', 'negative_keywords'] as const) {
    for (const { ref, text } of textItems(c, type)) {
      const where = `${at(ref)}: ${quote(text)}`
      if (hasStrayMark(text)) {
        error({ code: 'keyword-stray-mark', ...onItem(ref), message: `${where} tem aspas ou colchetes soltos. Use "assim" para frase, [assim] para exata ou nada para ampla.` })
        continue
      }
      const symbols = invalidKeywordSymbols(text)
      if (symbols.length > 0) {
        error({ code: 'keyword-invalid-symbol', ...onItem(ref), message: `${where} tem símbolo que o Google não aceita em palavra-chave: ${symbols.join(' ')}` })
      }
      const kw = parseKeyword(text).text
      if (charCount(kw) > LIMITS.keywordChars) error(tooLong(ref, text, LIMITS.keywordChars))
      else if (kw.split(/\s+/).length > LIMITS.keywordWords) {
        error({ code: 'too-many-words', ...onItem(ref), message: `${where} tem mais de ${LIMITS.keywordWords} palavras.` })
      }
    }
  }
  for (const type of ['titles', 'descriptions', 'callouts'] as const) {
    for (const { ref, text } of textItems(c, type)) if (charCount(text) > ITEM_LIMIT[type]) error(tooLong(ref, text, ITEM_LIMIT[type]))
  }
  const sitelinks = sitelinkItems(c)
  for (const s of sitelinks) {
    for (const part of ['text', 'desc1', 'desc2'] as const) {
      if (charCount(s[part]) > SITELINK_LIMITS[part]) error(tooLong(s.ref, s[part], SITELINK_LIMITS[part]))
    }
  }

  const headlines = distinctTexts(textItems(c, 'titles')).length
  const descriptions = distinctTexts(textItems(c, 'descriptions')).length
  if (headlines + descriptions > 0) {
    if (headlines < MIN_HEADLINES) {
      error({ code: 'headlines-too-few', message: `Os anúncios precisam de pelo menos ${MIN_HEADLINES} títulos diferentes; a campanha tem ${headlines}.` })
    }
    if (descriptions < MIN_DESCRIPTIONS) {
      error({ code: 'descriptions-too-few', message: `Os anúncios precisam de pelo menos ${MIN_DESCRIPTIONS} descrições diferentes; a campanha tem ${descriptions}.` })
    }
    const over = adOverflow(headlines, descriptions)
    if (over.headlines + over.descriptions > 0) {
      warnings.push({ code: 'ads-over-cap', message: `Cabem só 3 anúncios por grupo (45 títulos e 12 descrições): ficam de fora ${over.headlines} título(s) e ${over.descriptions} descrição(ões), os últimos da lista.` })
    }
  } else {
    warnings.push({ code: 'no-ads', message: 'Nenhum anúncio: salve títulos e descrições nesta campanha para o arquivo levar anúncios.' })
  }
  if (textItems(c, 'keywords').length === 0) {
    warnings.push({ code: 'no-keywords', message: 'Nenhuma palavra-chave: o grupo de anúncios não vai aparecer em pesquisas até você incluir algumas.' })
  }

  warnings.push(...sitelinkWarnings(chooseSitelinks(sitelinks, c.final_url)))

  const promotions = textItems(c, 'promotions').length
  if (promotions > 0) {
    warnings.push({ code: 'promotions-not-exported', message: `As promoções (${promotions}) não vão no arquivo: o Google Ads Editor pede datas, ocasião e valor do desconto, que a ForjaAds não guarda. Crie-as no Google Ads.` })
  }

  const targets = campaignTargets(c.country)
  if (targets.unknown.length > 0) {
    const rest = targets.locations.length > 0
      ? `o arquivo segmenta só ${targets.locations.map((l) => l.name).join(', ')}`
      : 'o arquivo vai sem localização; defina-a no Google Ads Editor antes de ativar a campanha'
    warnings.push({ code: 'country-unknown', message: `País não reconhecido: ${targets.unknown.map(quote).join(', ')}; ${rest}.` })
  }

  const keywords = textItems(c, 'keywords').map((k) => k.text)
  for (const conflict of findConflicts(textItems(c, 'negative_keywords').map((k) => k.text), keywords)) {
    const blockedKeywords = conflict.blocked.slice(0, 3).map(quote).join(', ') + (conflict.blocked.length > 3 ? ` e mais ${conflict.blocked.length - 3}` : '')
    warnings.push({ code: 'keyword-conflict', message: `A negativa ${quote(conflict.negative)} bloqueia a(s) palavra(s)-chave ${blockedKeywords}.` })
  }

  const names = listNames(c)
  for (const asset of c.assets) {
    if (!EXPORTED.includes(asset.asset_type)) continue
    for (const [index, list] of checkAssetList(asset.asset_type, asset.content)) {
      if (blocked.has(`${asset.id}:${index}`)) continue
      const item = asset.content[index]
      const ref = { assetId: asset.id, index, list: names.get(asset.id)! }
      const text = typeof item === 'string' ? item.trim() : item.text
      for (const w of list) {
        if (!COVERED.has(w.code)) warnings.push({ code: 'editorial', ...onItem(ref), message: `${at(ref)}: ${quote(text)}: ${w.message}. ${w.fix}` })
      }
    }
  }
  return { errors, warnings }
}

function tooLong(ref: ItemRef, text: string, limit: number): Problem {
  return { code: 'too-long', ...onItem(ref), message: `${at(ref)}: ${quote(text)} passa do limite de ${limit} caracteres.` }
}

function sitelinkWarnings(choices: ReturnType<typeof chooseSitelinks>): Problem[] {
  const out: Problem[] = []
  for (const { item, fate, first, withDescriptions } of choices) {
    const name = `O sitelink ${quote(item.text)} (${at(item.ref)})`
    const left = (why: string, code: ProblemCode) => out.push({ code, ...onItem(item.ref), message: `${name} fica de fora: ${why}` })
    if (fate === 'no-page') left('falta a página dele (cada sitelink leva a uma página própria).', 'sitelink-no-page')
    if (fate === 'ads-page') left('a página dele é a mesma dos anúncios (um "#" no fim do endereço não faz outra página).', 'sitelink-ads-page')
    if (fate === 'repeated-page') left(`leva à mesma página do sitelink ${quote(first!.text)}.`, 'sitelink-repeated-page')
    if (fate === 'repeated-text') left(`repete o texto do sitelink ${quote(first!.text)}, e o Google não aceita texto repetido.`, 'sitelink-repeated-text')
    if (fate === 'kept' && !withDescriptions) {
      out.push({ code: 'sitelink-one-description', ...onItem(item.ref), message: `${name} tem só uma linha de descrição: vai sem descrições (o Google pede as duas ou nenhuma).` })
    }
  }
  return out
}
