import { ArrowRight, Clock, CreditCard, FolderOpen, MinusCircle, Search, Sparkles, Wrench } from 'lucide-react'
import { Link } from '../../ui/link'
import { daysLeftLabel } from '../../../core/access'
import { dashboard as t } from '../../i18n/pt-BR/dashboard'
import { useCampaignNames } from '../../lib/campaigns-api'
import { useMe } from '../../lib/session'
import { preloadOnIntent } from '../../preload'
import { Button } from '../../ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../../ui/card'
import { PageHeader } from '../../ui/page-header'
import { formatDay } from '../../lib/dates'
import { billingDate } from './billing-date'
import { FeedbackDialog } from './feedback-dialog'

const QUICK = [
  { to: '/tools/keywords', icon: Search, ...t.quick.keywords },
  { to: '/tools/negative-keywords', icon: MinusCircle, ...t.quick.negatives },
  { to: '/saved-campaigns', icon: FolderOpen, ...t.quick.campaigns },
  { to: '/tools', icon: Wrench, ...t.quick.tools },
]

function Stat({ label, value, hint, icon: Icon }: { label: string; value: string; hint?: string; icon: typeof Clock }) {
  return (
    <Card className="flex items-start gap-4 p-5">
      <div className="rounded-lg bg-accent p-2 text-accent-foreground"><Icon aria-hidden="true" className="size-5" /></div>
      <div className="min-w-0">
        <p className="text-sm text-muted-foreground">{label}</p>
        <p className="text-xl font-semibold" data-testid={`stat-${label}`}>{value}</p>
        {hint && <p className="text-xs text-muted-foreground">{hint}</p>}
      </div>
    </Card>
  )
}

export function DashboardPage() {
  const { data: me } = useMe()
  // The count is all this screen shows: the names answer (id and name) is the smallest that has it.
  const campaigns = useCampaignNames()
  if (!me) return null
  const { flags } = me
  const trialEnd = flags.trial.expiresAt ? formatDay(new Date(flags.trial.expiresAt)) : null
  const nextBilling = billingDate(me.profile.current_period_end)

  return (
    // The floating feedback button (44 px, 24 px from the corner) never covers content: from md the
    // page keeps a right gutter for it; on phones the bottom padding lets the last line scroll clear.
    <div className="space-y-6 pb-20 md:pb-0 md:pr-12">
      <PageHeader title={t.title} description={t.subtitle(me.profile.nome_completo)} />

      {flags.displayedPlan !== 'pro' && (
        <div className="flex flex-col gap-3 rounded-xl border border-orange-200 bg-accent p-4 sm:flex-row sm:items-center sm:justify-between">
          <div className="flex items-start gap-3">
            <Sparkles aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-primary" />
            <div>
              <p className="font-semibold">{t.upgrade.title}</p>
              <p className="text-sm text-muted-foreground">{t.upgrade.body}</p>
            </div>
          </div>
          <Button asChild><Link to="/pricing">{t.upgrade.cta}</Link></Button>
        </div>
      )}

      <div className="grid gap-4 sm:grid-cols-3">
        <Stat icon={FolderOpen} label={t.stats.campaigns} value={campaigns.data ? String(campaigns.data.length) : '–'} />
        <Stat icon={CreditCard} label={t.stats.plan} value={t.plans[flags.displayedPlan]} />
        {flags.trialing ? (
          <Stat icon={Clock} label={t.stats.trial} value={daysLeftLabel(flags.trial.daysLeft)} hint={trialEnd ? t.stats.trialEnds(trialEnd) : undefined} />
        ) : flags.active ? (
          // The real date once Stripe gave one (current_period_end), the spec's placeholder until then.
          nextBilling ? (
            <Stat icon={Clock} label={t.stats.billing} value={nextBilling} />
          ) : (
            <Stat icon={Clock} label={t.stats.billing} value={t.stats.billingValue} hint={t.stats.billingHint} />
          )
        ) : (
          <Stat icon={Clock} label={t.stats.trial} value={t.stats.expired} />
        )}
      </div>

      <section aria-labelledby="quick-actions" className="space-y-3">
        <h2 id="quick-actions" className="text-lg font-semibold">{t.quick.title}</h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {QUICK.map((q) => (
            <Link key={q.to} to={q.to} {...preloadOnIntent(q.to)} className="group rounded-xl border border-border bg-card p-4 transition-colors hover:border-primary focus-visible:border-primary">
              <q.icon aria-hidden="true" className="size-6 text-primary" />
              <p className="mt-3 font-medium">{q.title}</p>
              <p className="text-sm text-muted-foreground">{q.body}</p>
              <ArrowRight aria-hidden="true" className="mt-2 size-4 text-muted-foreground transition-transform group-hover:translate-x-1" />
            </Link>
          ))}
        </div>
      </section>

      <Card>
        <CardHeader><CardTitle>{t.activity.title}</CardTitle></CardHeader>
        <CardContent>
          <ul className="divide-y divide-border" aria-label={t.activity.sample}>
            {t.activity.items.map((a) => (
              <li key={a.what} className="flex flex-col gap-1 py-3 text-sm sm:flex-row sm:justify-between">
                <span>{a.what}</span>
                <span className="text-muted-foreground">{a.when}</span>
              </li>
            ))}
          </ul>
        </CardContent>
      </Card>

      <FeedbackDialog />
    </div>
  )
}
