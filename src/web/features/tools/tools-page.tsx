import { PageHeader } from '../../ui/page-header'

export function ToolsPage() {
  return <PageHeader title="Ferramentas" />
}
