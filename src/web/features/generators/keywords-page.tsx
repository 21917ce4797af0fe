import { PageHeader } from '../../ui/page-header'

export function KeywordsPage() {
  return <PageHeader title="Gerador de Palavras-chave" />
}
