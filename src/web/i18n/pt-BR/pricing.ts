/** Texts of /pricing (SPEC §2 Pricing, §9 prices and guarantee). */
export const pricing = {
  expiredTitle: 'Seu Teste Gratuito Expirou!',
  expiredBody: 'Escolha um plano para continuar criando suas campanhas no ForjaAds. Suas campanhas salvas continuam guardadas.',
  title: 'Escolha seu plano',
  headline: 'Teste grátis por 3 dias. Cancele quando quiser.',
  perMonth: '/mês',
  buy: (plan: string) => `Assinar o ${plan}`,
  unavailable: 'Checkout indisponível no momento',
  newTab: '(abre em nova aba)',
  recommended: 'Recomendado',
  guarantee: 'Garantia de 3 dias nos dois planos: se não gostar, devolvemos seu dinheiro.',
  plans: {
    basico: {
      name: 'Básico',
      price: 'R$ 19,90',
      description: 'Para quem está começando a anunciar.',
      features: ['Gerador de Palavras-chave', 'Gerador de Sitelinks', '1 lista salva', 'Acesso limitado às outras ferramentas'],
    },
    pro: {
      name: 'Pro',
      price: 'R$ 49,00',
      description: 'Para afiliados e gestores que rodam várias campanhas.',
      features: ['Todas as ferramentas', 'Listas ilimitadas', 'Construtor de campanhas completo', 'Comparação de campanhas', 'Templates avançados e preferências'],
    },
  },
} as const
