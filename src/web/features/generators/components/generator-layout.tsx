import type { ReactNode } from 'react'
import type { AssetType } from '../../../../core/types'
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card'
import { PageHeader } from '../../../ui/page-header'
import { usePlanAccess } from '../../../lib/session'
import { gen, toolTexts } from '../../../i18n/pt-BR/generators'
import { InfoTooltip } from './info-tooltip'
import { ResultsCard } from './results-card'
import type { GeneratedList } from './use-generated-list'
import { useSavedLists } from './use-saved-lists'
import { lazyModule, useLazyModule } from '../../../ui/lazy'
import { useSticky } from '../../../ui/lite'

/** The saved lists sit below the tool: their section (rows, rename, delete) loads once there are any. */
const savedListsSection = lazyModule(() => import('./saved-lists-section'))

/** The common layout of SPEC §2: configuration card, results card, saved lists, info tooltip. */
export function GeneratorLayout({ tool, limit, list, config, configActions }: {
  tool: AssetType
  limit: number
  list: GeneratedList
  config: ReactNode
  /** Buttons in the configuration card's title row (the keyword screen's gear). */
  configActions?: ReactNode
}) {
  const texts = toolTexts[tool]
  const access = usePlanAccess()
  const saved = useSavedLists(tool, access?.savedListLimit ?? null)
  const section = useLazyModule(savedListsSection, useSticky(saved.lists.length > 0))
  return (
    <div>
      <PageHeader title={texts.title} description={texts.description} actions={<InfoTooltip text={texts.info} />} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] lg:items-start">
        <Card className="min-w-0">
          <CardHeader className="flex-row items-center justify-between">
            <CardTitle>{gen.config}</CardTitle>
            {configActions}
          </CardHeader>
          <CardContent>{config}</CardContent>
        </Card>
        <ResultsCard tool={tool} limit={limit} list={list} onSaveLocal={(name) => saved.save(name, list.items)}
          localListLimit={saved.limitReached ? { lists: saved.lists, onReplace: (id) => saved.replace(id, list.items) } : null} />
      </div>
      {section && <section.SavedListsSection lists={saved.lists} onLoad={list.replace} onRename={saved.rename} onRemove={saved.remove} />}
    </div>
  )
}
