import { useMemo } from 'react'
import type { AssetType } from '../../../../core/types'
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card'
import { formatNumber, gen, toolTexts } from '../../../i18n/pt-BR/generators'
import { ListActions, type LocalListLimit } from './list-actions'
import type { GeneratedList } from './use-generated-list'
import { maxLength } from './tool-config'
import { lazyModule, useLazyModule } from '../../../ui/lazy'
import { useSticky } from '../../../ui/lite'
import { Spinner } from '../../../ui/spinner'

/**
 * The list (virtualised rows, each with its editorial check) is only needed once there are results:
 * its chunk is not in the screen's first script; it loads when the browser is idle after the first
 * paint, or with the first results (not while the screen mounts: its editorial rules compile on load).
 */
const resultsList = lazyModule(() => import('./results-list'))

/** Count, maximum length, the actions and the list (or its empty state). */
export function ResultsCard({ tool, limit, list, onSaveLocal, localListLimit = null }: {
  tool: AssetType
  limit: number
  list: GeneratedList
  onSaveLocal: (name: string) => boolean
  localListLimit?: LocalListLimit | null
}) {
  const texts = toolTexts[tool]
  const longest = useMemo(() => maxLength(tool, list.items), [tool, list.items])
  const listModule = useLazyModule(resultsList, useSticky(list.items.length > 0))
  return (
    <Card className="min-w-0">
      <CardHeader className="gap-3">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <CardTitle>{gen.results}</CardTitle>
          <p className="text-sm text-muted-foreground" aria-live="polite">
            <span className="font-semibold text-foreground" data-testid="result-count">{formatNumber(list.items.length)}</span>{' '}
            {texts.countLabel}
            {list.items.length > 0 && <> · <span data-testid="max-length">{gen.maxLength(longest)}</span></>}
          </p>
        </div>
        <ListActions tool={tool} items={list.items} onImport={list.replace} onAdd={list.add} onSaveLocal={onSaveLocal} localListLimit={localListLimit} />
      </CardHeader>
      <CardContent>
        {list.items.length === 0 ? (
          <p className="rounded-md border border-dashed border-border py-10 text-center text-sm text-muted-foreground">{texts.empty}</p>
        ) : (
          listModule ? (
            <listModule.ResultsList tool={tool} items={list.items} limit={limit} label={texts.countLabel} onEdit={list.edit} onRemove={list.remove} />
          ) : (
            <div className="flex justify-center py-10"><Spinner size={24} /></div>
          )
        )}
      </CardContent>
    </Card>
  )
}
