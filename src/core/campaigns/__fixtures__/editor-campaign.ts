import { makeCampaign } from './make-campaign'

/**
 * The campaign of the Google Ads Editor golden files: every kind of row, and ç, ã and é in each of them
 * (the campaign name is on every row).
 */
export const editorCampaign = makeCampaign(
  {
    name: 'Promoção Café Relâmpago',
    country: 'Brasil, Portugal',
    final_url: 'https://exemplo.com.br/cafe?utm_source=google&utm_medium=cpc',
    daily_budget: 50,
  },
  [
    ['keywords', ['café em cápsulas', '"comprar café"', '[café relâmpago]', 'Café em Cápsulas']],
    ['negative_keywords', ['grátis', '"como fazer café"', '[reclame aqui]']],
    ['titles', [
      'Promoção Relâmpago', 'Cápsulas de Café', 'Frete Grátis Hoje', 'Compre com Desconto', 'Café Especial',
      'Entrega Rápida', 'Garantia de 30 Dias', 'Pagamento Seguro', 'Parcele em 12x', 'Oferta por Tempo Limitado',
    ]],
    ['descriptions', [
      'Cápsulas "originais", com frete grátis',
      'Compre no site e receba em casa, com nota fiscal.',
      'Promoção relâmpago: até 50% de desconto só hoje.',
      'Pagamento seguro via Pix, boleto ou cartão em até 12x.',
      'Satisfação garantida por 30 dias ou seu dinheiro de volta.',
    ]],
    // A second title list, with one repeat ('café especial', case ignored): 17 distinct titles in all.
    ['titles', [
      'Estoque Limitado', 'Sabor Intenso', 'Torra Artesanal', 'Satisfação Garantida',
      'Aproveite Já', 'café especial', 'Compre Agora', 'Últimas Unidades',
    ]],
    ['sitelinks', [
      { text: 'Fale Conosco', desc1: 'Atendimento humanizado', desc2: 'Seg. a sex., das 9h às 18h', final_url: 'https://exemplo.com.br/contato' },
      { text: 'Perguntas Frequentes', desc1: 'Tire suas dúvidas', desc2: 'Tudo sobre "entrega"', final_url: 'https://exemplo.com.br/faq' },
      { text: 'Nossa História', desc1: 'Torrefação desde 1998', desc2: '', final_url: 'https://exemplo.com.br/historia' },
      { text: 'Sem Página', desc1: 'Fica de fora', desc2: 'Não tem URL' },
      { text: 'Âncora', desc1: 'Fica de fora', desc2: 'Mesma página', final_url: 'https://exemplo.com.br/cafe#ancora' },
    ]],
    ['callouts', ['Frete Grátis', 'Compra 100% Segura', 'Torra Própria']],
    ['promotions', ['50% OFF', 'Leve 3 Pague 2']],
  ],
)
