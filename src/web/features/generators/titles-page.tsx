import { PageHeader } from '../../ui/page-header'

export function TitlesPage() {
  return <PageHeader title="Gerador de Títulos" />
}
