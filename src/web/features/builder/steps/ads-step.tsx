import { useId, useMemo, useState } from 'react'
import { Plus } from 'lucide-react'
import { distinctTexts, textItems } from '../../../../core/campaigns/editor-content'
import { PLAN_LIMITS } from '../../../../core/builder/types'
import { Button } from '../../../ui/button'
import { Label } from '../../../ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../ui/select'
import { builderAds } from '../../../i18n/pt-BR/builder-ads'
import type { StepProps } from '../step-props'
import { addAd } from '../ads/ad-edits'
import { AdCard, type CampaignTexts } from '../ads/ad-card'
import { FieldIssues } from '../ads/field-issues'
import { issuesAt } from '../ads/plan-issues'
import type { PlanIssues } from '../plan-steps'

const t = builderAds.ads

/**
 * Step 3 'Anúncios': for the chosen ad group, its responsive search ads (one by default, up to 3), each
 * with its headlines, descriptions, pins and paths, a live preview and our strength estimate.
 */
export function AdsStep({ plan, campaign, update, issues: checked }: StepProps & { issues: PlanIssues }) {
  const id = useId()
  const [chosen, setChosen] = useState(0)
  const issues = checked.all
  const campaignTexts = useMemo<CampaignTexts>(
    () => ({ headlines: distinctTexts(textItems(campaign, 'titles')), descriptions: distinctTexts(textItems(campaign, 'descriptions')) }),
    [campaign],
  )
  const groups = plan.ad_groups
  if (groups.length === 0) {
    return <p className="rounded-md border border-dashed p-6 text-sm text-muted-foreground" data-testid="ads-no-groups">{t.noGroups}</p>
  }
  const g = Math.min(chosen, groups.length - 1)
  const group = groups[g]
  const full = group.ads.length >= PLAN_LIMITS.adsPerGroup
  return (
    <div className="space-y-6" data-testid="ads-step">
      <p className="text-sm text-muted-foreground">{t.description}</p>
      <div className="max-w-md space-y-1.5">
        <Label htmlFor={`${id}-group`}>{t.group}</Label>
        <Select value={String(g)} onValueChange={(v) => setChosen(Number(v))}>
          <SelectTrigger id={`${id}-group`}><SelectValue /></SelectTrigger>
          <SelectContent>
            {groups.map((x, i) => <SelectItem key={i} value={String(i)}>{t.groupOption(x.name, x.ads.length)}</SelectItem>)}
          </SelectContent>
        </Select>
      </div>
      <FieldIssues messages={issuesAt(issues, ['ad_groups', g, 'ads'])} />
      {group.ads.length === 0 && <p className="rounded-md border border-dashed p-4 text-sm text-muted-foreground">{t.noAds}</p>}
      {group.ads.map((ad, a) => (
        <AdCard
          key={`${g}-${a}`}
          ad={ad}
          adRef={{ group: g, ad: a }}
          keywords={group.keywords}
          finalUrl={group.final_url ?? plan.settings.final_url}
          product={campaign.name}
          campaignTexts={campaignTexts}
          issues={issues}
          update={update}
        />
      ))}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="button" variant="outline" disabled={full} onClick={() => update((p) => addAd(p, g))}>
          <Plus aria-hidden="true" />
          {t.addAd}
        </Button>
        {full && <span className="text-sm text-muted-foreground">{t.adsMax}</span>}
      </div>
    </div>
  )
}
