import type { TextTemplates } from '../types'

/**
 * Built-in description templates, SPEC §3 description_templates_v1 and §9 "Descriptions: 4 (pt only)".
 * Maximum 90 characters once {NOME_PRODUTO} is filled in; at most one '!' each.
 */
export const DEFAULT_DESCRIPTION_TEMPLATES: TextTemplates = {
  pt: {
    templates: [
      'Compre {NOME_PRODUTO} no Site Oficial com Desconto Exclusivo e Frete Grátis. Aproveite!',
      '{NOME_PRODUTO} Original com Garantia de Satisfação. Compra 100% Segura no Site Oficial.',
      'Veja Como o {NOME_PRODUTO} Funciona e Confira Depoimentos de Quem Já Usa.',
      'Oferta por Tempo Limitado: {NOME_PRODUTO} com Preço Especial. Peça o Seu Hoje Mesmo.',
    ],
  },
}
