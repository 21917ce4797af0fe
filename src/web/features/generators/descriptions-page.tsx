import { PageHeader } from '../../ui/page-header'

export function DescriptionsPage() {
  return <PageHeader title="Gerador de Descrições" />
}
