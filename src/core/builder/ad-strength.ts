/**
 * Our estimate of a responsive search ad's strength, from what Google documents its Ad Strength looks at:
 * how many distinct headlines and descriptions, the ad group's keywords in the headlines, headlines (and
 * descriptions) that say the same thing, and pins that cut the combinations. Not Google's rating, and
 * labelled so; each point missing says what to do.
 *
 * Points (100): headlines 35 (3–4: 5, 5–7: 15, 8–10: 22, 11+: 35), descriptions 15 (2: 5, 3: 10, 4: 15),
 * keywords in headlines 20 (1: 8, 2: 14, 3+: 20), distinct headlines 10 (−4 a similar pair), distinct
 * descriptions 5 (−3 a pair), pins 15 (−6 a position pinned with a single text, −5 when pins leave under
 * half the combinations). Excelente from 90, Boa from 70, Média from 45; fewer than 8 headlines is at
 * most Média, an incomplete ad (under 3 headlines or 2 descriptions) is Baixa.
 */
import { combinationCount, SHOWN_DESCRIPTIONS, SHOWN_HEADLINES, type PreviewAd } from './ad-preview'
import { sameText } from '../campaigns/editor-content'
import { unwrapMatch } from '../generators/match-type'
import { significantKeys } from './text'

export const STRENGTH_LEVELS = ['Baixa', 'Média', 'Boa', 'Excelente'] as const
export type StrengthLevel = (typeof STRENGTH_LEVELS)[number]
export const STRENGTH_LABEL = 'Força do anúncio: estimativa da ForjaAds, não a nota do Google'

export type StrengthCode =
  | 'incomplete' | 'headlines-few' | 'descriptions-few' | 'no-keywords' | 'keywords-missing'
  | 'headlines-similar' | 'descriptions-similar' | 'pin-alone' | 'pins-reduce'

export interface StrengthPoint {
  code: StrengthCode
  /** pt-BR sentence saying what to do. */
  message: string
}

export interface AdStrength {
  level: StrengthLevel
  /** 0–100. */
  score: number
  missing: StrengthPoint[]
}

export interface StrengthInput {
  ad: PreviewAd
  /** The ad group's keywords, in notation. */
  keywords: readonly string[]
  /** The product name: its words do not make two headlines alike. */
  product?: string
}

const quote = (s: string) => `"${s}"`
const distinct = (items: PreviewAd['headlines']) => {
  const seen = new Set<string>()
  return items.map((i) => ({ text: i.text.trim(), pin: i.pin })).filter((i) => {
    const key = sameText(i.text)
    if (i.text === '' || seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** Alike: the same words once the product's are left out, or most of them (Jaccard ≥ 0.6), or one's 2+ words all in the other. */
function alike(a: Set<string>, b: Set<string>): boolean {
  if (a.size === 0 || b.size === 0) return a.size === b.size
  let shared = 0
  for (const w of a) if (b.has(w)) shared++
  const small = Math.min(a.size, b.size)
  return shared / (a.size + b.size - shared) >= 0.6 || (small >= 2 && shared === small)
}

function similarPairs(texts: string[], product: Set<string>): [number, number][] {
  const sets = texts.map((t) => new Set(significantKeys(t).filter((k) => !product.has(k))))
  const pairs: [number, number][] = []
  for (let i = 0; i < sets.length; i++) for (let j = i + 1; j < sets.length; j++) if (alike(sets[i], sets[j])) pairs.push([i, j])
  return pairs
}

const HEADLINE_POINTS = (h: number) => (h >= 11 ? 35 : h >= 8 ? 22 : h >= 5 ? 15 : h >= 3 ? 5 : 0)
const DESCRIPTION_POINTS = (d: number) => (d >= 4 ? 15 : d === 3 ? 10 : d === 2 ? 5 : 0)
const KEYWORD_POINTS = (k: number) => (k >= 3 ? 20 : k === 2 ? 14 : k === 1 ? 8 : 0)

export function adStrength({ ad, keywords, product = '' }: StrengthInput): AdStrength {
  const headlines = distinct(ad.headlines)
  const descriptions = distinct(ad.descriptions)
  const h = headlines.length
  const d = descriptions.length
  const missing: StrengthPoint[] = []
  const add = (code: StrengthCode, message: string) => missing.push({ code, message })
  let score = HEADLINE_POINTS(h) + DESCRIPTION_POINTS(d)

  const incomplete = h < 3 || d < 2
  if (incomplete) add('incomplete', `Complete o anúncio: ele precisa de pelo menos 3 títulos e 2 descrições diferentes (tem ${h} e ${d}).`)
  if (h < 8) add('headlines-few', `Adicione mais títulos: escreva pelo menos 8 diferentes (este anúncio tem ${h}); cabem até 15.`)
  else if (h < 11) add('headlines-few', `Adicione mais títulos: com 11 ou mais (até 15) o Google tem mais combinações para testar; este anúncio tem ${h}.`)
  if (d < 4) add('descriptions-few', `Adicione mais descrições: use as 4 (este anúncio tem ${d}).`)

  // The group's keywords in the headlines: every significant word of a keyword in one headline.
  const headlineKeys = headlines.map((x) => new Set(significantKeys(x.text)))
  const usable = [...new Set(keywords.map((k) => unwrapMatch(k).text))].map((text) => ({ text, keys: significantKeys(text) })).filter((k) => k.keys.length > 0)
  if (usable.length === 0) {
    add('no-keywords', 'O grupo não tem palavras-chave: inclua-as para o anúncio aparecer nas pesquisas e para avaliarmos os títulos.')
  } else {
    const withKeyword = headlineKeys.filter((set) => usable.some((k) => k.keys.every((w) => set.has(w)))).length
    score += KEYWORD_POINTS(withKeyword)
    if (withKeyword < 3) {
      const example = usable.reduce((best, k) => (k.text.length < best.text.length ? k : best)).text
      add('keywords-missing', withKeyword === 0
        ? `Inclua palavras-chave do grupo nos títulos (por exemplo ${quote(example)}): nenhum título tem uma.`
        : `Inclua palavras-chave do grupo em mais títulos (por exemplo ${quote(example)}): só ${withKeyword} de ${h} têm uma; o ideal são 3 ou mais.`)
    }
  }

  const productKeys = new Set(significantKeys(product))
  const similar = (items: { text: string }[], noun: string, article: string, penalty: number, max: number) => {
    const pairs = similarPairs(items.map((x) => x.text), productKeys)
    for (const [i, j] of pairs.slice(0, 3)) {
      add(noun === 'títulos' ? 'headlines-similar' : 'descriptions-similar',
        `${article} ${noun} ${i + 1} e ${j + 1} dizem quase o mesmo (${quote(items[i].text)} e ${quote(items[j].text)}): reescreva um deles com outra mensagem (benefício, oferta, prova ou chamada para ação).`)
    }
    if (pairs.length > 3) add(noun === 'títulos' ? 'headlines-similar' : 'descriptions-similar', `Há mais ${pairs.length - 3} par(es) de ${noun} parecidos: deixe cada um com uma mensagem própria.`)
    return Math.max(0, max - penalty * pairs.length)
  }
  score += similar(headlines, 'títulos', 'Os', 4, 10)
  score += similar(descriptions, 'descrições', 'As', 3, 5)

  let pins = 15
  const alone = (items: typeof headlines, positions: number, noun: string) => {
    for (let p = 1; p <= positions; p++) {
      const at = items.filter((x) => x.pin === p)
      if (at.length !== 1) continue
      pins -= 6
      add('pin-alone', `${noun} ${quote(at[0].text)} está fixado sozinho na posição ${p} e sempre aparece ali: fixe mais 1 ou 2 na mesma posição ou solte-o, para o Google poder combinar.`)
    }
  }
  alone(headlines, SHOWN_HEADLINES, 'O título')
  alone(descriptions, SHOWN_DESCRIPTIONS, 'A descrição')
  const free = (items: typeof headlines) => items.map((x) => ({ text: x.text, pin: null }))
  const pinned = combinationCount({ headlines, descriptions })
  const unpinned = combinationCount({ headlines: free(headlines), descriptions: free(descriptions) })
  if (!incomplete && pinned * 2 < unpinned) {
    pins -= 5
    add('pins-reduce', `As posições fixadas reduzem as combinações possíveis de ${unpinned} para ${pinned}: fixe só o que precisa de posição certa.`)
  }
  score += Math.max(0, pins)

  if (incomplete) return { level: 'Baixa', score: Math.min(score, 44), missing }
  let level: StrengthLevel = score >= 90 ? 'Excelente' : score >= 70 ? 'Boa' : score >= 45 ? 'Média' : 'Baixa'
  if (h < 8 && (level === 'Boa' || level === 'Excelente')) level = 'Média'
  return { level, score, missing }
}
