import { useId, useState } from 'react'
import type { Grouping, PlanStart } from '../../../../core/builder/plan-from-campaign'
import type { Campaign } from '../../../../core/campaigns/types'
import { builder as t } from '../../../i18n/pt-BR/builder'
import { Button } from '../../../ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../ui/card'
import { lazyModule, useLazyModule } from '../../../ui/lazy'
import { Spinner } from '../../../ui/spinner'

/** planFromCampaign and the keyword templates it reads the funnel stages from: loaded while the choice is on screen. */
const starter = lazyModule(() => import('../../../../core/builder/plan-from-campaign'))

const CHOICES: { value: Grouping; label: string; hint: string }[] = [
  { value: 'funnel', label: t.start.funnel, hint: t.start.funnelHint },
  { value: 'theme', label: t.start.theme, hint: t.start.themeHint },
]

/** A campaign without a plan: start one from its lists, its groups by funnel stage or by theme. */
export function StartPlan({ campaign, onStart }: { campaign: Campaign; onStart: (start: PlanStart) => void }) {
  const [grouping, setGrouping] = useState<Grouping>('funnel')
  const start = useLazyModule(starter, true)
  const name = useId()
  const hasKeywords = campaign.assets.some((a) => a.asset_type === 'keywords' && a.content.length > 0)
  return (
    <Card className="max-w-3xl" data-testid="start-plan">
      <CardHeader>
        <CardTitle>{t.start.title}</CardTitle>
        <CardDescription>{t.start.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <fieldset className="grid gap-2">
          <legend className="mb-2 text-sm font-medium">{t.start.grouping}</legend>
          {CHOICES.map((c) => (
            <label key={c.value} className="flex cursor-pointer items-start gap-3 rounded-md border border-border p-3 has-[:checked]:border-primary has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-ring">
              <input type="radio" name={name} value={c.value} checked={grouping === c.value} onChange={() => setGrouping(c.value)} className="mt-1 size-4 accent-primary" />
              <span className="min-w-0">
                <span className="block text-sm font-medium">{c.label}</span>
                <span className="block text-sm text-muted-foreground">{c.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        {!hasKeywords && <p className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm">{t.start.noKeywords}</p>}
      </CardContent>
      <CardFooter>
        <Button disabled={!start} onClick={() => start && onStart(start.planFromCampaign(campaign, { grouping }))}>
          {!start && <Spinner aria-hidden="true" />}{t.start.create}
        </Button>
      </CardFooter>
    </Card>
  )
}
