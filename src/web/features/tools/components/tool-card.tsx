import { Link } from '../../../ui/link'
import { ArrowRight, Lock } from 'lucide-react'
import { plans } from '../../../i18n/pt-BR/plans'
import { tools as t } from '../../../i18n/pt-BR/tools'
import { preloadOnIntent } from '../../../preload'
import { Badge } from '../../../ui/badge'
import { Button } from '../../../ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../ui/card'
import type { ToolEntry } from '../catalogue'
import { FeatureList } from './feature-list'

/**
 * One tool: icon, badges, title, description, features and its link ('Acessar ferramenta'). A tool
 * the plan does not include (`locked`) shows a lock and 'Ver Planos' instead of its link.
 */
export function ToolCard({ tool, locked = false }: { tool: ToolEntry; locked?: boolean }) {
  const text = t.items[tool.id]
  const Icon = tool.icon
  const titleId = `tool-${tool.id}`
  return (
    <Card role="article" aria-labelledby={titleId} className="flex flex-col" data-testid={`tool-card-${tool.id}`}>
      <CardHeader>
        <div className="flex items-start justify-between gap-2">
          <span className="relative inline-flex size-10 items-center justify-center rounded-md bg-accent text-accent-foreground">
            <Icon aria-hidden="true" className="size-5" />
            {locked && (
              <span className="absolute -bottom-1 -right-1 inline-flex size-5 items-center justify-center rounded-full border-2 border-card bg-foreground text-background">
                <Lock aria-hidden="true" className="size-2.5" />
              </span>
            )}
          </span>
          <div className="flex flex-wrap justify-end gap-1">
            {tool.plan === 'pro' && <Badge>{t.pro}</Badge>}
            {locked && (
              <Badge variant="outline" className="gap-1" data-testid="tool-locked">
                <Lock aria-hidden="true" className="size-3" />{plans.lockedBadge}
              </Badge>
            )}
          </div>
        </div>
        <CardTitle as="h3" id={titleId} className="mt-2">
          {text.title}
          {locked && <span className="sr-only"> ({plans.lockedBadge}: {plans.proBadge})</span>}
        </CardTitle>
        <CardDescription>{text.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        <FeatureList title={text.title} features={text.features} />
      </CardContent>
      <CardFooter>
        {locked ? (
          <Button asChild variant="outline" className="w-full">
            <Link to="/pricing" aria-label={`${plans.seePlans}: ${text.title}`}>
              <Lock aria-hidden="true" />
              {plans.seePlans}
            </Link>
          </Button>
        ) : (
          <Button asChild className="w-full">
            <Link to={tool.route} {...preloadOnIntent(tool.route)}>
              {t.access}
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        )}
      </CardFooter>
    </Card>
  )
}
