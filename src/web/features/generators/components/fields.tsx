import type { ReactNode } from 'react'
import { LANGUAGES } from '../../../../core/languages'
import type { LanguageCode } from '../../../../core/types'
import { Input } from '../../../ui/input'
import { Label } from '../../../ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../ui/select'
import { gen } from '../../../i18n/pt-BR/generators'

export function Field({ id, label, children }: { id: string; label: string; children: ReactNode }) {
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
    </div>
  )
}

export function ProductField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <Field id="product" label={gen.product}>
      <Input id="product" value={value} placeholder={gen.productPlaceholder} onChange={(e) => onChange(e.target.value)} />
    </Field>
  )
}

/** A Select of plain options, labelled. */
export function SelectField<T extends string>({ id, label, value, onChange, options, placeholder }: {
  id: string
  label: string
  value: T | ''
  onChange: (v: T) => void
  options: readonly { value: T; label: string }[]
  placeholder?: string
}) {
  return (
    <Field id={id} label={label}>
      <Select value={value} onValueChange={(v) => onChange(v as T)}>
        <SelectTrigger id={id}><SelectValue placeholder={placeholder} /></SelectTrigger>
        <SelectContent>
          {options.map((o) => <SelectItem key={o.value} value={o.value}>{o.label}</SelectItem>)}
        </SelectContent>
      </Select>
    </Field>
  )
}

export function LanguageField({ value, onChange }: { value: LanguageCode | ''; onChange: (v: LanguageCode) => void }) {
  return (
    <SelectField id="language" label={gen.language} value={value} onChange={onChange} options={LANGUAGES} placeholder={gen.languagePlaceholder} />
  )
}
