import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { MessageSquarePlus } from 'lucide-react'
import { FEEDBACK_MAX } from '../../../shared/campaigns'
import { dashboard } from '../../i18n/pt-BR/dashboard'
import { api } from '../../lib/api'
import { cn } from '../../lib/cn'
import { notify } from '../../lib/toast'
import { Button } from '../../ui/button'
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '../../ui/dialog'
import { Textarea } from '../../ui/textarea'
import { Tooltip, TooltipContent, TooltipTrigger } from '../../ui/tooltip'
import { feedbackError } from './feedback-error'

const t = dashboard.feedback

/**
 * Floating feedback button and its dialog (SPEC §2 Dashboard, §5 Feedback). The box counts what the
 * server will measure (the trimmed text, FEEDBACK_MAX) so a text over the limit is never sent.
 */
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
    onError: (err) => {
      const { title, body } = feedbackError(err)
      notify.error(title, body)
    },
  })
  const used = content.trim().length
  const over = used - FEEDBACK_MAX

  function submit() {
    const text = content.trim()
    if (!text) {
      notify.error(t.empty, t.emptyBody)
      return
    }
    if (text.length > FEEDBACK_MAX) return
    send.mutate(text)
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      {/* A round 44 px button in the page's right gutter (see DashboardPage): it floats over no content. */}
      <Tooltip>
        <TooltipTrigger asChild>
          <DialogTrigger asChild>
            <Button className="fixed bottom-6 right-6 z-40 size-11 rounded-full p-0 shadow-lg" aria-label={t.open} data-testid="feedback-open">
              <MessageSquarePlus aria-hidden="true" className="size-5" />
            </Button>
          </DialogTrigger>
        </TooltipTrigger>
        <TooltipContent side="left">{t.open}</TooltipContent>
      </Tooltip>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t.title}</DialogTitle>
          <DialogDescription>{t.description}</DialogDescription>
        </DialogHeader>
        <div className="space-y-1.5">
          <label htmlFor="feedback" className="sr-only">{t.label}</label>
          <Textarea
            id="feedback"
            rows={6}
            value={content}
            onChange={(e) => setContent(e.target.value)}
            placeholder={t.placeholder}
            aria-invalid={over > 0 || undefined}
            aria-describedby={over > 0 ? 'feedback-count feedback-too-long' : 'feedback-count'}
          />
          <p id="feedback-count" className={cn('text-right text-xs tabular-nums', over > 0 ? 'font-medium text-destructive' : 'text-muted-foreground')}>
            <span aria-hidden="true" data-testid="feedback-count">{t.count(used, FEEDBACK_MAX)}</span>
            <span className="sr-only">{t.countLabel(used, FEEDBACK_MAX)}</span>
          </p>
          {over > 0 && (
            <p id="feedback-too-long" role="alert" className="text-sm text-destructive">{t.tooLong(FEEDBACK_MAX, over)}</p>
          )}
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={() => setOpen(false)}>{t.cancel}</Button>
          <Button type="button" onClick={submit} loading={send.isPending} disabled={over > 0}>{send.isPending ? t.busy : t.submit}</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  )
}
