import type { TextTemplates } from '../types'

/**
 * Built-in callout templates, SPEC §3 callout_templates_v1 (§9 counts are minimums).
 * At most 25 characters once filled; no '!'. {PARCELAS}, {GARANTIA_DIAS} and {DESCONTO} are the user's
 * offer facts. The last of each language claims to be the brand: affiliate-safe mode leaves it out.
 */
export const DEFAULT_CALLOUT_TEMPLATES: TextTemplates = {
  pt: {
    templates: [
      'Compra Segura',
      'Produto Original',
      '{NOME_PRODUTO} Original',
      'Pagamento via Pix',
      'Pague no Boleto',
      'Parcele no Cartão',
      'Até {PARCELAS}x sem Juros',
      '{DESCONTO}% de Desconto',
      'Kits com Desconto',
      'Garantia de {GARANTIA_DIAS} Dias',
      'Envio para Todo o Brasil',
      'Pedido com Rastreio',
      'Compre sem Sair de Casa',
      'Atendimento Humanizado',
      'Oferta por Tempo Limitado',
      'Fácil de Usar',
      'Site Oficial',
    ],
  },
  en: {
    templates: [
      'Secure Checkout',
      'Genuine Product',
      'Genuine {NOME_PRODUTO}',
      'Flexible Payments',
      '{PARCELAS} Interest-Free Payments',
      '{DESCONTO}% Off Today',
      'Kit Discounts',
      '{GARANTIA_DIAS}-Day Guarantee',
      'Nationwide Delivery',
      'Tracked Orders',
      'Shop From Home',
      'Friendly Support',
      'Limited-Time Offer',
      'Easy to Use',
      'Official Store',
    ],
  },
  es: {
    templates: [
      'Compra Segura',
      'Producto Original',
      '{NOME_PRODUTO} Original',
      'Varias Formas de Pago',
      '{PARCELAS} Cuotas sin Interés',
      '{DESCONTO}% de Descuento',
      'Kits con Descuento',
      'Garantía de {GARANTIA_DIAS} Días',
      'Envío a Todo el País',
      'Pedido con Seguimiento',
      'Compra Desde Casa',
      'Atención Personalizada',
      'Oferta Limitada',
      'Fácil de Usar',
      'Tienda Oficial',
    ],
  },
}
