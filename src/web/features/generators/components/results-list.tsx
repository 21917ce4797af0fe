import { useRef } from 'react'
import { useVirtualizer } from '@tanstack/react-virtual'
import type { AssetItem, AssetType } from '../../../../core/types'
import { SitelinkRow } from './sitelink-row'
import { TextRow } from './text-row'
import { isKeywordTool } from './tool-config'

interface ResultsListProps {
  tool: AssetType
  items: AssetItem[]
  limit: number
  label: string
  onEdit: (index: number, value: AssetItem) => void
  onRemove: (index: number) => void
}

/** The results, virtualised: only the rows in view (plus a few) are in the DOM, whatever the length. */
export function ResultsList({ tool, items, limit, label, onEdit, onRemove }: ResultsListProps) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const sitelinks = tool === 'sitelinks'
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => (sitelinks ? 72 : 38),
    overscan: 8,
  })

  return (
    <div
      ref={scrollRef}
      role="list"
      aria-label={label}
      tabIndex={0}
      className="max-h-[20rem] overflow-y-auto rounded-md border border-border focus-visible:outline-2 focus-visible:outline-ring"
      data-testid="results-list"
    >
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index]
          return (
            <div
              key={row.key}
              role="listitem"
              data-index={row.index}
              ref={virtualizer.measureElement}
              className="absolute left-0 top-0 w-full border-b border-border/60 last:border-b-0"
              style={{ transform: `translateY(${row.start}px)` }}
            >
              {typeof item === 'string' ? (
                <TextRow
                  tool={tool}
                  item={item}
                  index={row.index}
                  limit={limit}
                  editable={isKeywordTool(tool)}
                  onEdit={onEdit}
                  onRemove={onRemove}
                />
              ) : (
                <SitelinkRow item={item} index={row.index} onRemove={onRemove} />
              )}
            </div>
          )
        })}
      </div>
    </div>
  )
}
