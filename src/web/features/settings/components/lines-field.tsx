import type { ReactNode } from 'react'
import { settings as t } from '../../../i18n/pt-BR/settings'
import { Label } from '../../../ui/label'
import { Textarea } from '../../../ui/textarea'
import { fromText } from '../lines'

type Props = { id: string; label: string; value: string; onChange: (v: string) => void; hint?: ReactNode; rows?: number }

/** A one-item-per-line textarea with its label, hint and line count. */
export function LinesField({ id, label, value, onChange, hint, rows = 12 }: Props) {
  return (
    <div className="grid gap-1.5">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        <span className="text-xs text-muted-foreground" aria-live="polite">{t.lines(fromText(value).length)}</span>
      </div>
      <Textarea
        id={id}
        value={value}
        rows={rows}
        spellCheck={false}
        onChange={(e) => onChange(e.target.value)}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className="font-mono text-sm leading-relaxed sm:text-sm"
      />
      {hint && <p id={`${id}-hint`} className="text-xs text-muted-foreground">{hint}</p>}
    </div>
  )
}
