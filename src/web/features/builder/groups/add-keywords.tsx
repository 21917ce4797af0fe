import { useState } from 'react'
import { Plus } from 'lucide-react'
import type { CampaignPlan } from '../../../../shared/plan'
import { builder } from '../../../i18n/pt-BR/builder'
import { notify } from '../../../lib/toast'
import { Button } from '../../../ui/button'
import { Label } from '../../../ui/label'
import { Textarea } from '../../../ui/textarea'
import { addKeywords } from './group-ops'

const t = builder.groups

/** Keywords typed by hand into a group, one a line in notation. */
export function AddKeywords({ plan, groupIndex, update }: { plan: CampaignPlan; groupIndex: number; update: (change: (p: CampaignPlan) => CampaignPlan) => void }) {
  const [text, setText] = useState('')
  const id = `group-${groupIndex}-add`
  function add() {
    const r = addKeywords(plan, groupIndex, text)
    update((p) => addKeywords(p, groupIndex, text).plan)
    if (r.added > 0) notify.success(t.added(r.added))
    else notify.info(t.noneAdded)
    setText('')
  }
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{t.add}</Label>
      <Textarea id={id} rows={3} value={text} onChange={(e) => setText(e.target.value)} aria-describedby={`${id}-hint`} spellCheck={false} />
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">{t.addHint}</p>
      <Button type="button" variant="outline" className="justify-self-start" disabled={text.trim() === ''} onClick={add}>
        <Plus aria-hidden="true" />{t.addButton}
      </Button>
    </div>
  )
}
