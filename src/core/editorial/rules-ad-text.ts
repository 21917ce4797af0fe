/** Ad text: titles, descriptions, callouts, promotions and each part of a sitelink. */
import { SITELINK_LIMITS } from '../limits'
import type { AssetType, Sitelink, SitelinkPart } from '../types'
import { expandDki } from './dki'
import { commonRules, edgeSpace, hasUnusualChars } from './rules-common'
import { healthClaims } from './rules-health'
import { phoneNumber } from './rules-phone'
import { allCaps, doubleSpace, repeatedWord, spacedLetters } from './rules-style'
import { asterisk, decorativeSymbols, styledLetters, symbolInWord } from './rules-symbols'
import { warn, type EditorialWarning } from './types'

const PART_LABEL: Record<SitelinkPart, string> = { text: 'Texto', desc1: 'Descrição 1', desc2: 'Descrição 2' }
const PARTS = ['text', 'desc1', 'desc2'] as const

function exclamation(kind: AssetType, s: string, out: EditorialWarning[]): void {
  if (!s.includes('!')) return
  if (kind === 'titles') out.push(warn('title-exclamation', 'Título não pode ter "!"', 'Remova o "!" do título'))
  if (kind === 'descriptions' && s.indexOf('!') !== s.lastIndexOf('!')) {
    out.push(warn('description-exclamations', 'Mais de um "!" na descrição', 'Deixe no máximo um "!" na descrição'))
  }
  if (kind === 'sitelinks') out.push(warn('sitelink-exclamation', 'Sitelink não pode ter "!"', 'Remova o "!" do sitelink'))
  if (kind === 'callouts') out.push(warn('callout-exclamation', 'Frase de destaque não pode ter "!"', 'Remova o "!" da frase de destaque'))
}

type Rule = (s: string, out: EditorialWarning[]) => void

/**
 * The rules in the order their warnings show, held in local lists: one call per rule and item, without
 * going through module bindings each time (which test runners turn into getters).
 */
const UNUSUAL_RULES: Rule[] = [decorativeSymbols, styledLetters]
const STYLE_RULES: Rule[] = [asterisk, allCaps]
const CONTENT_RULES: Rule[] = [spacedLetters, symbolInWord, doubleSpace, repeatedWord, phoneNumber, healthClaims]
const common = commonRules
const unusualChars = hasUnusualChars

/** Every ad text rule, in the order the warnings show. DKI codes are read as their default text. */
export function checkAdText(kind: AssetType, raw: string, limit: number): EditorialWarning[] {
  const out: EditorialWarning[] = []
  let dki: EditorialWarning[] | undefined
  let s = raw
  if (raw.includes('{')) {
    dki = []
    s = expandDki(raw, dki)
  }
  const unusual = unusualChars(s)
  common(s, s, limit, out, unusual)
  if (unusual) for (const rule of UNUSUAL_RULES) rule(s, out)
  for (const rule of STYLE_RULES) rule(s, out)
  exclamation(kind, s, out)
  for (const rule of CONTENT_RULES) rule(s, out)
  if (dki) out.push(...dki)
  if (raw.length > 0 && raw !== raw.trim()) edgeSpace(out)
  return out
}

/** Each part on its own (the message names the part), then the description lines: both or neither. */
export function checkSitelink(item: Sitelink): EditorialWarning[] {
  const out: EditorialWarning[] = []
  for (const field of PARTS) {
    for (const w of checkAdText('sitelinks', item[field], SITELINK_LIMITS[field])) {
      out.push({ ...w, message: `${PART_LABEL[field]}: ${w.message}`, field })
    }
  }
  const has1 = item.desc1.trim() !== ''
  const has2 = item.desc2.trim() !== ''
  if (has1 !== has2) {
    const [missing, filled] = has1 ? (['desc2', 'desc1'] as const) : (['desc1', 'desc2'] as const)
    out.push({
      ...warn(
        'sitelink-one-description',
        `${PART_LABEL[missing]}: vazia, mas a ${PART_LABEL[filled]} está preenchida`,
        `Preencha a ${PART_LABEL[missing]} ou apague a ${PART_LABEL[filled]}: as duas ou nenhuma`,
      ),
      field: missing,
    })
  }
  return out
}
