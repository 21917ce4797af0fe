import { useState, type FormEvent } from 'react'
import { Button } from '../../../ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../ui/dialog'
import { Input } from '../../../ui/input'
import { Label } from '../../../ui/label'
import { gen } from '../../../i18n/pt-BR/generators'

/** Asks the saved list's name, starting from the tool's default; an empty name or cancel does nothing. */
export function SaveListDialog({ defaultName, onOpenChange, onSave }: {
  /** null while closed. */
  defaultName: string | null
  onOpenChange: (open: boolean) => void
  onSave: (name: string) => void
}) {
  return (
    <Dialog open={defaultName !== null} onOpenChange={onOpenChange}>
      <DialogContent>
        {defaultName !== null && <SaveListForm defaultName={defaultName} onCancel={() => onOpenChange(false)} onSave={onSave} />}
      </DialogContent>
    </Dialog>
  )
}

function SaveListForm({ defaultName, onCancel, onSave }: { defaultName: string; onCancel: () => void; onSave: (name: string) => void }) {
  const [name, setName] = useState(defaultName)
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const trimmed = name.trim()
    if (trimmed === '') return onCancel()
    onSave(trimmed)
  }
  return (
    <form onSubmit={submit} className="grid gap-4">
      <DialogHeader>
        <DialogTitle>{gen.saveDialog.title}</DialogTitle>
        <DialogDescription>{gen.saveDialog.description}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <Label htmlFor="save-list-name">{gen.saveDialog.name}</Label>
        <Input id="save-list-name" autoFocus value={name} onChange={(e) => setName(e.target.value)} />
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel}>{gen.saveDialog.cancel}</Button>
        <Button type="submit">{gen.saveDialog.submit}</Button>
      </DialogFooter>
    </form>
  )
}
