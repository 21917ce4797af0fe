/**
 * The campaign builder benches' material (bench/builder.ts in Node, bench/builder-browser.ts in
 * Chromium): 10,000 generated keywords in the generators' notation, and a plan of issue 13's size
 * (20 ad groups × 250 keywords = 5,000, each group with one ad of 15 headlines and 4 descriptions, a pin,
 * sitelinks, callouts and campaign negatives) that the shared schema accepts.
 */
import type { CampaignPlan } from '../src/shared/plan'

export const PRODUCT = 'Lipo Slim'

export const WORDS = ['preço', 'comprar', 'original', 'funciona', 'farmácia', 'grátis', 'kit', 'oferta', 'bula', 'site', 'promoção', 'desconto',
  'como', 'tomar', 'para', 'que', 'serve', 'reclame', 'aqui', 'mercado', 'livre', 'resultados', 'depoimentos', 'efeitos', 'colaterais',
  'cápsulas', 'emagrecer', 'rápido', 'natural', 'anvisa', 'entrega', 'frete', 'barato', 'melhor', 'onde', 'encontrar', 'loja', 'oficial']

const pick = (i: number, k: number) => WORDS[(i * (7 + 2 * k) + k * 13 + Math.floor(i / 37)) % WORDS.length]
const wrap = (text: string, i: number) => (i % 3 === 0 ? `[${text}]` : i % 3 === 1 ? `"${text}"` : text)

/** `n` keywords of 3 to 6 words ('lipo slim preço kit'), a third each exact, phrase and broad; some repeat. */
export function benchKeywords(n = 10_000): string[] {
  return Array.from({ length: n }, (_, i) =>
    wrap(`lipo slim ${Array.from({ length: 1 + (i % 4) }, (_, k) => pick(i, k)).join(' ')}${i % 5 === 0 ? ` ${i}` : ''}`, i))
}

/** Case, spacing and marks ignored, as the schema compares keywords of one group. */
const keywordKey = (k: string) => k.replace(/^\[|\]$|^"|"$/g, '').trim().toLocaleLowerCase('pt-BR')

/** `count` distinct keywords (by text) taken in order from `keywords`, from `start` on; returns where it stopped. */
function takeDistinct(keywords: readonly string[], start: number, count: number): { taken: string[]; next: number } {
  const seen = new Set<string>()
  const taken: string[] = []
  let i = start
  for (; i < keywords.length && taken.length < count; i++) {
    const key = keywordKey(keywords[i])
    if (seen.has(key)) continue
    seen.add(key)
    taken.push(keywords[i])
  }
  return { taken, next: i }
}

export const HEADLINES = Array.from({ length: 15 }, (_, i) => ({ text: `Lipo Slim ${WORDS[i]} ${i + 1}`, pin: i === 0 ? (1 as const) : null }))
export const DESCRIPTIONS = Array.from({ length: 4 }, (_, i) => ({ text: `Compre Lipo Slim com ${WORDS[i + 10]} e ${WORDS[i + 20]}.`, pin: null }))

/** A plan of `groups` ad groups of `perGroup` keywords each (distinct within the group), with ads and extensions. */
export function benchPlan(keywords = benchKeywords(), groups = 20, perGroup = 250): CampaignPlan {
  let next = 0
  const adGroups = Array.from({ length: groups }, (_, g) => {
    const { taken, next: after } = takeDistinct(keywords, next, perGroup)
    next = after
    return {
      name: `Grupo ${g + 1} ${WORDS[g]}`,
      final_url: g % 4 === 0 ? `https://loja.com.br/lipo/${g + 1}` : null,
      keywords: taken,
      negatives: [`"lipo slim ${WORDS[(g + 30) % WORDS.length]} usado"`],
      ads: [{ headlines: HEADLINES.map((h) => ({ ...h })), descriptions: DESCRIPTIONS.map((d) => ({ ...d })), path1: 'lipo', path2: 'oferta' }],
      cross_negatives_removed: [],
    }
  })
  return {
    settings: {
      daily_budget: 50, bid_strategy: 'maximize_clicks', target_value: null, locations: [2076], language: 'pt',
      final_url: 'https://loja.com.br/lipo', final_url_suffix: 'utm_source=google&utm_medium=cpc&utm_campaign=lipo-slim',
      search_partners: false, cross_negatives: false,
    },
    ad_groups: adGroups,
    extensions: {
      sitelinks: ['Ofertas', 'Entrega', 'Contato', 'Depoimentos', 'Como Tomar', 'Garantia'].map((text, i) => ({
        text, desc1: `Veja ${text.toLowerCase()} da Lipo Slim`, desc2: 'Site oficial com nota fiscal', final_url: `https://loja.com.br/${i + 1}`,
      })),
      callouts: ['Frete Grátis', 'Site Oficial', 'Compra Segura', 'Entrega Rápida', 'Nota Fiscal', 'Parcele em 12x'],
      negatives: ['grátis download', 'receita caseira', 'vaga emprego'],
    },
    updated_at: null,
  }
}
