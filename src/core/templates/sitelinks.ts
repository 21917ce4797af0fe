import type { SitelinkTemplates } from '../types'

/**
 * Built-in sitelink templates, SPEC §3 sitelink_templates_v1 and §9 "Sitelinks: 7 (pt)".
 * Text at most 25 characters, each description at most 35, once {NOME_PRODUTO} is filled in.
 */
export const DEFAULT_SITELINK_TEMPLATES: SitelinkTemplates = {
  pt: {
    templates: [
      {
        text: 'Site Oficial',
        desc1: 'Compre {NOME_PRODUTO} Original',
        desc2: 'Direto do Fabricante com Segurança',
      },
      {
        text: 'Compre com Desconto',
        desc1: 'Preço Especial por Tempo Limitado',
        desc2: 'Aproveite a Oferta de Hoje',
      },
      {
        text: 'Depoimentos Reais',
        desc1: 'Veja Quem Já Usa {NOME_PRODUTO}',
        desc2: 'Opiniões de Clientes Verificados',
      },
      {
        text: 'Como Funciona',
        desc1: 'Entenda Como Usar {NOME_PRODUTO}',
        desc2: 'Conheça a Fórmula e os Benefícios',
      },
      {
        text: 'Garantia de 30 Dias',
        desc1: 'Compra Segura e Sem Riscos',
        desc2: 'Satisfação ou Seu Dinheiro de Volta',
      },
      {
        text: 'Perguntas Frequentes',
        desc1: 'Dúvidas Sobre {NOME_PRODUTO}',
        desc2: 'Modo de Uso, Entrega e Pagamento',
      },
      {
        text: 'Frete Grátis',
        desc1: 'Entrega para Todo o Brasil',
        desc2: 'Receba {NOME_PRODUTO} em Casa',
      },
    ],
  },
}
