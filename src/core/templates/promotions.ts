import type { TextTemplates } from '../types'

/**
 * Built-in promotion templates, SPEC §3 promotion_templates_v1 (§9 counts are minimums).
 * At most 20 characters once filled; no '!'. {DESCONTO} and {PARCELAS} are the user's offer facts.
 */
export const DEFAULT_PROMOTION_TEMPLATES: TextTemplates = {
  pt: {
    templates: [
      '{DESCONTO}% de Desconto',
      'Até {PARCELAS}x sem Juros',
      'Frete Grátis Hoje',
      'Oferta Relâmpago',
      'Oferta Especial',
      'Desconto no Pix',
      'Kit com Desconto',
      'Desconto Progressivo',
      'Preço de Lançamento',
      'Só Hoje com Desconto',
      'Queima de Estoque',
    ],
  },
  en: {
    templates: [
      '{DESCONTO}% Off',
      'Free Shipping Today',
      'Flash Sale',
      'Special Offer',
      'Launch Price',
      'Kit Discount',
      'Buy More, Save More',
      "Today's Deal",
      'Clearance Sale',
    ],
  },
  es: {
    templates: [
      '{DESCONTO}% de Descuento',
      'Envío Gratis Hoy',
      'Oferta Relámpago',
      'Oferta Especial',
      'Descuento Especial',
      'Kit con Descuento',
      'Compra Más y Ahorra',
      'Solo Hoy',
      'Liquidación',
    ],
  },
}
