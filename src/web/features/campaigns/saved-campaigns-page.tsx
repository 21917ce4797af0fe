import { PageHeader } from '../../ui/page-header'

export function SavedCampaignsPage() {
  return <PageHeader title="Campanhas Salvas" />
}
