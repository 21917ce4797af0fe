import { PageHeader } from '../../ui/page-header'

export function CalloutsPage() {
  return <PageHeader title="Gerador de Frases de Destaque" />
}
