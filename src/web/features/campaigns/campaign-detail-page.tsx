import { PageHeader } from '../../ui/page-header'

export function CampaignDetailPage() {
  return <PageHeader title="Campanha" />
}
