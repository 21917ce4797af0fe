import { useState } from 'react'
import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react'
import { builder } from '../../../i18n/pt-BR/builder'
import { Button } from '../../../ui/button'
import { stepOfPath } from '../plan-steps'

const t = builder.review
/** A long list shows this many until asked for all. */
const SHOWN = 30

export interface ListedProblem {
  message: string
  path?: readonly PropertyKey[]
}

/** Problems of one kind, each with a way to the step that fixes it. */
export function ProblemList({ id, title, problems, tone, onGo }: { id: string; title: string; problems: readonly ListedProblem[]; tone: 'error' | 'warning'; onGo: (step: number) => void }) {
  const [all, setAll] = useState(false)
  const shown = all ? problems : problems.slice(0, SHOWN)
  const Icon = tone === 'error' ? CircleAlert : TriangleAlert
  const box = tone === 'error' ? 'border-destructive/40 bg-destructive-soft' : 'border-amber-300 bg-amber-50'
  const icon = tone === 'error' ? 'text-destructive-hover' : 'text-amber-700'
  return (
    <section aria-labelledby={id} className={`rounded-md border p-3 ${box}`} data-testid={`review-${tone}s`}>
      <h4 id={id} className="mb-2 text-sm font-semibold">{title}</h4>
      <ul className="grid gap-1.5 text-sm">
        {shown.map((p, i) => {
          const step = p.path ? stepOfPath(p.path) : null
          return (
            <li key={`${i}-${p.message}`} className="flex flex-wrap items-start gap-x-2 break-words">
              <Icon aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${icon}`} />
              <span className="min-w-0 flex-1">{p.message}</span>
              {step !== null && step !== 4 && (
                <Button variant="link" size="sm" className="h-auto px-0 py-0 text-foreground underline" onClick={() => onGo(step)}>
                  {t.goTo(builder.steps.names[step])}
                </Button>
              )}
            </li>
          )
        })}
      </ul>
      {shown.length < problems.length && (
        <Button variant="link" size="sm" className="mt-1 h-auto px-0" onClick={() => setAll(true)}>{t.showAll(problems.length)}</Button>
      )}
    </section>
  )
}

export function AllGood() {
  return (
    <p className="flex items-center gap-2 rounded-md border border-success/40 bg-success-soft p-3 text-sm font-medium text-success" data-testid="review-ok">
      <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
      {t.allGood}
    </p>
  )
}
