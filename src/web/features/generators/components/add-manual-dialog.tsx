import { useState } from 'react'
import { Button } from '../../../ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../ui/dialog'
import { Textarea } from '../../../ui/textarea'
import { gen } from '../../../i18n/pt-BR/generators'

/** Multi-line box, one item a line; Add is disabled while it is empty. */
export function AddManualDialog({ open, onOpenChange, placeholder, onAdd }: {
  open: boolean
  onOpenChange: (open: boolean) => void
  placeholder: string
  onAdd: (text: string) => void
}) {
  const [text, setText] = useState('')
  const close = (next: boolean) => {
    if (!next) setText('')
    onOpenChange(next)
  }
  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{gen.addDialog.title}</DialogTitle>
          <DialogDescription>{gen.addDialog.description}</DialogDescription>
        </DialogHeader>
        <Textarea
          aria-label={gen.addDialog.title}
          rows={8}
          value={text}
          placeholder={placeholder}
          onChange={(e) => setText(e.target.value)}
        />
        <DialogFooter>
          <Button variant="outline" onClick={() => close(false)}>{gen.addDialog.cancel}</Button>
          <Button
            disabled={text.trim() === ''}
            onClick={() => {
              onAdd(text)
              close(false)
            }}
          >
            {gen.addDialog.submit}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
