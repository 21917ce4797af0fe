import { useMemo } from 'react'
import { Trash2 } from 'lucide-react'
import { sitelinkItems, sameText } from '../../../../core/campaigns/editor-content'
import { checkItem } from '../../../../core/editorial'
import { PLAN_LIMITS } from '../../../../core/builder/types'
import { SITELINK_LIMITS, charCount } from '../../../../core/limits'
import { Button } from '../../../ui/button'
import { builderAds } from '../../../i18n/pt-BR/builder-ads'
import type { StepProps } from '../step-props'
import { CountedField } from '../ads/counted-field'
import { EditorialNotes } from '../ads/editorial-notes'
import { FieldIssues } from '../ads/field-issues'
import { NewTextForm } from '../ads/new-text-form'
import { PickList, type PickItem } from '../ads/pick-list'
import { issuesAt, type PlanIssue } from '../ads/plan-issues'
import { addSitelink, editSitelink, removeSitelink, sitelinkIndex, sitelinkProblem, type SitelinkPart } from './extension-edits'
import { SectionHeader } from './section-header'
import { PickerDetails } from '../components/picker-details'

const t = builderAds.ext
const RECOMMENDED = 4

/** The campaign's sitelinks to choose from, and the plan's, each edited part by part with its own page. */
export function SitelinksSection({ plan, campaign, update, issues }: StepProps & { issues: readonly PlanIssue[] }) {
  const sitelinks = plan.extensions.sitelinks
  const fromCampaign = useMemo(() => {
    const seen = new Set<string>()
    return sitelinkItems(campaign).filter((s) => !seen.has(sameText(s.text)) && seen.add(sameText(s.text)))
  }, [campaign])
  const pickItems = useMemo<PickItem[]>(() => fromCampaign.map((s) => {
    const fits = charCount(s.text) <= SITELINK_LIMITS.text && charCount(s.desc1) <= SITELINK_LIMITS.desc1 && charCount(s.desc2) <= SITELINK_LIMITS.desc2
    return {
      text: s.text,
      detail: [s.desc1, s.desc2, s.url].filter(Boolean).join(' · ') || undefined,
      disabledReason: fits ? undefined : builderAds.pick.tooLong(SITELINK_LIMITS.text),
    }
  }), [fromCampaign])
  const toggle = (text: string, pick: boolean) => {
    if (!pick) return update((p) => removeSitelink(p, sitelinkIndex(p, text)))
    const s = fromCampaign.find((x) => x.text === text)
    if (s) update((p) => addSitelink(p, { text: s.text, desc1: s.desc1, desc2: s.desc2, final_url: s.url || null }))
  }
  const field = (i: number, part: SitelinkPart) => ['extensions', 'sitelinks', i, part]
  return (
    <section aria-labelledby="sitelinks" className="space-y-4">
      <SectionHeader id="sitelinks" title={t.sitelinks} count={t.sitelinksCount(sitelinks.length)} hint={t.sitelinksHint} short={sitelinks.length < RECOMMENDED} />
      <FieldIssues messages={issuesAt(issues, ['extensions', 'sitelinks'])} />
      <PickerDetails summary={<>{t.sitelinksFromCampaign} ({fromCampaign.length})</>} open={sitelinks.length === 0 && fromCampaign.length > 0}>
        <div className="mt-2">
          {fromCampaign.length === 0 ? <p className="text-sm text-muted-foreground">{t.sitelinksNone}</p> : (
            <PickList searchLabel={t.sitelinksFromCampaign} items={pickItems} picked={(text) => sitelinkIndex(plan, text) >= 0}
              onToggle={toggle} canPick={sitelinks.length < PLAN_LIMITS.sitelinks} pickedLabel={builderAds.pick.inPlan} />
          )}
        </div>
      </PickerDetails>
      {sitelinks.length > 0 && (
        <ol className="space-y-3">
          {sitelinks.map((s, i) => (
            <li key={i} data-testid="sitelink-row">
              <fieldset className="space-y-3 rounded-md border p-3">
                <legend className="px-1 text-sm font-semibold">{t.sitelinkLegend(i + 1, s.text)}</legend>
                <div className="grid gap-3 sm:grid-cols-2">
                  <CountedField label={t.sitelinkText(i + 1)} value={s.text} limit={SITELINK_LIMITS.text}
                    problem={(v) => sitelinkProblem(plan, i, 'text', v)} onCommit={(v) => update((p) => editSitelink(p, i, 'text', v))}
                    issues={issuesAt(issues, field(i, 'text'))} />
                  <CountedField label={t.sitelinkUrl(i + 1)} value={s.final_url ?? ''} type="url" placeholder="https://"
                    problem={(v) => sitelinkProblem(plan, i, 'final_url', v)} onCommit={(v) => update((p) => editSitelink(p, i, 'final_url', v))}
                    issues={issuesAt(issues, field(i, 'final_url'))} hint={s.final_url ? t.sitelinkUrlHint : t.sitelinkNoUrl} />
                  {([1, 2] as const).map((d) => (
                    <CountedField key={d} label={t.sitelinkDesc(i + 1, d)} value={s[`desc${d}`]} limit={SITELINK_LIMITS[`desc${d}`]}
                      problem={(v) => sitelinkProblem(plan, i, `desc${d}`, v)} onCommit={(v) => update((p) => editSitelink(p, i, `desc${d}`, v))}
                      issues={issuesAt(issues, field(i, `desc${d}`))} />
                  ))}
                </div>
                <EditorialNotes warnings={checkItem('sitelinks', { text: s.text, desc1: s.desc1, desc2: s.desc2 })} />
                <Button type="button" variant="ghost" size="sm" className="text-destructive" onClick={() => update((p) => removeSitelink(p, i))}>
                  <Trash2 aria-hidden="true" />
                  {t.removeSitelink(i + 1)}
                </Button>
              </fieldset>
            </li>
          ))}
        </ol>
      )}
      <NewTextForm label={t.newSitelink} buttonLabel={t.addSitelink} limit={SITELINK_LIMITS.text}
        problem={(v) => sitelinkProblem(plan, sitelinks.length, 'text', v)}
        onAdd={(text) => update((p) => addSitelink(p, { text, desc1: '', desc2: '', final_url: null }))} />
    </section>
  )
}
