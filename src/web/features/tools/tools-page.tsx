import { tools as t } from '../../i18n/pt-BR/tools'
import { useMe } from '../../lib/session'
import { PageHeader } from '../../ui/page-header'
import { CATALOGUE, isToolLocked } from './catalogue'
import { ToolCard } from './components/tool-card'
import { UpgradeBanner } from './components/upgrade-banner'

/** /tools: the plan banner and the grid of tools. */
export function ToolsPage() {
  const { data: me } = useMe()
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      <PageHeader title={t.title} description={t.description} className="mb-0" />
      <UpgradeBanner plan={me?.flags.displayedPlan ?? 'trial'} />
      <section aria-labelledby="tools-grid-title" className="grid gap-4">
        <h2 id="tools-grid-title" className="text-lg font-semibold">{t.gridTitle}</h2>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {CATALOGUE.map((tool) => <ToolCard key={tool.id} tool={tool} locked={isToolLocked(tool, me?.flags.plan ?? null)} />)}
        </div>
      </section>
    </div>
  )
}
