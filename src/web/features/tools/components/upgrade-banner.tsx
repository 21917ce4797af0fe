import { Link } from '../../../ui/link'
import { Check, Sparkles } from 'lucide-react'
import { tools as t } from '../../../i18n/pt-BR/tools'
import { cn } from '../../../lib/cn'
import { Badge } from '../../../ui/badge'
import { Button } from '../../../ui/button'

type Plan = 'trial' | 'basic' | 'pro'

/** The current plan and the two plan cards (SPEC §2 "Tools", §9 prices). */
export function UpgradeBanner({ plan }: { plan: Plan }) {
  return (
    <section aria-labelledby="upgrade-title" className="rounded-lg border border-primary/30 bg-accent/40 p-4 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0 flex-1 basis-72">
          <p className="text-sm text-muted-foreground" data-testid="current-plan">
            {t.banner.current} <Badge variant="outline" className="ml-1 align-middle">{t.banner.plans[plan]}</Badge>
          </p>
          <h2 id="upgrade-title" className="mt-2 flex items-center gap-2 text-lg font-semibold">
            <Sparkles aria-hidden="true" className="size-5 text-primary" />
            {plan === 'pro' ? t.banner.proTitle : t.banner.title}
          </h2>
          <p className="mt-1 text-sm text-muted-foreground">{plan === 'pro' ? t.banner.proBody : t.banner.body}</p>
        </div>
        <Button asChild>
          <Link to="/pricing">{t.banner.seePlans}</Link>
        </Button>
      </div>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        <PlanCard name={t.banner.basic.name} price={t.banner.basic.price} features={t.banner.basic.features} current={plan === 'basic'} />
        <PlanCard name={t.banner.pro.name} price={t.banner.pro.price} features={t.banner.pro.features} current={plan === 'pro'} highlight />
      </div>
    </section>
  )
}

function PlanCard(props: { name: string; price: string; features: readonly string[]; current: boolean; highlight?: boolean }) {
  return (
    <div
      className={cn('rounded-md border bg-background p-4', props.highlight ? 'border-primary' : 'border-border')}
      data-testid={`plan-${props.name}`}
    >
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">{props.name}</h3>
        {props.highlight && <Badge>{t.banner.pro.recommended}</Badge>}
      </div>
      <p className="mt-1">
        <span className="text-2xl font-bold">{props.price}</span>
        <span className="text-sm text-muted-foreground">{t.banner.perMonth}</span>
      </p>
      <ul className="mt-3 grid gap-1 text-sm">
        {props.features.map((f) => (
          <li key={f} className="flex gap-2">
            <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
            {f}
          </li>
        ))}
      </ul>
    </div>
  )
}
