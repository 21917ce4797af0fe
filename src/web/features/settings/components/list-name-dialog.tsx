import { useState, type FormEvent } from 'react'
import { settings as t } from '../../../i18n/pt-BR/settings'
import { notify } from '../../../lib/toast'
import { Button } from '../../../ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../ui/dialog'
import { Input } from '../../../ui/input'
import { Label } from '../../../ui/label'

type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  title: string
  description?: string
  initialName: string
  submitLabel: string
  /** Toast title when the name is blank. */
  blankMessage: string
  onSubmit: (name: string) => void
}

/** Asks for a template list name; a blank name shows `blankMessage` and keeps the dialog open. */
export function ListNameDialog(props: Props) {
  return (
    <Dialog open={props.open} onOpenChange={props.onOpenChange}>
      <DialogContent {...(props.description ? {} : { 'aria-describedby': undefined })}>
        {props.open && <NameForm {...props} />}
      </DialogContent>
    </Dialog>
  )
}

function NameForm({ onOpenChange, title, description, initialName, submitLabel, blankMessage, onSubmit }: Props) {
  const [name, setName] = useState(initialName)
  const [invalid, setInvalid] = useState(false)

  function submit(e: FormEvent) {
    e.preventDefault()
    const clean = name.trim()
    if (clean === '') {
      setInvalid(true)
      notify.error(blankMessage)
      return
    }
    onSubmit(clean)
    onOpenChange(false)
  }

  return (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <DialogHeader>
        <DialogTitle>{title}</DialogTitle>
        {description && <DialogDescription>{description}</DialogDescription>}
      </DialogHeader>
      <div className="grid gap-1.5">
        <Label htmlFor="list-name">{t.lists.name}</Label>
        <Input
          id="list-name"
          value={name}
          autoFocus
          maxLength={60}
          placeholder={t.lists.namePlaceholder}
          aria-invalid={invalid || undefined}
          onChange={(e) => { setName(e.target.value); setInvalid(false) }}
        />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>{t.lists.cancel}</Button>
        <Button type="submit">{submitLabel}</Button>
      </DialogFooter>
    </form>
  )
}
