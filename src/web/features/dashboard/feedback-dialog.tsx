import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { MessageSquarePlus } from 'lucide-react'
import { dashboard } from '../../i18n/pt-BR/dashboard'
import { api } from '../../lib/api'
import { notify } from '../../lib/toast'
import { Button } from '../../ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../ui/dialog'
import { Textarea } from '../../ui/textarea'

const t = dashboard.feedback

/** Floating feedback button and its dialog (SPEC §2 Dashboard, §5 Feedback). */
export function FeedbackDialog() {
  const [open, setOpen] = useState(false)
  const [content, setContent] = useState('')
  const send = useMutation({
    mutationFn: (text: string) => api('/api/feedback', { method: 'POST', json: { content: text } }),
    onSuccess: () => {
      notify.success(t.success, t.successBody)
      setContent('')
      setOpen(false)
    },
    onError: () => notify.error(t.error, t.errorBody),
  })

  function submit() {
    const text = content.trim()
    if (!text) {
      notify.error(t.empty, t.emptyBody)
      return
    }
    send.mutate(text)
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button className="fixed bottom-6 right-6 z-40 shadow-lg" size="lg">
          <MessageSquarePlus aria-hidden="true" />
          <span className="hidden sm:inline">{t.open}</span>
          <span className="sr-only sm:hidden">{t.open}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t.title}</DialogTitle>
          <DialogDescription>{t.description}</DialogDescription>
        </DialogHeader>
        <label htmlFor="feedback" className="sr-only">{t.label}</label>
        <Textarea id="feedback" rows={6} value={content} onChange={(e) => setContent(e.target.value)} placeholder={t.placeholder} />
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>{t.cancel}</Button>
          <Button type="button" onClick={submit} loading={send.isPending}>{send.isPending ? t.busy : t.submit}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
