import { Suspense, lazy, useEffect, useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import { MessageSquarePlus } from 'lucide-react'
import { dashboard } from '../../i18n/pt-BR/dashboard'
import { api } from '../../lib/api'
import { notify } from '../../lib/toast'
import { Button } from '../../ui/button'
import { Dialog, DialogContent, DialogTitle, DialogTrigger } from '../../ui/dialog'
import { whenIdle } from '../../ui/lazy'
import { Spinner } from '../../ui/spinner'
import { Tooltip, TooltipContent, TooltipTrigger } from '../../ui/tooltip'
import { feedbackError } from './feedback-error'

const t = dashboard.feedback

const loadFeedbackForm = () => import('./feedback-form')
const FeedbackForm = lazy(() => loadFeedbackForm().then((m) => ({ default: m.FeedbackForm })))

/** Until the form's chunk arrives: the dialog's name and a spinner. */
function FormFallback() {
  return (
    <>
      <DialogTitle>{t.title}</DialogTitle>
      <div className="flex justify-center py-10"><Spinner size={24} /></div>
    </>
  )
}

/**
 * Floating feedback button and its dialog (SPEC §2 Dashboard, §5 Feedback). The form itself
 * (./feedback-form, with the shared FEEDBACK_MAX) loads when the browser is idle or on first opening.
 */
export function FeedbackDialog() {
  const [open, setOpen] = useState(false)
  const [content, setContent] = useState('')
  useEffect(() => whenIdle(() => void loadFeedbackForm().catch(() => undefined), 5000), [])
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
        <Suspense fallback={<FormFallback />}>
          <FeedbackForm content={content} onContent={setContent} onSend={(text) => send.mutate(text)} sending={send.isPending} onCancel={() => setOpen(false)} />
        </Suspense>
      </DialogContent>
    </Dialog>
  )
}
