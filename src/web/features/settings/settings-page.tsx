import { PageHeader } from '../../ui/page-header'

export function SettingsPage() {
  return <PageHeader title="Configurações Avançadas" />
}
