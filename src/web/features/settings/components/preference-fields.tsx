import { useId, type ReactNode } from 'react'
import { Label } from '../../../ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../ui/select'
import { Switch } from '../../../ui/switch'

type Option<T extends string> = { value: T; label: string }

/** A labelled select of the preferences card; `hint` is read with the field. */
export function PreferenceSelect<T extends string>({ id, label, value, onChange, options, hint, placeholder, disabled, invalid }: {
  id: string
  label: string
  value: T | ''
  onChange: (v: T) => void
  options: readonly Option<T>[]
  hint?: string
  placeholder?: string
  disabled?: boolean
  invalid?: boolean
}) {
  const hintId = `${id}-hint`
  return (
    <div className="grid content-start gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select value={value} onValueChange={(v) => onChange(v as T)} disabled={disabled}>
        <SelectTrigger id={id} aria-describedby={hint ? hintId : undefined} aria-invalid={invalid || undefined}>
          <SelectValue placeholder={placeholder} />
        </SelectTrigger>
        <SelectContent>
          {options.map((o) => <SelectItem key={o.value} value={o.value}>{o.label}</SelectItem>)}
        </SelectContent>
      </Select>
      {hint && <p id={hintId} className="text-xs text-muted-foreground">{hint}</p>}
    </div>
  )
}

/** A switch with its label and an explanation, the whole row wide. */
export function SwitchRow({ label, hint, checked, onCheckedChange, disabled, children }: {
  label: string
  hint: string
  checked: boolean
  onCheckedChange: (on: boolean) => void
  disabled?: boolean
  /** Shown under the explanation (the automation's list). */
  children?: ReactNode
}) {
  const id = useId()
  return (
    <div className="flex gap-3 rounded-md border border-border p-3 sm:p-4">
      <Switch id={id} checked={checked} onCheckedChange={onCheckedChange} disabled={disabled} aria-describedby={`${id}-hint`} className="mt-0.5" />
      <div className="grid min-w-0 flex-1 gap-1">
        <Label htmlFor={id} className="leading-snug">{label}</Label>
        <p id={`${id}-hint`} className="text-sm text-muted-foreground">{hint}</p>
        {children}
      </div>
    </div>
  )
}
