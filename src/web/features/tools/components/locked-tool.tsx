import { Link } from '../../../ui/link'
import { ArrowLeft, Lock, type LucideIcon } from 'lucide-react'
import type { ToolId } from '../../../../core/access'
import { plans } from '../../../i18n/pt-BR/plans'
import { tools as t } from '../../../i18n/pt-BR/tools'
import { Badge } from '../../../ui/badge'
import { Button } from '../../../ui/button'
import { Card, CardContent, CardFooter, CardHeader } from '../../../ui/card'
import { PageHeader } from '../../../ui/page-header'
import { catalogueEntry } from '../catalogue'
import { FeatureList } from './feature-list'

/** A screen that is not a catalogue card (the campaign comparison) gives its own texts, icon and way back. */
export interface LockedScreen {
  text: { title: string; description: string; features: readonly string[] }
  icon: LucideIcon
  back: { to: string; label: string }
}

function catalogueScreen(tool: ToolId): LockedScreen {
  const entry = catalogueEntry(tool)
  return { text: t.items[entry.id], icon: entry.icon, back: { to: '/tools', label: plans.locked.back } }
}

/** A tool the plan does not include: its title, what it does, a lock and 'Ver Planos' (its own chunk: ToolGate loads it when needed). */
export function LockedTool({ tool, basic, screen }: { tool: ToolId; basic: boolean; screen?: LockedScreen }) {
  const { text, icon: Icon, back } = screen ?? catalogueScreen(tool)
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6" data-testid="locked-tool">
      <PageHeader title={text.title} description={text.description} className="mb-0" />
      <Card className="max-w-2xl">
        <CardHeader className="gap-3">
          <div className="flex flex-wrap items-center gap-3">
            <span className="relative inline-flex size-12 items-center justify-center rounded-md bg-accent text-accent-foreground">
              <Icon aria-hidden="true" className="size-6" />
              <span className="absolute -bottom-1 -right-1 inline-flex size-6 items-center justify-center rounded-full border-2 border-card bg-foreground text-background">
                <Lock aria-hidden="true" className="size-3" />
              </span>
            </span>
            <div className="min-w-0">
              <Badge variant="accent" className="gap-1"><Lock aria-hidden="true" className="size-3" />{plans.lockedBadge}</Badge>
              <h2 className="mt-1 text-lg font-semibold">{plans.locked.eyebrow}</h2>
            </div>
          </div>
          <p className="text-sm text-muted-foreground">{basic ? plans.locked.body : plans.locked.noAccess}</p>
        </CardHeader>
        <CardContent>
          <h3 className="mb-2 text-sm font-semibold">{plans.locked.features}</h3>
          <FeatureList title={text.title} features={text.features} />
        </CardContent>
        <CardFooter className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
          <Button asChild className="w-full sm:w-auto">
            <Link to="/pricing">{plans.seePlans}</Link>
          </Button>
          <Button asChild variant="outline" className="w-full sm:w-auto">
            <Link to={back.to}><ArrowLeft aria-hidden="true" />{back.label}</Link>
          </Button>
        </CardFooter>
      </Card>
    </div>
  )
}
