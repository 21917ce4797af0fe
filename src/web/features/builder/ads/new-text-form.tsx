import { useId, useState } from 'react'
import { Plus } from 'lucide-react'
import { Button } from '../../../ui/button'
import { Input } from '../../../ui/input'
import { Label } from '../../../ui/label'
import { CharCounter } from './char-counter'
import { FieldIssues } from './field-issues'

interface NewTextFormProps {
  label: string
  buttonLabel: string
  placeholder?: string
  limit?: number
  /** Why the text cannot be added (pt-BR), or null. */
  problem: (value: string) => string | null
  onAdd: (value: string) => void
  disabled?: boolean
}

/**
 * An input and an add button (Enter adds too); a refused text stays with the reason under it. Not a
 * <form>: the builder page may hold the steps in one.
 */
export function NewTextForm({ label, buttonLabel, placeholder, limit, problem, onAdd, disabled = false }: NewTextFormProps) {
  const id = useId()
  const [draft, setDraft] = useState('')
  const [refusal, setRefusal] = useState<string | null>(null)
  const add = () => {
    const why = problem(draft)
    setRefusal(why)
    if (why) return
    onAdd(draft)
    setDraft('')
  }
  return (
    <div className="space-y-1">
      <div className="flex items-center justify-between gap-2">
        <Label htmlFor={id}>{label}</Label>
        {limit !== undefined && <CharCounter id={`${id}-count`} value={draft} limit={limit} />}
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          id={id}
          value={draft}
          placeholder={placeholder}
          disabled={disabled}
          aria-invalid={refusal !== null || undefined}
          aria-describedby={`${limit !== undefined ? `${id}-count ` : ''}${id}-error`}
          onChange={(e) => {
            setDraft(e.target.value)
            if (refusal) setRefusal(null)
          }}
          onKeyDown={(e) => {
            if (e.key !== 'Enter') return
            e.preventDefault()
            add()
          }}
        />
        <Button type="button" variant="outline" disabled={disabled} onClick={add} className="sm:w-auto">
          <Plus aria-hidden="true" />
          {buttonLabel}
        </Button>
      </div>
      <div id={`${id}-error`} aria-live="polite">
        <FieldIssues messages={refusal ? [refusal] : []} />
      </div>
    </div>
  )
}
