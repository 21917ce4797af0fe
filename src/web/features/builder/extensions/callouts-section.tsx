import { useMemo } from 'react'
import { X } from 'lucide-react'
import { distinctTexts, sameText, textItems } from '../../../../core/campaigns/editor-content'
import { checkItem } from '../../../../core/editorial'
import { PLAN_LIMITS } from '../../../../core/builder/types'
import { LIMITS, charCount } from '../../../../core/limits'
import { Button } from '../../../ui/button'
import { builderAds } from '../../../i18n/pt-BR/builder-ads'
import type { StepProps } from '../step-props'
import { EditorialNotes } from '../ads/editorial-notes'
import { FieldIssues } from '../ads/field-issues'
import { NewTextForm } from '../ads/new-text-form'
import { PickList, type PickItem } from '../ads/pick-list'
import { issuesAt, type PlanIssue } from '../ads/plan-issues'
import { addCallout, calloutProblem, hasCallout, removeCallout } from './extension-edits'
import { SectionHeader } from './section-header'
import { PickerDetails } from '../components/picker-details'

const t = builderAds.ext
const RECOMMENDED = 4

/** Callouts: chosen from the campaign's lists or written, removed one by one. */
export function CalloutsSection({ plan, campaign, update, issues }: StepProps & { issues: readonly PlanIssue[] }) {
  const callouts = plan.extensions.callouts
  const fromCampaign = useMemo(() => distinctTexts(textItems(campaign, 'callouts')), [campaign])
  const pickItems = useMemo<PickItem[]>(
    () => fromCampaign.map((text) => ({ text, disabledReason: charCount(text) > LIMITS.callout ? builderAds.pick.tooLong(LIMITS.callout) : undefined })),
    [fromCampaign],
  )
  return (
    <section aria-labelledby="callouts" className="space-y-4">
      <SectionHeader id="callouts" title={t.callouts} count={t.calloutsCount(callouts.length)} hint={t.calloutsHint} short={callouts.length < RECOMMENDED} />
      <FieldIssues messages={issuesAt(issues, ['extensions', 'callouts'])} />
      {callouts.length > 0 && (
        <ul className="space-y-1" aria-label={t.callouts}>
          {callouts.map((c, i) => (
            <li key={sameText(c)} className="rounded-md border px-3 py-1.5" data-testid="callout-row">
              <div className="flex items-center gap-2">
                <span className="min-w-0 flex-1 break-words text-sm">{c}</span>
                <span className="text-xs tabular-nums text-muted-foreground">{charCount(c)}/{LIMITS.callout}</span>
                <Button type="button" variant="ghost" size="icon" className="size-8 hover:text-destructive" aria-label={t.removeCallout(c)}
                  onClick={() => update((p) => removeCallout(p, c))}>
                  <X aria-hidden="true" />
                </Button>
              </div>
              <EditorialNotes warnings={checkItem('callouts', c)} />
              <FieldIssues messages={issuesAt(issues, ['extensions', 'callouts', i])} />
            </li>
          ))}
        </ul>
      )}
      <NewTextForm label={t.newCallout} buttonLabel={t.addCallout} limit={LIMITS.callout}
        problem={(v) => calloutProblem(plan, v)} onAdd={(text) => update((p) => addCallout(p, text))} />
      <PickerDetails summary={<>{t.calloutsFromCampaign} ({fromCampaign.length})</>}>
        <div className="mt-2">
          {fromCampaign.length === 0 ? <p className="text-sm text-muted-foreground">{t.calloutsNone}</p> : (
            <PickList searchLabel={t.calloutsSearch} items={pickItems} picked={(text) => hasCallout(plan, text)}
              onToggle={(text, pick) => update((p) => (pick ? addCallout(p, text) : removeCallout(p, text)))}
              canPick={callouts.length < PLAN_LIMITS.callouts} pickedLabel={builderAds.pick.inPlan} />
          )}
        </div>
      </PickerDetails>
    </section>
  )
}
