/**
 * Google Ads editorial check. It never blocks: it returns warnings the list shows next to an item.
 * Every pattern is compiled once, at load, so checkList stays fast on 100,000 items.
 */
import { ITEM_LIMIT, LIMITS, SITELINK_LIMITS, charCount } from './limits'
import { unwrapMatch } from './generators/match-type'
import type { AssetType, Sitelink, SitelinkPart } from './types'

export type EditorialCode =
  | 'too-long' | 'too-many-words' | 'invalid-symbol' | 'all-caps' | 'repeated-punctuation'
  | 'title-exclamation' | 'description-exclamations' | 'emoji' | 'edge-space'

export interface EditorialWarning {
  code: EditorialCode
  /** pt-BR text shown to the user; for a sitelink it starts with the part ('Descrição 1: …'). */
  message: string
  /** Set for sitelinks: the part the warning is about. */
  field?: SitelinkPart
}

/** Symbols Google refuses in keywords. */
const KEYWORD_SYMBOLS = '!@%^*()={};~<>?\\|,'
const KEYWORD_SYMBOL = /[!@%^*()={};~<>?\\|,]/
/** More than LIMITS.keywordWords (10) words. */
const ELEVEN_WORDS = /^\s*(?:\S+\s+){10}\S/
const REPEATED = /([!?])\1+|\.{3,}/g
/** Cheap pre-filter: an all-caps word of 4+ letters always has two upper-case letters in a row. */
const TWO_UPPER = /\p{Lu}\p{M}*\p{Lu}/u
const WORD = /[\p{L}\p{M}\p{N}]+/gu
const LETTER = /\p{L}/gu
const DIGIT = /\p{N}/u
/** Pictographs, except © ® ™ which ads may use. */
const EMOJI = /(?![\u00A9\u00AE\u2122])\p{Extended_Pictographic}/u
const PART_LABEL: Record<SitelinkPart, string> = { text: 'Texto', desc1: 'Descrição 1', desc2: 'Descrição 2' }

const isKeywordKind = (kind: AssetType) => kind === 'keywords' || kind === 'negative_keywords'
const distinct = (xs: readonly string[]) => [...new Set(xs)]
const hasEdgeSpace = (s: string) => s.length > 0 && s !== s.trim()

function capsWords(s: string): string[] {
  if (!TWO_UPPER.test(s)) return []
  const words = (s.match(WORD) ?? []).filter(
    (w) => !DIGIT.test(w) && w === w.toUpperCase() && w !== w.toLowerCase() && (w.match(LETTER)?.length ?? 0) > 3,
  )
  return distinct(words.map((w) => w.normalize('NFC')))
}

function keywordSymbols(s: string): string[] {
  const found: string[] = []
  if (!KEYWORD_SYMBOL.test(s)) return found
  for (const ch of s) if (KEYWORD_SYMBOLS.includes(ch) && !found.includes(ch)) found.push(ch)
  return found
}

/** Rules shared by every kind of text: limit, repeated punctuation, emoji, edge spaces. */
function commonRules(s: string, measured: string, limit: number, out: EditorialWarning[]): void {
  if (charCount(measured) > limit) out.push({ code: 'too-long', message: `Passa do limite de ${limit} caracteres` })
  const runs = s.match(REPEATED)
  if (runs) out.push({ code: 'repeated-punctuation', message: `Pontuação repetida: ${distinct(runs).join(' ')}` })
  if (EMOJI.test(s)) out.push({ code: 'emoji', message: 'Emoji não é aceito' })
}

function checkKeyword(raw: string): EditorialWarning[] {
  const out: EditorialWarning[] = []
  const { text, matchType } = unwrapMatch(raw)
  commonRules(text, text, LIMITS.keywordChars, out)
  if (ELEVEN_WORDS.test(text)) {
    out.push({ code: 'too-many-words', message: `Mais de ${LIMITS.keywordWords} palavras` })
  }
  const symbols = keywordSymbols(text)
  if (symbols.length === 1) out.push({ code: 'invalid-symbol', message: `Símbolo não aceito pelo Google: ${symbols[0]}` })
  if (symbols.length > 1) out.push({ code: 'invalid-symbol', message: `Símbolos não aceitos pelo Google: ${symbols.join(' ')}` })
  const inner = matchType === 'broad' ? raw : raw.trim().slice(1, -1)
  if (hasEdgeSpace(raw) || hasEdgeSpace(inner)) out.push({ code: 'edge-space', message: 'Espaço no início ou no fim' })
  return out
}

function checkAdText(kind: AssetType, s: string, limit: number): EditorialWarning[] {
  const out: EditorialWarning[] = []
  commonRules(s, s, limit, out)
  const caps = capsWords(s)
  if (caps.length === 1) out.push({ code: 'all-caps', message: `Palavra toda em maiúsculas: ${caps[0]}` })
  if (caps.length > 1) out.push({ code: 'all-caps', message: `Palavras todas em maiúsculas: ${caps.join(', ')}` })
  if (kind === 'titles' && s.includes('!')) out.push({ code: 'title-exclamation', message: 'Título não pode ter "!"' })
  if (kind === 'descriptions' && s.indexOf('!') !== s.lastIndexOf('!')) {
    out.push({ code: 'description-exclamations', message: 'Mais de um "!" na descrição' })
  }
  if (hasEdgeSpace(s)) out.push({ code: 'edge-space', message: 'Espaço no início ou no fim' })
  return out
}

function checkSitelink(item: Sitelink): EditorialWarning[] {
  const out: EditorialWarning[] = []
  for (const field of ['text', 'desc1', 'desc2'] as const) {
    for (const w of checkAdText('sitelinks', item[field], SITELINK_LIMITS[field])) {
      out.push({ ...w, message: `${PART_LABEL[field]}: ${w.message}`, field })
    }
  }
  return out
}

/** Warnings for one item; [] when it looks fine. A sitelink is checked part by part. */
export function checkItem(kind: AssetType, item: string | Sitelink): EditorialWarning[] {
  if (typeof item !== 'string') return checkSitelink(item)
  if (isKeywordKind(kind)) return checkKeyword(item)
  return checkAdText(kind, item, ITEM_LIMIT[kind])
}

/** Warnings by index, only for the items that have any. */
export function checkList(kind: AssetType, items: readonly (string | Sitelink)[]): Map<number, EditorialWarning[]> {
  const result = new Map<number, EditorialWarning[]>()
  for (let i = 0; i < items.length; i++) {
    const warnings = checkItem(kind, items[i])
    if (warnings.length > 0) result.set(i, warnings)
  }
  return result
}
