/** Realistic Portuguese campaigns for the benchmark, inserted straight into the database. */
import { LIMITS, SITELINK_LIMITS, cutTo } from '../src/core/limits'
import type { AssetType, AssetItem } from '../src/core/types'
import type { Db } from '../src/server/db/client'
import { campaignAssets, campaigns } from '../src/server/db/schema'

const PRODUCTS = [
  'Emagrecedor Natural', 'Colágeno Verisol', 'Whey Protein Isolado', 'Tênis de Corrida', 'Fone Bluetooth',
  'Cafeteira Elétrica', 'Sérum Vitamina C', 'Curso de Inglês', 'Kit Skincare', 'Óleo de Coco',
  'Chá Detox', 'Creatina Pura', 'Massageador Cervical', 'Escova Alisadora', 'Suplemento Capilar',
]
const NICHES = ['Nutra', 'Produtos Físicos', 'Infoprodutos', 'Beleza', 'Esportes']
const PLATFORMS = ['Hotmart', 'Monetizze', 'Eduzz', 'Kiwify', 'Braip']
const COUNTRIES = ['Brasil', 'Portugal', 'Angola', 'Moçambique']
const KW_PREFIX = ['comprar', 'preço', 'melhor', 'onde comprar', 'promoção', 'site oficial', 'funciona', 'resultado', 'depoimentos', 'desconto']
const KW_SUFFIX = ['', 'barato', 'com frete grátis', 'original', 'em promoção', 'entrega rápida', 'reclame aqui', 'é bom', 'vale a pena', 'mais vendido']
const NEGATIVES = [
  'grátis', 'download', 'pdf', 'usado', 'emprego', 'vaga', 'como fazer', 'receita caseira', 'mercado livre', 'shopee',
  'olx', 'falsificado', 'réplica', 'pirata', 'torrent', 'curso grátis', 'youtube', 'wikipedia', 'o que é', 'significado',
]
const TITLE_TEMPLATES = ['{P} Original', 'Compre {P} Hoje', '{P} com Desconto', 'Site Oficial {P}', '{P} Frete Grátis', 'Oferta de {P}']
const DESCRIPTION_TEMPLATES = [
  'Compre {P} com entrega rápida para todo o Brasil. Pagamento seguro e garantia de 30 dias.',
  '{P} original com até 50% de desconto. Aproveite a oferta por tempo limitado no site oficial.',
  'Milhares de clientes satisfeitos com {P}. Parcele em até 12x sem juros no cartão.',
]
const CALLOUTS = ['Frete Grátis', 'Garantia de 30 Dias', 'Parcele em 12x', 'Compra Segura', 'Entrega Rápida', 'Site Oficial', 'Atendimento 24h', 'Pix com Desconto']
const PROMOTIONS = ['50% OFF Hoje', 'Leve 3 Pague 2', 'Frete Grátis', 'Black Friday', 'Cupom de 10%', 'Queima de Estoque']
const SITELINKS = [
  ['Ofertas do Dia', 'Descontos que acabam hoje', 'Estoque limitado'],
  ['Fale Conosco', 'Atendimento humano', 'Responda em minutos'],
  ['Depoimentos', 'Veja quem já comprou', 'Resultados reais'],
  ['Como Funciona', 'Entenda em 2 minutos', 'Passo a passo simples'],
  ['Garantia', 'Satisfação ou reembolso', '30 dias para testar'],
]
const TYPES: AssetType[] = ['keywords', 'negative_keywords', 'titles', 'descriptions', 'sitelinks', 'callouts', 'promotions']

const pick = <T>(xs: T[], i: number) => xs[i % xs.length]
const fill = (template: string, product: string) => template.replaceAll('{P}', product)

function items(type: AssetType, product: string, n: number): AssetItem[] {
  const p = product.toLowerCase()
  return Array.from({ length: n }, (_, i): AssetItem => {
    const variant = i >= 10 ? ` ${Math.floor(i / 10) + 1}` : ''
    switch (type) {
      case 'keywords': {
        const kw = `${pick(KW_PREFIX, i)} ${p} ${pick(KW_SUFFIX, Math.floor(i / 10) + i)}`.trim()
        return cutTo([kw, `[${kw}]`, `"${kw}"`][i % 3], LIMITS.keywordChars)
      }
      case 'negative_keywords':
        return i < NEGATIVES.length ? NEGATIVES[i] : `${pick(NEGATIVES, i)} ${pick(['barato', 'usado', 'grátis'], i)}`
      case 'titles':
        return cutTo(`${fill(pick(TITLE_TEMPLATES, i), product)}${variant}`, LIMITS.title)
      case 'descriptions':
        return cutTo(`${fill(pick(DESCRIPTION_TEMPLATES, i), product)}${variant}`, LIMITS.description)
      case 'sitelinks': {
        const [text, desc1, desc2] = pick(SITELINKS, i)
        return {
          text: cutTo(`${text}${variant}`, SITELINK_LIMITS.text),
          desc1: cutTo(`${desc1} - ${product}`, SITELINK_LIMITS.desc1),
          desc2: cutTo(desc2, SITELINK_LIMITS.desc2),
        }
      }
      case 'callouts':
        return cutTo(`${pick(CALLOUTS, i)}${variant}`, LIMITS.callout)
      case 'promotions':
        return cutTo(`${pick(PROMOTIONS, i)}${variant}`, LIMITS.promotion)
    }
  })
}

export async function seedCampaigns(db: Db, userId: string, o: { campaigns: number; assetsPerCampaign: number; itemsPerAsset: number }) {
  const start = Date.UTC(2026, 0, 1)
  const rows = await db
    .insert(campaigns)
    .values(Array.from({ length: o.campaigns }, (_, i) => {
      const product = pick(PRODUCTS, i)
      return {
        user_id: userId,
        name: `${product} — ${pick(COUNTRIES, i)} #${i + 1}`,
        notes: `Campanha de teste para ${product.toLowerCase()}: públicos frios, lances manuais e orçamento de R$ ${50 + i} por dia.`,
        platform: pick(PLATFORMS, i),
        niche: pick(NICHES, i),
        country: pick(COUNTRIES, i),
        commission: 40 + (i % 7) * 9.9,
        product_price: 97 + (i % 5) * 50,
        created_at: new Date(start + i * 86_400_000),
      }
    }))
    .returning({ id: campaigns.id, name: campaigns.name })
  const assets = rows.flatMap((c, ci) =>
    Array.from({ length: o.assetsPerCampaign }, (_, ai) => ({
      campaign_id: c.id,
      user_id: userId,
      asset_type: TYPES[ai % TYPES.length],
      content: items(TYPES[ai % TYPES.length], pick(PRODUCTS, ci), o.itemsPerAsset),
      created_at: new Date(start + ci * 86_400_000 + ai * 60_000),
    })),
  )
  for (let i = 0; i < assets.length; i += 100) await db.insert(campaignAssets).values(assets.slice(i, i + 100))
}
