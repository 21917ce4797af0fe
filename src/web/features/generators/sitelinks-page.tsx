import { PageHeader } from '../../ui/page-header'

export function SitelinksPage() {
  return <PageHeader title="Gerador de Sitelinks" />
}
