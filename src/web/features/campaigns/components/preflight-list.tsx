import { useState } from 'react'
import { CircleAlert, CircleCheck, TriangleAlert } from 'lucide-react'
import type { Preflight, Problem } from '../../../../core/campaigns/preflight'
import { exportTexts as t } from '../../../i18n/pt-BR/export'
import { Button } from '../../../ui/button'

/** A long list (editorial warnings on thousands of items) shows this many until asked for all. */
const SHOWN = 30

function Problems({ id, title, problems, tone }: { id: string; title: string; problems: Problem[]; tone: 'error' | 'warning' }) {
  const [all, setAll] = useState(false)
  const shown = all ? problems : problems.slice(0, SHOWN)
  const Icon = tone === 'error' ? CircleAlert : TriangleAlert
  const box = tone === 'error' ? 'border-destructive/40 bg-destructive-soft' : 'border-amber-300 bg-amber-50'
  const icon = tone === 'error' ? 'text-destructive-hover' : 'text-amber-700'
  return (
    <section aria-labelledby={id} className={`rounded-md border p-3 ${box}`} data-testid={`preflight-${tone}s`}>
      <h3 id={id} className="mb-2 text-sm font-semibold">{title}</h3>
      <ul className="grid gap-1.5 text-sm">
        {shown.map((p, i) => (
          <li key={`${p.code}-${i}`} className="flex gap-2 break-words">
            <Icon aria-hidden="true" className={`mt-0.5 size-4 shrink-0 ${icon}`} />
            <span className="min-w-0">{p.message}</span>
          </li>
        ))}
      </ul>
      {shown.length < problems.length && (
        <Button variant="link" size="sm" className="mt-1 h-auto px-0" onClick={() => setAll(true)}>{t.panel.showAll(problems.length)}</Button>
      )}
    </section>
  )
}

/** The pre-flight's errors (they block the Editor file) and warnings (they do not), or an all-clear. */
export function PreflightList({ result }: { result: Preflight }) {
  const { errors, warnings } = result
  return (
    <div className="grid gap-3" aria-live="polite">
      {errors.length === 0 && (
        <p className="flex items-center gap-2 rounded-md border border-success/40 bg-success-soft p-3 text-sm font-medium text-success" data-testid="preflight-ok">
          <CircleCheck aria-hidden="true" className="size-4 shrink-0" />
          {t.panel.allGood}
        </p>
      )}
      {errors.length > 0 && <Problems id="preflight-errors-title" title={t.panel.errorsTitle(errors.length)} problems={errors} tone="error" />}
      {warnings.length > 0 && <Problems id="preflight-warnings-title" title={t.panel.warningsTitle(warnings.length)} problems={warnings} tone="warning" />}
    </div>
  )
}
