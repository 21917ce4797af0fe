import type { TextTemplates } from '../types'

/**
 * Built-in title (headline) templates, SPEC §3 title_templates_v1 and §9 "Titles: 13 per language".
 * Maximum 30 characters once {NOME_PRODUTO} is filled in; no '!' (Google refuses it in headlines).
 */
export const DEFAULT_TITLE_TEMPLATES: TextTemplates = {
  pt: {
    templates: [
      '{NOME_PRODUTO} Site Oficial',
      'Compre {NOME_PRODUTO} Agora',
      '{NOME_PRODUTO} com Desconto',
      '{NOME_PRODUTO} Original',
      '{NOME_PRODUTO} Frete Grátis',
      '{NOME_PRODUTO} Preço Especial',
      'Onde Comprar {NOME_PRODUTO}',
      '{NOME_PRODUTO} Funciona?',
      '{NOME_PRODUTO} Vale a Pena?',
      '{NOME_PRODUTO} Depoimentos',
      '{NOME_PRODUTO} com Garantia',
      '{NOME_PRODUTO} Oferta de Hoje',
      'Compre no Site Oficial',
    ],
  },
  en: {
    templates: [
      '{NOME_PRODUTO} Official Site',
      'Buy {NOME_PRODUTO} Today',
      '{NOME_PRODUTO} Special Offer',
      '{NOME_PRODUTO} Free Shipping',
      '{NOME_PRODUTO} Best Price',
      'Where to Buy {NOME_PRODUTO}',
      '{NOME_PRODUTO} Real Reviews',
      'Does {NOME_PRODUTO} Work?',
      '{NOME_PRODUTO} Is It Worth It?',
      '{NOME_PRODUTO} Original Formula',
      '{NOME_PRODUTO} Discount Today',
      'Order {NOME_PRODUTO} Online',
      'Money-Back Guarantee',
    ],
  },
  es: {
    templates: [
      '{NOME_PRODUTO} Sitio Oficial',
      'Compra {NOME_PRODUTO} Hoy',
      '{NOME_PRODUTO} con Descuento',
      '{NOME_PRODUTO} Oferta Especial',
      '{NOME_PRODUTO} Envío Gratis',
      '{NOME_PRODUTO} Mejor Precio',
      'Dónde Comprar {NOME_PRODUTO}',
      '{NOME_PRODUTO} Opiniones Reales',
      '¿{NOME_PRODUTO} Funciona?',
      '¿{NOME_PRODUTO} Vale la Pena?',
      '{NOME_PRODUTO} Original',
      'Pide {NOME_PRODUTO} en Línea',
      'Garantía de Devolución',
    ],
  },
}
