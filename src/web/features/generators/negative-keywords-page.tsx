import { PageHeader } from '../../ui/page-header'

export function NegativeKeywordsPage() {
  return <PageHeader title="Palavras-chave Negativas" />
}
