import { Ban } from 'lucide-react'
import type { BlockingNegative } from '../../../../core/campaigns/compare'
import { compare as t } from '../../../i18n/pt-BR/compare'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card'

/** Negatives of one campaign that block keywords of another: which negative, of which, blocks what, where. */
export function BlockingList({ blocking, names }: { blocking: readonly BlockingNegative[]; names: readonly string[] }) {
  return (
    <Card className="min-w-0" data-testid="compare-blocking">
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle>{t.blocking.title}</CardTitle>
        <CardDescription>{t.blocking.hint}</CardDescription>
      </CardHeader>
      <CardContent>
        {blocking.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t.blocking.none}</p>
        ) : (
          <ul className="grid gap-2">
            {blocking.map((b, i) => (
              <li key={i} className="flex gap-2 rounded-md border border-border p-3 text-sm" data-testid="blocking-item">
                <Ban aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-destructive-hover" />
                <div className="min-w-0 break-words">
                  <p>
                    <span className="text-muted-foreground">{t.blocking.negativeOf(names[b.from])} </span>
                    <span className="font-semibold">{b.negative}</span>{' '}
                    <span className="text-muted-foreground">{t.blocking.blocks(names[b.to])}</span>
                  </p>
                  <p className="font-medium">{b.blocked.join(', ')}</p>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  )
}
