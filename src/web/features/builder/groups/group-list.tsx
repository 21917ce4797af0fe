import { Merge } from 'lucide-react'
import type { PlanAdGroup } from '../../../../shared/plan'
import { builder } from '../../../i18n/pt-BR/builder'
import { cn } from '../../../lib/cn'
import { Button } from '../../../ui/button'
import { Checkbox } from '../../../ui/checkbox'

const t = builder.groups

interface GroupListProps {
  groups: PlanAdGroup[]
  open: number
  onOpen: (index: number) => void
  picked: ReadonlySet<number>
  onPick: (index: number, on: boolean) => void
  onMerge: () => void
}

/** Every group with its keyword count: open one to edit it, tick two or more to merge them. */
export function GroupList({ groups, open, onOpen, picked, onPick, onMerge }: GroupListProps) {
  return (
    <div className="grid content-start gap-2">
      <ul aria-label={t.list} className="grid gap-1.5" data-testid="group-list">
        {groups.map((g, i) => {
          const name = g.name || t.newGroupName(i + 1)
          return (
            <li key={i} className={cn('flex min-w-0 items-center gap-2 rounded-md border px-2 py-1.5', i === open ? 'border-primary bg-accent' : 'border-border bg-card')}>
              <Checkbox checked={picked.has(i)} onCheckedChange={(v) => onPick(i, v === true)} aria-label={t.selectGroup(name)} />
              <button type="button" aria-current={i === open ? 'true' : undefined} onClick={() => onOpen(i)}
                className="flex min-w-0 flex-1 flex-col items-start rounded-sm px-1 py-0.5 text-left text-sm hover:underline">
                <span className="w-full break-words font-medium">{name}</span>
                <span className="text-xs text-muted-foreground" data-testid="group-keyword-count">{t.keywordsCount(g.keywords.length)}</span>
              </button>
            </li>
          )
        })}
      </ul>
      {picked.size >= 2 && (
        <Button variant="outline" onClick={onMerge}>
          <Merge aria-hidden="true" />{t.merge(picked.size)}
        </Button>
      )}
    </div>
  )
}
