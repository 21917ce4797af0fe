import { format } from 'date-fns'
import { ptBR } from 'date-fns/locale'
import { Link } from '../../../ui/link'
import { daysLeftLabel } from '../../../../core/access'
import { profile as t } from '../../../i18n/pt-BR/profile'
import type { Me } from '../../../lib/session'
import { Badge } from '../../../ui/badge'
import { Button } from '../../../ui/button'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card'

const longDate = (iso: string) => format(new Date(iso), "d 'de' MMMM 'de' yyyy", { locale: ptBR })

/**
 * 'Status do teste' (SPEC §4 derived flags): a paying user sees the plan and status; otherwise
 * 'Em Teste' with the end date and 'N dias restantes' while the trial is in the future, else 'Expirado'.
 */
export function TrialStatusCard({ me }: { me: Me }) {
  const { flags } = me
  const planName = t.trial.plans[flags.displayedPlan] ?? flags.displayedPlan
  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.trial.title}</CardTitle>
        <CardDescription>{t.trial.description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3" data-testid="trial-status">
        {flags.active ? (
          <dl className="grid grid-cols-2 gap-3 text-sm">
            <div>
              <dt className="text-muted-foreground">{t.trial.plan}</dt>
              <dd className="font-medium">{planName}</dd>
            </div>
            <div>
              <dt className="text-muted-foreground">{t.trial.status}</dt>
              <dd><Badge variant="success">{flags.statusLabel}</Badge></dd>
            </div>
          </dl>
        ) : !flags.trial.expired && flags.trial.expiresAt ? (
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Badge variant="accent">{t.trial.trialing}</Badge>
            <span className="text-sm">{t.trial.endsOn(longDate(flags.trial.expiresAt))}</span>
            <span className="text-sm font-medium">{daysLeftLabel(flags.trial.daysLeft)}</span>
          </div>
        ) : (
          <div className="space-y-3">
            <Badge variant="destructive">{t.trial.expired}</Badge>
            <p className="text-sm text-muted-foreground">{t.trial.expiredBody}</p>
            <Button asChild size="sm"><Link to="/pricing">{t.trial.seePlans}</Link></Button>
          </div>
        )}
      </CardContent>
    </Card>
  )
}
