import { PageHeader } from '../../ui/page-header'

export function AdminPage() {
  return <PageHeader title="Painel Administrativo" />
}
