import { PageHeader } from '../../ui/page-header'

export function ProfilePage() {
  return <PageHeader title="Configurações do Perfil" />
}
