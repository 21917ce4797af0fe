import { PageHeader } from '../../ui/page-header'

export function PromotionsPage() {
  return <PageHeader title="Gerador de Promoções" />
}
