import type { TextTemplates } from '../types'

/**
 * Built-in callout templates, SPEC §3 callout_templates_v1 and §9 "Callouts: 9 (pt)".
 * Maximum 25 characters once {NOME_PRODUTO} is filled in.
 */
export const DEFAULT_CALLOUT_TEMPLATES: TextTemplates = {
  pt: {
    templates: [
      'Frete Grátis',
      'Site Oficial',
      '{NOME_PRODUTO} Original',
      'Compra 100% Segura',
      'Garantia de 30 Dias',
      'Pagamento via Pix',
      'Parcele no Cartão',
      'Entrega Rápida',
      'Atendimento Humanizado',
    ],
  },
}
