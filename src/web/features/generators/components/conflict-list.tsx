import { useRef, useState } from 'react'
import { unwrapMatch } from '../../../../core/generators/match-type'
import { conflicts as t } from '../../../i18n/pt-BR/conflicts'
import { Button } from '../../../ui/button'

/** One negative that blocks keywords, as a screen shows it. `key` finds it again for the actions. */
export interface ConflictView {
  key: string
  negative: string
  blocked: string[]
  /** The negative list it is in, when the campaign has more than one. */
  listName?: string | null
}

type Action = (key: string) => void | Promise<void>

/**
 * The negatives that block keywords, each with its blocked keywords on expand and two fixes:
 * remove it, or make it exact (it then blocks only the query identical to it). After a fix the
 * focus goes to the summary line, which stays on screen.
 */
export function ConflictList({ conflicts, keywordCount, onRemove, onMakeExact, pendingKey = null }: {
  conflicts: ConflictView[]
  keywordCount: number
  onRemove: Action
  onMakeExact: Action
  /** The conflict whose fix is being saved: its buttons wait. */
  pendingKey?: string | null
}) {
  const summary = useRef<HTMLParagraphElement>(null)
  const [busy, setBusy] = useState(false)
  const act = async (action: Action, key: string) => {
    setBusy(true)
    try {
      await action(key)
    } finally {
      setBusy(false)
      summary.current?.focus()
    }
  }
  return (
    <div>
      <p ref={summary} tabIndex={-1} role="status" className="text-sm font-medium outline-none" data-testid="conflicts-summary">
        {conflicts.length === 0 ? t.none(keywordCount) : t.summary(conflicts.length)}
      </p>
      {conflicts.length > 0 && (
        <ul className="mt-3 grid gap-3" aria-label={t.panelTitle}>
          {conflicts.map((c) => {
            const exact = unwrapMatch(c.negative).matchType === 'exact'
            const pending = pendingKey === c.key
            return (
              <li key={c.key} className="min-w-0 rounded-md border border-border bg-background p-3" data-testid="conflict-row">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="break-words font-medium" data-testid="conflict-negative">{c.negative}</p>
                    {c.listName && <p className="break-words text-xs text-muted-foreground">{t.inList(c.listName)}</p>}
                  </div>
                  <div className="flex flex-wrap gap-2">
                    {!exact && (
                      <Button size="sm" variant="outline" aria-label={t.makeExactLabel(c.negative)} loading={pending}
                        disabled={busy || pendingKey !== null} onClick={() => void act(onMakeExact, c.key)}>
                        {t.makeExact}
                      </Button>
                    )}
                    <Button size="sm" variant="outline" aria-label={t.removeLabel(c.negative)} disabled={busy || pendingKey !== null}
                      className="text-destructive-hover hover:bg-destructive-soft hover:text-destructive-hover"
                      onClick={() => void act(onRemove, c.key)}>
                      {t.remove}
                    </Button>
                  </div>
                </div>
                <details className="mt-2 text-sm">
                  <summary className="cursor-pointer rounded text-destructive-hover focus-visible:outline-2 focus-visible:outline-ring">
                    {t.blocks(c.blocked.length)}
                  </summary>
                  <ul className="mt-2 flex flex-wrap gap-1" data-testid="conflict-blocked">
                    {c.blocked.map((k) => <li key={k} className="break-all rounded bg-muted px-2 py-0.5">{k}</li>)}
                  </ul>
                </details>
                {exact && <p className="mt-1 text-xs text-muted-foreground">{t.equalsKeyword}</p>}
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
