import type { TextTemplates } from '../types'

/**
 * Built-in promotion templates, SPEC §3 promotion_templates_v1 and §9 "Promotions: 8 (pt)".
 * Maximum 20 characters once {NOME_PRODUTO} is filled in. The promotion generator defaults to pt.
 */
export const DEFAULT_PROMOTION_TEMPLATES: TextTemplates = {
  pt: {
    templates: [
      '50% de Desconto',
      'Frete Grátis Hoje',
      'Compre 3 Leve 5',
      'Oferta Relâmpago',
      'Desconto no Pix',
      'Preço de Lançamento',
      'Kit com Desconto',
      'Até 12x sem Juros',
    ],
  },
}
