import { builderAds } from '../../../i18n/pt-BR/builder-ads'
import type { StepProps } from '../step-props'
import { usePlanIssues } from '../ads/plan-issues'
import { CalloutsSection } from '../extensions/callouts-section'
import { NegativesSection } from '../extensions/negatives-section'
import { SitelinksSection } from '../extensions/sitelinks-section'

/** Step 4 'Extensões': sitelinks with their own pages, callouts and campaign negatives, chosen from the campaign's lists or written. */
export function ExtensionsStep(props: StepProps) {
  const issues = usePlanIssues(props.plan, 'extensions')
  return (
    <div className="space-y-8" data-testid="extensions-step">
      <p className="text-sm text-muted-foreground">{builderAds.ext.description}</p>
      <SitelinksSection {...props} issues={issues} />
      <CalloutsSection {...props} issues={issues} />
      <NegativesSection {...props} issues={issues} />
    </div>
  )
}
