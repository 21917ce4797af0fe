import { useId, useState } from 'react'
import { Input } from '../../../ui/input'
import { Label } from '../../../ui/label'
import { cn } from '../../../lib/cn'
import { builderAds } from '../../../i18n/pt-BR/builder-ads'
import { CharCounter } from './char-counter'
import { FieldIssues } from './field-issues'

interface CountedFieldProps {
  label: string
  /** The plan's value. */
  value: string
  /** Shows `n/limit` when given. */
  limit?: number
  /** Why a typed value cannot go in the plan (pt-BR), or null. */
  problem: (value: string) => string | null
  /** Called with each value the plan accepts, as it is typed. */
  onCommit: (value: string) => void
  /** The plan's own errors about this field. */
  issues?: readonly string[]
  placeholder?: string
  /** A muted line under the field (advice, not an error). */
  hint?: string
  type?: 'text' | 'url'
  /** The label is read by screen readers only (the row shows its number). */
  srLabel?: boolean
  className?: string
}

const clean = (s: string) => s.trim().normalize('NFC')

/**
 * A text field of the plan, edited in place: every value it accepts goes to the plan as it is typed; one it
 * refuses (over the limit, a repeat, blank) stays in the box with the reason under it and the plan keeps
 * the last accepted value, which comes back when the field loses focus.
 */
export function CountedField({ label, value, limit, problem, onCommit, issues = [], placeholder, hint, type = 'text', srLabel = false, className }: CountedFieldProps) {
  const id = useId()
  const [draft, setDraft] = useState(value)
  const [seen, setSeen] = useState(value)
  if (value !== seen) {
    // Changed elsewhere (a pick, an undo, the newer version of a conflict): show it unless it is what is typed.
    setSeen(value)
    if (clean(draft) !== value) setDraft(value)
  }
  const refusal = clean(draft) === value ? null : problem(draft)
  const messages = refusal ? [refusal, builderAds.problems.kept] : []
  const describedBy = [limit !== undefined ? `${id}-count` : '', hint ? `${id}-hint` : '', messages.length + issues.length > 0 ? `${id}-errors` : ''].filter(Boolean).join(' ') || undefined
  return (
    <div className={cn('min-w-0 space-y-1', className)}>
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id} className={cn(srLabel && 'sr-only')}>{label}</Label>
        {limit !== undefined && <CharCounter id={`${id}-count`} value={draft} limit={limit} />}
      </div>
      <Input
        id={id}
        type={type}
        value={draft}
        placeholder={placeholder}
        aria-invalid={refusal !== null || issues.length > 0 || undefined}
        aria-describedby={describedBy}
        inputMode={type === 'url' ? 'url' : undefined}
        onChange={(e) => {
          const next = e.target.value
          setDraft(next)
          if (clean(next) !== value && problem(next) === null) onCommit(next)
        }}
        onBlur={() => {
          if (refusal) setDraft(value)
        }}
      />
      {hint && <p id={`${id}-hint`} className="text-xs text-muted-foreground">{hint}</p>}
      <div id={`${id}-errors`} aria-live="polite">
        <FieldIssues messages={[...messages, ...issues]} />
      </div>
    </div>
  )
}
