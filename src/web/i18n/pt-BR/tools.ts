/** Texts of /tools, the tool catalogue (SPEC §2 "Tools", §9 prices). */
export const tools = {
  title: 'Ferramentas',
  description: 'Tudo o que você precisa para montar campanhas de Google Ads que vendem, em minutos.',
  banner: {
    current: 'Seu plano atual:',
    plans: { trial: 'Teste', basic: 'Básico', pro: 'Pro' },
    title: 'Desbloqueie todas as ferramentas',
    body: 'Com o Pro você cria títulos, descrições, negativas, frases de destaque e promoções sem limite, e personaliza cada template.',
    proTitle: 'Você tem acesso a todas as ferramentas',
    proBody: 'Aproveite cada gerador e personalize seus templates em Configurações Avançadas.',
    seePlans: 'Ver Planos',
    perMonth: '/mês',
    basic: {
      name: 'Básico',
      price: 'R$ 19,90',
      features: ['Gerador de Palavras-chave', 'Gerador de Sitelinks', '1 lista salva por ferramenta'],
    },
    pro: {
      name: 'Pro',
      price: 'R$ 49,90',
      features: ['Todas as ferramentas', 'Listas salvas ilimitadas', 'Templates personalizados e backup'],
      recommended: 'Recomendado',
    },
  },
  gridTitle: 'Ferramentas disponíveis',
  access: 'Acessar ferramenta',
  pro: 'PRO',
  basic: 'Básico',
  featuresLabel: (tool: string) => `Recursos de ${tool}`,
  items: {
    keywords: {
      title: 'Gerador de Palavras-chave',
      description: 'Palavras-chave organizadas por etapa do funil, prontas para colar no Google Ads.',
      features: ['Topo, meio e fundo do funil', 'Correspondência ampla, de frase ou exata', 'Listas para Nutra e Produtos Físicos', '21 idiomas'],
    },
    sitelinks: {
      title: 'Gerador de Sitelinks',
      description: 'Links extras que ocupam mais espaço no anúncio e levam o cliente direto ao que ele procura.',
      features: ['Texto e duas descrições por sitelink', 'Limites de 25 e 35 caracteres respeitados', 'Adição manual no formato Texto;Descrição1;Descrição2'],
    },
    negativeKeywords: {
      title: 'Palavras-chave Negativas',
      description: 'Corte cliques que não vendem: grátis, download, reclamação e centenas de outros termos.',
      features: ['Listas prontas por idioma', 'Tudo em minúsculas e sem repetições', 'Exportação em TXT'],
    },
    titles: {
      title: 'Títulos',
      description: 'Títulos de anúncio persuasivos com o nome do seu produto, dentro do limite de 30 caracteres.',
      features: ['Até 30 caracteres por título', 'Gatilhos de urgência e confiança', 'Edição item a item'],
    },
    descriptions: {
      title: 'Descrições',
      description: 'Descrições que explicam o benefício e chamam para a ação, com até 90 caracteres.',
      features: ['Até 90 caracteres por descrição', 'Chamadas para ação claras', 'Salve na campanha com um clique'],
    },
    callouts: {
      title: 'Frases de Destaque',
      description: 'Frases curtas que reforçam frete grátis, garantia e compra segura logo abaixo do anúncio.',
      features: ['Até 25 caracteres por frase', 'Dicas para usar as dores do comprador', 'Importação e exportação em TXT'],
    },
    promotions: {
      title: 'Promoções',
      description: 'Ofertas diretas que destacam descontos e condições especiais do seu produto.',
      features: ['Até 20 caracteres por promoção', 'Uma promoção por linha', 'Listas salvas no navegador'],
    },
    settings: {
      title: 'Configurações Avançadas',
      description: 'Deixe os geradores com a sua cara: edite cada template e guarde tudo com segurança.',
      features: ['Templates editáveis de todas as ferramentas', 'Automações das suas listas de templates', 'Preferências por idioma', 'Backup e restauração em um arquivo'],
    },
    campaignBuilder: {
      title: 'Construtor de Campanhas',
      description: 'Monte a campanha completa, de palavras-chave a anúncios, em um só fluxo guiado.',
      features: ['Estrutura de campanha pronta', 'Todos os recursos em um só lugar', 'Exportação para o Google Ads'],
    },
  },
} as const
