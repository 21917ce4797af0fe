import { memo, useRef } from 'react'
import { useVirtualizer } from '@tanstack/react-virtual'
import { unwrapMatch } from '../../../../core/generators/match-type'
import type { MatchType } from '../../../../core/types'
import { builder } from '../../../i18n/pt-BR/builder'
import { Checkbox } from '../../../ui/checkbox'

const t = builder.groups
const MATCH_ORDER: MatchType[] = ['exact', 'phrase', 'broad']

interface KeywordListProps {
  groupIndex: number
  keywords: string[]
  selected: ReadonlySet<number>
  onToggle: (index: number, on: boolean) => void
  onMatch: (index: number, type: MatchType) => void
  /** The schema's refusal of a keyword, by its index. */
  errorOf: (index: number) => string | undefined
}

/**
 * The group's keywords, virtualised (a group may hold thousands): a checkbox to select each, its text
 * and its match type (rewriting the notation). Only the rows in view are in the DOM.
 */
export function KeywordList({ groupIndex, keywords, selected, onToggle, onMatch, errorOf }: KeywordListProps) {
  const scrollRef = useRef<HTMLDivElement>(null)
  const virtualizer = useVirtualizer({
    count: keywords.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 48,
    overscan: 8,
  })
  return (
    <div ref={scrollRef} role="list" aria-label={t.keywords} tabIndex={0} data-testid="group-keywords"
      className="max-h-[24rem] overflow-y-auto rounded-md border border-border focus-visible:outline-2 focus-visible:outline-ring">
      <div className="relative w-full" style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((row) => (
          <div key={row.key} role="listitem" data-index={row.index} ref={virtualizer.measureElement}
            className="absolute left-0 top-0 w-full border-b border-border/60 last:border-b-0" style={{ transform: `translateY(${row.start}px)` }}>
            <KeywordRow id={`kw-${groupIndex}-${row.index}`} index={row.index} keyword={keywords[row.index]} checked={selected.has(row.index)}
              error={errorOf(row.index)} onToggle={onToggle} onMatch={onMatch} />
          </div>
        ))}
      </div>
    </div>
  )
}

interface RowProps {
  id: string
  index: number
  keyword: string
  checked: boolean
  error: string | undefined
  onToggle: (index: number, on: boolean) => void
  onMatch: (index: number, type: MatchType) => void
}

const KeywordRow = memo(function KeywordRow({ id, index, keyword, checked, error, onToggle, onMatch }: RowProps) {
  const { text, matchType } = unwrapMatch(keyword)
  return (
    <div className="flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2" data-testid="keyword-row">
      <Checkbox id={`${id}-check`} checked={checked} onCheckedChange={(v) => onToggle(index, v === true)} />
      <label htmlFor={`${id}-check`} className="min-w-0 flex-1 break-words text-sm">{keyword}</label>
      <select
        aria-label={t.matchType(text)}
        value={matchType}
        onChange={(e) => onMatch(index, e.target.value as MatchType)}
        className="h-8 rounded-md border border-input bg-background px-2 text-sm"
      >
        {MATCH_ORDER.map((m) => <option key={m} value={m}>{t.matchTypes[m]}</option>)}
      </select>
      {error && <p className="basis-full text-sm text-destructive-hover">{error}</p>}
    </div>
  )
})
