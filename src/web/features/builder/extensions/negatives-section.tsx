import { useMemo, useState } from 'react'
import { X } from 'lucide-react'
import { distinctTexts, textItems } from '../../../../core/campaigns/editor-content'
import { Button } from '../../../ui/button'
import { builderAds } from '../../../i18n/pt-BR/builder-ads'
import type { StepProps } from '../step-props'
import { FieldIssues } from '../ads/field-issues'
import { NewTextForm } from '../ads/new-text-form'
import { PickList, type PickItem } from '../ads/pick-list'
import { issuesAt, type PlanIssue } from '../ads/plan-issues'
import { addNegatives, hasNegative, keywordProblem, negativeKeys, negativeProblem, removeNegative } from './extension-edits'
import { SectionHeader } from './section-header'
import { PickerDetails } from '../components/picker-details'

const t = builderAds.ext
const PAGE = 100

/** Campaign-level negatives: chosen from the campaign's negative lists (one by one or all), typed by hand, removed. */
export function NegativesSection({ plan, campaign, update, issues }: StepProps & { issues: readonly PlanIssue[] }) {
  const negatives = plan.extensions.negatives
  const [shown, setShown] = useState(PAGE)
  const fromCampaign = useMemo(() => distinctTexts(textItems(campaign, 'negative_keywords')), [campaign])
  const pickItems = useMemo<PickItem[]>(() => fromCampaign.map((text) => ({ text, disabledReason: keywordProblem(text) ?? undefined })), [fromCampaign])
  const keys = useMemo(() => negativeKeys(plan), [plan])
  const missing = useMemo(() => fromCampaign.filter((n) => !hasNegative(keys, n) && keywordProblem(n) === null).length, [fromCampaign, keys])
  return (
    <section aria-labelledby="negatives" className="space-y-4">
      <SectionHeader id="negatives" title={t.negatives} count={t.negativesCount(negatives.length)} hint={t.negativesHint} />
      <FieldIssues messages={issuesAt(issues, ['extensions', 'negatives'], true)} />
      {negatives.length > 0 && (
        <ul className="flex flex-wrap gap-2" aria-label={t.negatives}>
          {negatives.slice(0, shown).map((n) => (
            <li key={n} className="inline-flex items-center gap-1 rounded-full border py-0.5 pl-3 pr-1 text-sm" data-testid="negative-row">
              <span className="break-all">{n}</span>
              <Button type="button" variant="ghost" size="icon" className="size-7 rounded-full hover:text-destructive" aria-label={t.removeNegative(n)}
                onClick={() => update((p) => removeNegative(p, n))}>
                <X aria-hidden="true" />
              </Button>
            </li>
          ))}
        </ul>
      )}
      {negatives.length > shown && (
        <Button type="button" variant="link" className="px-0" onClick={() => setShown((s) => s + PAGE)}>{t.showMore(negatives.length - shown)}</Button>
      )}
      <NewTextForm label={t.newNegative} buttonLabel={t.addNegative} problem={(v) => negativeProblem(plan, v)}
        onAdd={(text) => update((p) => addNegatives(p, [text]))} />
      <PickerDetails summary={<>{t.negativesFromCampaign} ({fromCampaign.length})</>}>
        <div className="mt-2 space-y-2">
          {fromCampaign.length === 0 ? <p className="text-sm text-muted-foreground">{t.negativesNone}</p> : (
            <>
              <Button type="button" variant="outline" size="sm" disabled={missing === 0}
                onClick={() => update((p) => addNegatives(p, fromCampaign))}>
                {t.includeAll(missing)}
              </Button>
              <PickList searchLabel={t.negativesSearch} items={pickItems} picked={(text) => hasNegative(keys, text)}
                onToggle={(text, pick) => update((p) => (pick ? addNegatives(p, [text]) : removeNegative(p, text)))}
                canPick pickedLabel={builderAds.pick.inPlan} />
            </>
          )}
        </div>
      </PickerDetails>
    </section>
  )
}
