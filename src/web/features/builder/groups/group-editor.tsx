import { useState } from 'react'
import { Trash2 } from 'lucide-react'
import type { CrossNegatives } from '../../../../core/builder/cross-negatives'
import type { CampaignPlan } from '../../../../shared/plan'
import { builder } from '../../../i18n/pt-BR/builder'
import { ConfirmDialog } from '../../../ui/alert-dialog'
import { Button } from '../../../ui/button'
import { Input } from '../../../ui/input'
import { Label } from '../../../ui/label'
import { FieldError, describedBy } from '../components/fields'
import { CrossNegativesPanel } from './cross-negatives'
import { deleteGroup, renameGroup, setGroupUrl } from './group-ops'
import { KeywordPanel } from './keyword-panel'

const t = builder.groups

interface GroupEditorProps {
  plan: CampaignPlan
  groupIndex: number
  update: (change: (p: CampaignPlan) => CampaignPlan) => void
  errorOf: (path: string) => string | undefined
  /** This group's cross negatives, when the switch is on. */
  cross: CrossNegatives | null
  onDeleted: () => void
}

/** One group: its name, its page, its keywords, its cross negatives; delete it (confirmed). */
export function GroupEditor({ plan, groupIndex: gi, update, errorOf, cross, onDeleted }: GroupEditorProps) {
  const group = plan.ad_groups[gi]
  const [deleting, setDeleting] = useState(false)
  const nameId = `group-${gi}-name`
  const urlId = `group-${gi}-url`
  const nameError = errorOf(`ad_groups.${gi}.name`)
  const urlError = errorOf(`ad_groups.${gi}.final_url`)
  return (
    <section aria-labelledby={`group-${gi}-title`} className="grid min-w-0 gap-4 rounded-lg border border-border bg-card p-4" data-testid="group-editor">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 id={`group-${gi}-title`} className="min-w-0 break-words text-lg font-semibold">{t.editing(group.name || t.newGroupName(gi + 1))}</h3>
        <Button variant="outline" size="sm" onClick={() => setDeleting(true)}>
          <Trash2 aria-hidden="true" />{t.deleteGroup}
        </Button>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <div className="grid content-start gap-2">
          <Label htmlFor={nameId}>{t.name}</Label>
          <Input {...describedBy(nameId, nameError)} value={group.name} autoComplete="off" onChange={(e) => update((p) => renameGroup(p, gi, e.target.value))} />
          <FieldError id={nameId} message={nameError} />
        </div>
        <div className="grid content-start gap-2">
          <Label htmlFor={urlId}>{t.finalUrl}</Label>
          <Input {...describedBy(urlId, urlError, t.finalUrlHint)} type="url" inputMode="url" value={group.final_url ?? ''}
            placeholder={plan.settings.final_url ?? builder.settings.finalUrlPlaceholder} onChange={(e) => update((p) => setGroupUrl(p, gi, e.target.value))} />
          <p id={`${urlId}-hint`} className="text-sm text-muted-foreground">{t.finalUrlHint}</p>
          <FieldError id={urlId} message={urlError} />
        </div>
      </div>
      <KeywordPanel plan={plan} groupIndex={gi} update={update} errorOf={errorOf} />
      {cross && <CrossNegativesPanel groupIndex={gi} groupName={group.name} cross={cross} update={update} />}
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t.deleteTitle(group.name)}
        description={t.deleteBody}
        confirmLabel={t.deleteConfirm}
        cancelLabel={t.cancel}
        destructive
        onConfirm={() => {
          update((p) => deleteGroup(p, gi))
          onDeleted()
        }}
      />
    </section>
  )
}
