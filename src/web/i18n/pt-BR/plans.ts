/** Texts of the plan limits (docs/decisions/010-plans-enforced.md): locked tools, the saved-list limit, the campaign menu. */
export const plans = {
  seePlans: 'Ver Planos',
  proBadge: 'Plano Pro',
  lockedBadge: 'Bloqueado',
  /** Accessible name of a locked item (sidebar, catalogue). */
  lockedName: (name: string) => `${name} (bloqueado: plano Pro)`,
  locked: {
    eyebrow: 'Ferramenta do plano Pro',
    body: 'Seu plano Básico inclui o Gerador de Palavras-chave e o Gerador de Sitelinks. Faça upgrade para o Pro para usar esta ferramenta.',
    noAccess: 'Sua assinatura não inclui esta ferramenta. Escolha um plano para continuar.',
    features: 'O que você ganha com esta ferramenta',
    back: 'Voltar para Ferramentas',
  },
  listLimit: {
    title: 'Limite de listas salvas',
    body: (kind: string) =>
      `O plano Básico guarda 1 lista salva de ${kind.toLowerCase()}. Você pode substituir, renomear ou excluir a lista que já tem; com o Pro, as listas são ilimitadas.`,
    replace: (name: string) => `Substituir "${name}"`,
    replaced: (name: string) => `Lista "${name}" substituída`,
    close: 'Fechar',
  },
  campaignMenu: {
    notInPlan: (kind: string) => `${kind}: recurso do plano Pro. Faça upgrade para salvar este tipo de lista na campanha.`,
  },
} as const
