import { useQuery } from '@tanstack/react-query'
import { Check, ExternalLink, ShieldCheck } from 'lucide-react'
import { pricing as t } from '../../i18n/pt-BR/pricing'
import { api } from '../../lib/api'
import { cn } from '../../lib/cn'
import { useMe } from '../../lib/session'
import { Badge } from '../../ui/badge'
import { Button } from '../../ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../ui/card'
import { PageHeader } from '../../ui/page-header'
import { checkoutUrl } from './checkout-url'

interface Config {
  checkout: { basico: string | null; pro: string | null }
}

function PlanCard({ plan, url, highlight }: { plan: 'basico' | 'pro'; url: string | null; highlight?: boolean }) {
  const p = t.plans[plan]
  return (
    <Card className={cn('flex flex-col', highlight && 'border-primary ring-1 ring-primary')}>
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle>{p.name}</CardTitle>
          {highlight && <Badge variant="accent">{t.recommended}</Badge>}
        </div>
        <CardDescription>{p.description}</CardDescription>
        <p className="pt-2">
          <span className="text-3xl font-bold">{p.price}</span>
          <span className="text-muted-foreground">{t.perMonth}</span>
        </p>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="space-y-2 text-sm">
          {p.features.map((f) => (
            <li key={f} className="flex gap-2"><Check aria-hidden="true" className="size-4 shrink-0 text-success" />{f}</li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        {url ? (
          <Button asChild className="w-full" variant={highlight ? 'default' : 'outline'}>
            <a href={url} target="_blank" rel="noopener noreferrer">
              {t.buy(p.name)} <ExternalLink aria-hidden="true" /><span className="sr-only">{t.newTab}</span>
            </a>
          </Button>
        ) : (
          <Button className="w-full" variant="outline" disabled>{t.unavailable}</Button>
        )}
      </CardFooter>
    </Card>
  )
}

/** SPEC §2 Pricing: the expired banner or the trial headline, two plans with external checkout, guarantee. */
export function PricingPage() {
  const { data: me } = useMe()
  const config = useQuery({ queryKey: ['config'], queryFn: () => api<Config>('/api/config'), staleTime: Infinity })
  const expired = me ? !me.flags.active && !me.flags.trialing : false
  // A Stripe Payment Link carries the account (client_reference_id, prefilled_email) so the payment finds it.
  const account = me ? { id: me.user.id, email: me.user.email } : null
  const link = (url: string | null | undefined) => (url ? checkoutUrl(url, account) : null)
  return (
    <div className="space-y-6">
      {expired ? (
        <div role="alert" className="rounded-lg border border-destructive/40 bg-destructive-soft p-4 text-destructive">
          <h1 className="text-xl font-semibold">{t.expiredTitle}</h1>
          <p className="mt-1 text-sm">{t.expiredBody}</p>
        </div>
      ) : (
        <PageHeader title={t.title} description={t.headline} />
      )}
      <div className="grid gap-4 md:grid-cols-2">
        <PlanCard plan="basico" url={link(config.data?.checkout.basico)} />
        <PlanCard plan="pro" url={link(config.data?.checkout.pro)} highlight />
      </div>
      <p className="flex items-center justify-center gap-2 text-center text-sm text-muted-foreground">
        <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-success" />{t.guarantee}
      </p>
    </div>
  )
}
