/**
 * A campaign plan that passes the pre-flight with every row type of the plan's Editor file: two groups
 * (one with its own page), pinned headlines and a pinned description, cross-group negatives with one
 * removed, group and campaign negatives, target CPA, search partners, a final URL suffix, two
 * locations, sitelinks (one without page, left out) and callouts. The golden files are made from it.
 */
import type { CampaignPlan } from '../../builder/types'

export const EDITOR_PLAN_NAME = 'Café Especial "Torra Média"'

export const editorPlan: CampaignPlan = {
  settings: {
    daily_budget: 80,
    bid_strategy: 'target_cpa',
    target_value: 35.5,
    locations: [2076, 2620],
    language: 'pt',
    final_url: 'https://cafe.com.br/especial',
    final_url_suffix: 'utm_source=google&utm_medium=cpc&utm_campaign=cafe_especial',
    search_partners: true,
    cross_negatives: true,
  },
  ad_groups: [
    {
      name: 'Comprar',
      final_url: null,
      keywords: ['[comprar café especial]', '"café especial online"', 'café em grãos', '[café torra média]'],
      negatives: ['grátis'],
      ads: [{
        headlines: [
          { text: 'Café Especial, Torra Média', pin: 1 },
          { text: 'Frete Grátis Acima de R$ 99', pin: null },
          { text: 'Grãos Colhidos à Mão', pin: null },
          { text: 'Compre Hoje, Receba Amanhã', pin: 2 },
        ],
        descriptions: [
          { text: 'Café 100% arábica, torrado na semana do envio. Peça o seu.', pin: 1 },
          { text: 'Pague em até 3x sem juros, com entrega para todo o Brasil.', pin: null },
        ],
        path1: 'cafe',
        path2: 'especial',
      }],
      cross_negatives_removed: [],
    },
    {
      name: 'Presentear',
      final_url: 'https://cafe.com.br/presentes',
      keywords: ['[presente café especial]', '"kit café presente"', '[café torra média]'],
      negatives: [],
      ads: [
        {
          headlines: [
            { text: 'Presente de Café Especial', pin: 1 },
            { text: 'Kits Prontos Para Presentear', pin: null },
            { text: 'Cartão com Sua Mensagem', pin: null },
          ],
          descriptions: [
            { text: 'Kits com café especial, caneca e cartão. Entrega com embalagem de presente.', pin: null },
            { text: 'Escolha o kit, escreva a mensagem e nós entregamos.', pin: null },
          ],
          path1: 'presentes',
          path2: '',
        },
        {
          headlines: [
            { text: 'Kit Café Especial', pin: null },
            { text: 'Presente Para Quem Ama Café', pin: null },
            { text: 'Entrega em Todo o Brasil', pin: 3 },
          ],
          descriptions: [
            { text: 'Presenteie com café especial de fazenda, torrado na semana.', pin: null },
            { text: 'Embalagem de presente e cartão inclusos em todos os kits.', pin: 2 },
          ],
          path1: '',
          path2: '',
        },
      ],
      // '[comprar café especial]' would come from Comprar: removed by the user.
      cross_negatives_removed: ['[comprar café especial]'],
    },
  ],
  extensions: {
    sitelinks: [
      { text: 'Cafés em Grãos', desc1: 'Torras clara, média e escura', desc2: 'Moemos na hora, se quiser', final_url: 'https://cafe.com.br/graos' },
      { text: 'Assinatura', desc1: 'Café novo todo mês', desc2: '', final_url: 'https://cafe.com.br/assinatura' },
      { text: 'Nossa História', desc1: '', desc2: '', final_url: null },
    ],
    callouts: ['Torra Semanal', 'Frete Grátis', 'Parcele em 3x'],
    negatives: ['[receita]', '"café solúvel"'],
  },
  updated_at: '2026-11-22T10:00:00.000Z',
}
