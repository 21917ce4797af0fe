import { builderAds } from '../../../i18n/pt-BR/builder-ads'
import type { PlanIssues } from '../plan-steps'
import type { StepProps } from '../step-props'
import { CalloutsSection } from '../extensions/callouts-section'
import { NegativesSection } from '../extensions/negatives-section'
import { SitelinksSection } from '../extensions/sitelinks-section'

/** Step 4 'Extensões': sitelinks with their own pages, callouts and campaign negatives, chosen from the campaign's lists or written. */
export function ExtensionsStep({ issues: checked, ...props }: StepProps & { issues: PlanIssues }) {
  const issues = checked.all
  return (
    <div className="space-y-8" data-testid="extensions-step">
      <p className="text-sm text-muted-foreground">{builderAds.ext.description}</p>
      <SitelinksSection {...props} issues={issues} />
      <CalloutsSection {...props} issues={issues} />
      <NegativesSection {...props} issues={issues} />
    </div>
  )
}
