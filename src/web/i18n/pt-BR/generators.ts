/** Texts of the seven generator screens (SPEC §2, §5, §8). */
import type { AssetType } from '../../../core/types'

export interface ToolTexts {
  title: string
  description: string
  info: string
  countLabel: string
  empty: string
  placeholder: string
}

export const toolTexts: Record<AssetType, ToolTexts> = {
  keywords: {
    title: 'Gerador de Palavras-chave',
    description: 'Gere palavras-chave por etapa do funil a partir do nome do produto.',
    info: 'Escolha o tipo de lista, o idioma e a etapa do funil. Use o misturador para combinar colunas de palavras.',
    countLabel: 'palavras-chave geradas',
    empty: 'Nenhuma palavra-chave gerada',
    placeholder: 'Uma palavra-chave por linha...',
  },
  negative_keywords: {
    title: 'Palavras-chave Negativas',
    description: 'Carregue uma lista padrão de palavras negativas para o idioma escolhido.',
    info: 'Palavras negativas evitam que seu anúncio apareça para buscas que não vendem, como "grátis" ou "reclamação".',
    countLabel: 'palavras negativas',
    empty: 'Nenhuma palavra negativa carregada',
    placeholder: 'Uma palavra negativa por linha...',
  },
  titles: {
    title: 'Gerador de Títulos',
    description: 'Títulos de até 30 caracteres para anúncios de pesquisa.',
    info: 'Use o máximo de caracteres possível e coloque o nome do produto e o benefício principal no título.',
    countLabel: 'títulos gerados',
    empty: 'Nenhum título gerado',
    placeholder: 'Um título por linha...',
  },
  descriptions: {
    title: 'Gerador de Descrições',
    description: 'Descrições de até 90 caracteres para anúncios de pesquisa.',
    info: 'Descreva o benefício, a oferta e uma chamada para ação. Evite mais de um ponto de exclamação.',
    countLabel: 'descrições geradas',
    empty: 'Nenhuma descrição gerada',
    placeholder: 'Uma descrição por linha...',
  },
  sitelinks: {
    title: 'Gerador de Sitelinks',
    description: 'Sitelinks com texto (25) e duas descrições (35 caracteres cada).',
    info: 'Para adicionar manualmente, use o formato Texto;Descrição1;Descrição2, um sitelink por linha.',
    countLabel: 'sitelinks gerados',
    empty: 'Nenhum sitelink gerado',
    placeholder: 'Texto;Descrição1;Descrição2',
  },
  callouts: {
    title: 'Gerador de Frases de Destaque',
    description: 'Frases de destaque de até 25 caracteres.',
    info: 'Use o máximo de caracteres possível, pense como o comprador e use as dores e os gatilhos da página de vendas.',
    countLabel: 'frases geradas',
    empty: 'Nenhuma frase gerada',
    placeholder: 'Uma frase por linha...',
  },
  promotions: {
    title: 'Gerador de Promoções',
    description: 'Textos de promoção de até 20 caracteres.',
    info: 'Promoções curtas e diretas chamam mais atenção: desconto, frete grátis, brinde.',
    countLabel: 'promoções geradas',
    empty: 'Nenhuma promoção gerada',
    placeholder: 'Uma promoção por linha...',
  },
}

export const gen = {
  infoLabel: 'Dicas de uso',
  config: 'Configuração',
  results: 'Resultados',
  product: 'Nome do produto',
  productPlaceholder: 'Ex.: Colágeno Premium',
  language: 'Idioma',
  languagePlaceholder: 'Selecione o idioma',
  generate: 'Gerar',
  loadDefaults: 'Carregar lista padrão',
  maxLength: (n: number) => `Maior: ${n} caracteres`,
  limitTitle: (limit: number) => `Limite de ${limit} caracteres`,
  actions: {
    label: 'Ações da lista',
    copy: 'Copiar',
    export: 'Exportar TXT',
    import: 'Importar TXT',
    add: 'Adicionar manualmente',
    saveLocal: 'Salvar lista',
  },
  row: {
    edit: 'Editar',
    delete: 'Excluir',
    confirm: 'Confirmar edição',
    cancel: 'Cancelar edição',
    editLabel: 'Editar item',
    warnings: 'Avisos editoriais do Google',
  },
  addDialog: {
    title: 'Adicionar manualmente',
    description: 'Um item por linha. Linhas vazias são ignoradas.',
    submit: 'Adicionar',
    cancel: 'Cancelar',
  },
  saveDialog: {
    title: 'Salvar lista',
    description: 'Dê um nome para encontrar esta lista depois.',
    name: 'Nome da lista',
    submit: 'Salvar',
    cancel: 'Cancelar',
  },
  saved: {
    title: 'Listas salvas',
    items: (n: number) => `${n.toLocaleString('pt-BR')} ${n === 1 ? 'item' : 'itens'}`,
    load: 'Carregar',
    rename: 'Renomear',
    delete: 'Excluir',
    renameLabel: 'Novo nome da lista',
    confirmRename: 'Confirmar',
    cancelRename: 'Cancelar',
    deleteTitle: 'Excluir lista?',
    deleteBody: (name: string) => `A lista "${name}" será removida deste navegador.`,
    deleteConfirm: 'Excluir',
  },
  toasts: {
    required: 'Campos obrigatórios',
    requiredBody: 'Preencha todos os campos de configuração.',
    listNotFound: 'Lista não encontrada',
    templatesNotFound: 'Templates não encontrados',
    selectLanguage: 'Selecione um idioma',
    productRequired: 'Nome do produto obrigatório',
    emptyList: 'Lista vazia',
    saved: 'Lista salva com sucesso!',
    imported: 'Lista importada com sucesso!',
    loaded: (name: string) => `Lista "${name}" carregada!`,
    renamed: 'Lista renomeada!',
    deleted: 'Lista deletada!',
    copied: 'Copiado para a área de transferência!',
    importError: 'Erro ao importar arquivo',
    onlyTxt: 'Apenas arquivos .txt são aceitos.',
    copyError: 'Não foi possível copiar',
    storageError: 'Não foi possível salvar no navegador',
    promotionsGenerated: 'Promoções Geradas!',
    promotionsCount: (n: number) => `${n} ${n === 1 ? 'promoção criada' : 'promoções criadas'}.`,
  },
  keywords: {
    settings: 'Configurações avançadas',
    modeGenerator: 'Gerador',
    modeMixer: 'Misturador',
    listType: 'Tipo de lista',
    funnel: 'Etapa do funil',
    funnelPlaceholder: 'Selecione a etapa',
    matchType: 'Tipo de correspondência',
    funnels: { top: 'Topo de funil', middle: 'Meio de funil', bottom: 'Fundo de funil' },
    matchTypes: { broad: 'Ampla', phrase: 'Frase', exact: 'Exata' },
    strategy: 'Estratégia',
    example: 'Exemplo',
  },
  productOptions: {
    gender: 'Gênero do produto',
    genders: { m: 'Masculino (o Lipo Slim)', f: 'Feminino (a Cinta Modeladora)' },
    offer: {
      legend: 'Dados da oferta (opcional)',
      hint: 'Preencha uma vez: ficam salvos neste navegador para este produto. Modelos que citam um dado em branco são ignorados.',
      fields: { warrantyDays: 'Garantia (dias)', installments: 'Parcelas sem juros', discountPercent: 'Desconto (%)' },
      placeholders: { warrantyDays: 'Ex.: 30', installments: 'Ex.: 12', discountPercent: 'Ex.: 20' },
      notWhole: 'Use só números inteiros.',
      range: (min: number, max: number) => `Use um valor de ${min} a ${max}.`,
      invalid: 'Confira os dados da oferta',
      invalidBody: 'Corrija os campos marcados ou deixe-os em branco.',
    },
  },
  notes: {
    label: 'Sobre esta geração',
    tooLong: (n: number) =>
      n === 1
        ? '1 modelo foi ignorado porque, com este nome de produto, passaria do limite de caracteres — use um nome mais curto, ex.: "Lipo Slim".'
        : `${n} modelos foram ignorados porque, com este nome de produto, passariam do limite de caracteres — use um nome mais curto, ex.: "Lipo Slim".`,
    templateTooLong: (n: number) =>
      n === 1
        ? '1 modelo passa do limite mesmo sem o nome do produto e foi ignorado — revise-o em Configurações Avançadas.'
        : `${n} modelos passam do limite mesmo sem o nome do produto e foram ignorados — revise-os em Configurações Avançadas.`,
    missingFacts: (n: number, facts: string) =>
      n === 1
        ? `1 modelo precisa dos dados da oferta: ${facts}. Preencha em "Dados da oferta" para usá-lo.`
        : `${n} modelos precisam dos dados da oferta: ${facts}. Preencha em "Dados da oferta" para usá-los.`,
    factNames: { warrantyDays: 'garantia', installments: 'parcelas', discountPercent: 'desconto' },
    brandClaims: (n: number) =>
      n === 1
        ? '1 modelo de marca oficial omitido (modo afiliado).'
        : `${n} modelos de marca oficial omitidos (modo afiliado).`,
    usedLanguage: (used: string, chosen: string) => `Gerado com os modelos em ${used}: não há modelos em ${chosen}.`,
    noTemplates: (chosen: string) => `Não há modelos em ${chosen}.`,
    offerLanguages: 'Gerar com os modelos em:',
    noTemplatesAnywhere: 'Não há modelos em nenhum idioma. Restaure os modelos padrão em Configurações Avançadas.',
    keywordLanguage: (chosen: string, used: string) =>
      `Não há palavras-chave próprias em ${chosen}: o gerador usa o conteúdo em ${used}.`,
  },
  mixer: {
    column: (n: number) => `Coluna ${n}`,
    columnPlaceholder: 'Uma palavra por linha',
    addColumn: 'Adicionar coluna',
    removeColumn: (n: number) => `Remover coluna ${n}`,
    accents: 'Incluir variações sem acento',
    matchTypes: 'Tipos de correspondência',
    combinations: 'Combinações',
    cap: 'Limite de geração',
    generate: (cap: string) => `Gerar até ${cap}`,
    truncated: (cap: string) => `Apenas as primeiras ${cap} serão geradas.`,
    errors: {
      'too-few-columns': 'Preencha pelo menos 2 colunas.',
      'too-many-columns': 'Use no máximo 5 colunas.',
      'no-match-type': 'Escolha pelo menos um tipo de correspondência.',
    },
  },
} as const

/**
 * A count as a Brazilian reader writes it (1.234.567). Below 1,000 a whole number reads the same as
 * String(n): the screens' first render (a count of 0) does not pay for ICU's number formatter.
 */
export const formatNumber = (n: number | bigint) =>
  (typeof n === 'bigint' ? n > -1000n && n < 1000n : Number.isInteger(n) && Math.abs(n) < 1000 && !Object.is(n, -0)) ? String(n) : n.toLocaleString('pt-BR')
