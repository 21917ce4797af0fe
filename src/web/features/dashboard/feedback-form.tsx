import { FEEDBACK_MAX } from '../../../shared/campaigns'
import { dashboard } from '../../i18n/pt-BR/dashboard'
import { cn } from '../../lib/cn'
import { notify } from '../../lib/toast'
import { Button } from '../../ui/button'
import { DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../ui/dialog'
import { Textarea } from '../../ui/textarea'

const t = dashboard.feedback

/**
 * The feedback dialog's body: its own chunk, loaded when the dialog first opens (or when idle), since
 * FEEDBACK_MAX lives with the shared zod schemas. The box counts what the server will measure (the
 * trimmed text, FEEDBACK_MAX) so a text over the limit is never sent.
 */
export function FeedbackForm({ content, onContent, onSend, sending, onCancel }: {
  content: string
  onContent: (content: string) => void
  onSend: (text: string) => void
  sending: boolean
  onCancel: () => void
}) {
  const used = content.trim().length
  const over = used - FEEDBACK_MAX

  function submit() {
    const text = content.trim()
    if (!text) {
      notify.error(t.empty, t.emptyBody)
      return
    }
    if (text.length > FEEDBACK_MAX) return
    onSend(text)
  }

  return (
    <>
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
          onChange={(e) => onContent(e.target.value)}
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
        <Button type="button" variant="outline" onClick={onCancel}>{t.cancel}</Button>
        <Button type="button" onClick={submit} loading={sending} disabled={over > 0}>{sending ? t.busy : t.submit}</Button>
      </DialogFooter>
    </>
  )
}
