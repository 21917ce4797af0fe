/**
 * Payloads of the campaign API (SPEC §3, DESIGN.md "HTTP API"), validated by the web form
 * (react-hook-form resolver) and by the server alike. Messages are pt-BR; the server answers 422
 * with the first one.
 */
import { z } from 'zod'
import { unwrapMatch } from '../core/generators/match-type'
import { ITEM_LIMIT, SITELINK_LIMITS, charCount } from '../core/limits'
import { ASSET_TYPES, type AssetItem, type AssetType, type Sitelink } from '../core/types'

export const CAMPAIGN_NAME_MAX = 120
export const CAMPAIGN_NOTES_MAX = 2000
export const CAMPAIGN_TAG_MAX = 60
export const MONEY_MAX = 10_000_000
export const ASSET_ITEMS_MAX = 5000
export const ASSET_NAME_MAX = 120
export const FEEDBACK_MAX = 5000
/** Dates a campaign may carry (UTC years): PostgreSQL and Date disagree far outside them. */
export const DATE_MIN_YEAR = 2000
export const DATE_MAX_YEAR = 2100

/** A NUL character or a lone UTF-16 surrogate: PostgreSQL stores neither in text or jsonb. */
const BAD_TEXT = /\0|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/
export const hasBadText = (s: string) => BAD_TEXT.test(s)
export const BAD_TEXT_MESSAGE = 'O texto enviado contém caracteres inválidos.'
const goodText = (s: string) => !hasBadText(s)

/** Trimmed text up to `max`; '' and null become null; absent stays absent (a PATCH leaves it alone). */
const optionalText = (notText: string, max: number, tooLong: string) =>
  z
    .string({ error: notText })
    .trim()
    .max(max, tooLong)
    .refine(goodText, BAD_TEXT_MESSAGE)
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null))

/** A number with at most two decimals, 0..10,000,000, or null. Rounded to cents (as numeric(12,2) keeps it). */
const money = (label: string) =>
  z
    .number({ error: `${label} deve ser um número.` })
    .min(0, `${label} não pode ser negativo.`)
    .max(MONEY_MAX, `${label} muito alto (máximo 10.000.000).`)
    .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, `${label} aceita no máximo 2 casas decimais.`)
    .transform((v) => Math.round(v * 100) / 100)
    .nullable()
    .optional()

export const URL_MAX = 2048

/** An absolute https address with a host (Google Ads serves ads to https pages only). */
export function isHttpsUrl(s: string): boolean {
  if (s.length > URL_MAX || /\s/.test(s)) return false
  try {
    const url = new URL(s)
    return url.protocol === 'https:' && url.hostname.includes('.') && url.username === '' && url.password === ''
  } catch {
    return false
  }
}

export const HTTPS_URL_MESSAGE = 'Informe um endereço completo começando com https:// (ex.: https://seusite.com.br/produto).'

/** An https URL, trimmed; '' and null clear it; absent stays absent. */
const optionalUrl = z
  .string({ error: 'O endereço precisa ser um texto.' })
  .trim()
  .refine((v) => v === '' || isHttpsUrl(v), HTTPS_URL_MESSAGE)
  .nullable()
  .optional()
  .transform((v) => (v === undefined ? undefined : v || null))

/** Daily budget in R$: more than zero, two decimals at most, or null. */
const dailyBudget = z
  .number({ error: 'Orçamento diário deve ser um número.' })
  .gt(0, 'Orçamento diário precisa ser maior que zero.')
  .max(MONEY_MAX, 'Orçamento diário muito alto (máximo 10.000.000).')
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, 'Orçamento diário aceita no máximo 2 casas decimais.')
  .transform((v) => Math.round(v * 100) / 100)
  .nullable()
  .optional()

export const campaignInput = z.object({
  name: z
    .string({ error: 'Nome da campanha é obrigatório' })
    .trim()
    .min(1, 'Nome da campanha é obrigatório')
    .max(CAMPAIGN_NAME_MAX, `Nome muito longo (máximo ${CAMPAIGN_NAME_MAX} caracteres)`)
    .refine(goodText, BAD_TEXT_MESSAGE),
  notes: optionalText('As anotações precisam ser um texto.', CAMPAIGN_NOTES_MAX, `Anotações muito longas (máximo ${CAMPAIGN_NOTES_MAX} caracteres)`),
  platform: optionalText('Plataforma precisa ser um texto.', CAMPAIGN_TAG_MAX, `Plataforma muito longa (máximo ${CAMPAIGN_TAG_MAX} caracteres)`),
  niche: optionalText('Nicho precisa ser um texto.', CAMPAIGN_TAG_MAX, `Nicho muito longo (máximo ${CAMPAIGN_TAG_MAX} caracteres)`),
  country: optionalText('País precisa ser um texto.', CAMPAIGN_TAG_MAX, `País muito longo (máximo ${CAMPAIGN_TAG_MAX} caracteres)`),
  commission: money('Comissão'),
  product_price: money('Preço do produto'),
  final_url: optionalUrl,
  daily_budget: dailyBudget,
  /** The form's date as an ISO timestamp; the server uses now when absent. */
  created_at: z.iso
    .datetime({ offset: true, error: 'Data inválida.' })
    .refine((v) => {
      const year = new Date(v).getUTCFullYear()
      return year >= DATE_MIN_YEAR && year <= DATE_MAX_YEAR
    }, `Data fora do intervalo aceito (anos ${DATE_MIN_YEAR} a ${DATE_MAX_YEAR}).`)
    .optional(),
}, { error: 'Dados inválidos.' })

/** PATCH body: any subset of the fields; an absent field is left unchanged, null or '' clears it. */
export const campaignPatch = campaignInput.partial()

/** What the form holds before parsing / what the server stores after. */
export type CampaignFormValues = z.input<typeof campaignInput>
export type CampaignInput = z.output<typeof campaignInput>
export type CampaignPatch = z.output<typeof campaignPatch>

// ---------------------------------------------------------------------------------------------
// Assets (docs/decisions/004-asset-limits.md: an item over its limit is refused, never cut here).

const clean = (s: string) => s.trim().normalize('NFC')
const quote = (s: string) => `"${s.length > 40 ? `${s.slice(0, 40)}…` : s}"`

/** The measured text of an item: keywords are counted without their [exact] / "phrase" wrapping. */
function measured(type: AssetType, item: string): string {
  return type === 'keywords' || type === 'negative_keywords' ? unwrapMatch(item).text : item
}

/** The first problem of a list as a pt-BR sentence, or null; `n` in messages counts from 1. */
function textItemProblem(type: AssetType, item: unknown, n: number): string | null {
  if (typeof item !== 'string') return `Item ${n} não é um texto.`
  if (hasBadText(item)) return `Item ${n} contém caracteres inválidos.`
  const s = clean(item)
  if (s === '' || measured(type, s) === '') return `Item ${n} está vazio.`
  const limit = ITEM_LIMIT[type]
  if (charCount(measured(type, s)) > limit) return `Item ${n} passa do limite de ${limit} caracteres: ${quote(s)}`
  return null
}

const SITELINK_PARTS = [
  ['text', 'texto'],
  ['desc1', 'descrição 1'],
  ['desc2', 'descrição 2'],
] as const

function sitelinkProblem(item: unknown, n: number): string | null {
  if (typeof item !== 'object' || item === null || Array.isArray(item)) {
    return `Sitelink ${n} inválido: use { text, desc1, desc2 }.`
  }
  const o = item as Record<string, unknown>
  for (const [key, label] of SITELINK_PARTS) {
    const v = o[key]
    if (key !== 'text' && v === undefined) continue
    if (typeof v !== 'string') return `Sitelink ${n}: ${label} precisa ser um texto.`
    if (hasBadText(v)) return `Sitelink ${n}: ${label} contém caracteres inválidos.`
    const s = clean(v)
    if (key === 'text' && s === '') return `Sitelink ${n} está sem texto.`
    const limit = SITELINK_LIMITS[key]
    if (charCount(s) > limit) return `Sitelink ${n}: ${label} passa do limite de ${limit} caracteres: ${quote(s)}`
  }
  const url = o.final_url
  if (url !== undefined && url !== null && url !== '') {
    if (typeof url !== 'string' || !isHttpsUrl(url.trim())) return `Sitelink ${n}: ${HTTPS_URL_MESSAGE}`
  }
  return null
}

function cleanItem(type: AssetType, item: unknown): AssetItem {
  if (type !== 'sitelinks') return clean(item as string)
  const o = item as Partial<Sitelink> & { final_url?: string | null }
  const sitelink: Sitelink = { text: clean(o.text ?? ''), desc1: clean(o.desc1 ?? ''), desc2: clean(o.desc2 ?? '') }
  const url = (o.final_url ?? '').trim()
  if (url !== '') sitelink.final_url = url
  return sitelink
}

const assetName = z
  .string({ error: 'O nome da lista precisa ser um texto.' })
  .trim()
  .max(ASSET_NAME_MAX, `Nome da lista muito longo (máximo ${ASSET_NAME_MAX} caracteres).`)
  .refine(goodText, BAD_TEXT_MESSAGE)
  .nullable()
  .optional()

const assetItems = z
  .array(z.unknown(), { error: 'A lista precisa ser um array de itens.' })
  .min(1, 'Lista vazia!')
  .max(ASSET_ITEMS_MAX, `Lista grande demais (máximo ${ASSET_ITEMS_MAX} itens).`)

export const assetInput = z
  .object({
    asset_type: z.enum(ASSET_TYPES, { error: 'Tipo de lista inválido.' }),
    /** What tells this list apart from others of its type on the campaign page. */
    name: assetName.transform((v) => v || null),
    content: assetItems,
  }, { error: 'Dados inválidos.' })
  .superRefine((v, ctx) => {
    for (let i = 0; i < v.content.length; i++) {
      const item = v.content[i]
      const problem = v.asset_type === 'sitelinks' ? sitelinkProblem(item, i + 1) : textItemProblem(v.asset_type, item, i + 1)
      if (problem) {
        ctx.addIssue({ code: 'custom', message: problem, path: ['content', i] })
        return
      }
    }
  })
  .transform((v) => ({ asset_type: v.asset_type, name: v.name, content: v.content.map((item) => cleanItem(v.asset_type, item)) }))

/**
 * PATCH of one saved list: a new name, the whole list of items again (checked by the server as on
 * attach, for the list's own type), or both. Absent fields are left alone; a null or '' name clears it.
 */
export const assetPatch = z
  .object({ name: assetName, content: assetItems.optional() }, { error: 'Dados inválidos.' })
  .refine((v) => v.name !== undefined || v.content !== undefined, 'Nada para alterar: envie name ou content.')
export type AssetPatchValues = z.input<typeof assetPatch>

/** Items are trimmed and NFC-normalised; sitelinks get '' for a missing description. */
export type AssetInput = z.output<typeof assetInput>
export type AssetInputValues = z.input<typeof assetInput>

// ---------------------------------------------------------------------------------------------
// Feedback (kept here to stay in one shared file for now; it may move to src/shared/feedback.ts).

export const feedbackInput = z.object({
  content: z
    .string({ error: 'Por favor, escreva sua mensagem antes de enviar.' })
    .trim()
    .min(1, 'Por favor, escreva sua mensagem antes de enviar.')
    .max(FEEDBACK_MAX, `Mensagem muito longa (máximo ${FEEDBACK_MAX} caracteres).`)
    .refine(goodText, BAD_TEXT_MESSAGE),
}, { error: 'Dados inválidos.' })
export type FeedbackInput = z.output<typeof feedbackInput>
