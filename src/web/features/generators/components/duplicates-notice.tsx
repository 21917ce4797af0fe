import { useMemo } from 'react'
import { TriangleAlert } from 'lucide-react'
import { findDuplicates, removeDuplicates } from '../../../../core/keywords/duplicates'
import type { AssetItem } from '../../../../core/types'
import { conflicts as t } from '../../../i18n/pt-BR/conflicts'
import { cn } from '../../../lib/cn'
import { Button } from '../../../ui/button'

/** Shown items of a long duplicates list; the rest is counted. */
const SHOWN = 20

/**
 * 'N palavras-chave duplicadas para o Google' (same match type and words; broad in any order) with
 * the duplicates on expand and 'remover duplicadas', which keeps the first of each. Nothing when
 * the list has none.
 */
export function DuplicatesNotice({ items, listName, onRemove, pending = false, className }: {
  items: readonly AssetItem[]
  /** Names the list in the button's accessible name when a page shows several notices. */
  listName?: string
  onRemove: (next: string[], removed: number) => void
  pending?: boolean
  className?: string
}) {
  // Once per list, not on every render (a big list takes tens of ms).
  const { keywords, duplicates } = useMemo(() => {
    const keywords = items.filter((i): i is string => typeof i === 'string')
    return { keywords, duplicates: findDuplicates(keywords) }
  }, [items])
  if (duplicates.length === 0) return null
  return (
    <div className={cn('rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950', className)} data-testid="duplicates-notice">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex items-center gap-2 font-medium">
          <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-amber-700" />
          {t.duplicates.count(duplicates.length)}
        </p>
        <Button size="sm" variant="outline" loading={pending} aria-label={listName ? t.duplicates.removeLabel(listName) : undefined}
          onClick={() => onRemove(removeDuplicates(keywords), duplicates.length)}>
          {t.duplicates.remove}
        </Button>
      </div>
      {listName && <p className="mt-1 break-words text-xs font-medium">{t.inList(listName)}</p>}
      <p className="mt-1 text-xs">{t.duplicates.explain}</p>
      <details className="mt-2">
        <summary className="cursor-pointer rounded focus-visible:outline-2 focus-visible:outline-ring">{t.duplicates.show}</summary>
        <ul className="mt-1 grid gap-0.5 text-xs">
          {duplicates.slice(0, SHOWN).map((d) => (
            <li key={d.index} className="break-all">{t.duplicates.repeats(keywords[d.index], keywords[d.duplicateOf])}</li>
          ))}
          {duplicates.length > SHOWN && <li>{t.duplicates.more(duplicates.length - SHOWN)}</li>}
        </ul>
      </details>
    </div>
  )
}
