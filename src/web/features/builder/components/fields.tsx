import { useState, type ReactNode } from 'react'
import { Input } from '../../../ui/input'
import { Label } from '../../../ui/label'

/** A typed amount: '' → null, '35,50' / '35.5' / '1.234,56' → a number, anything else → undefined. */
export function parseAmount(text: string): number | null | undefined {
  const s = text.trim().replace(/\s/g, '')
  if (s === '') return null
  const normal = s.includes(',') ? s.replace(/\./g, '').replace(',', '.') : s
  if (!/^\d+(\.\d+)?$/.test(normal)) return undefined
  return Number(normal)
}

/** 35.5 → '35,5' (as typed in Brazil); null → ''. */
export const formatAmount = (v: number | null) => (v === null ? '' : String(v).replace('.', ','))

/** The message under a field, tied to it by aria-describedby (`${id}-error`). */
export function FieldError({ id, message }: { id: string; message: string | null | undefined }) {
  if (!message) return null
  return <p id={`${id}-error`} className="text-sm text-destructive-hover">{message}</p>
}

/** aria props of an input with maybe an error and maybe a hint (`${id}-hint`). */
export function describedBy(id: string, error: string | null | undefined, hint?: ReactNode) {
  const ids = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ')
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined } as const
}

interface AmountFieldProps {
  id: string
  label: string
  hint?: ReactNode
  value: number | null
  onChange: (value: number | null) => void
  /** The schema's refusal of the value (shown when the typed text reads fine). */
  error?: string | null
  badText: string
}

/**
 * A money or percent amount typed the Brazilian way. What is typed stays as typed; the plan gets the
 * number once it reads as one (else the field says how to write it, and the plan keeps the last good one).
 */
export function AmountField({ id, label, hint, value, onChange, error, badText }: AmountFieldProps) {
  const [draft, setDraft] = useState(formatAmount(value))
  const [seen, setSeen] = useState(value)
  if (value !== seen) {
    // Changed from elsewhere (another version of the plan): show it, unless it is what is typed.
    setSeen(value)
    if (parseAmount(draft) !== value) setDraft(formatAmount(value))
  }
  const parsed = parseAmount(draft)
  const message = parsed === undefined ? badText : error
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        {...describedBy(id, message, hint)}
        inputMode="decimal"
        autoComplete="off"
        value={draft}
        onChange={(e) => {
          setDraft(e.target.value)
          const v = parseAmount(e.target.value)
          if (v !== undefined && v !== value) {
            setSeen(v)
            onChange(v)
          }
        }}
      />
      {hint && <p id={`${id}-hint`} className="text-sm text-muted-foreground">{hint}</p>}
      <FieldError id={id} message={message} />
    </div>
  )
}
