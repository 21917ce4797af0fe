import { useMemo } from 'react'
import { adStrength, STRENGTH_LABEL, type StrengthLevel } from '../../../../core/builder/ad-strength'
import type { PlanAd } from '../../../../shared/plan'
import { cn } from '../../../lib/cn'
import { builderAds } from '../../../i18n/pt-BR/builder-ads'

const BAR: Record<StrengthLevel, string> = {
  Baixa: 'bg-destructive',
  Média: 'bg-amber-500',
  Boa: 'bg-emerald-500',
  Excelente: 'bg-emerald-700',
}

/** Our estimate of the ad's strength (labelled as ours, not Google's), a meter, and what to do for each point missing. */
export function AdStrengthPanel({ ad, keywords, product }: { ad: PlanAd; keywords: readonly string[]; product: string }) {
  const t = builderAds.strength
  const s = useMemo(() => adStrength({ ad, keywords, product }), [ad, keywords, product])
  return (
    <section aria-label={t.meter} className="space-y-2" data-testid="ad-strength">
      <h4 className="text-sm font-semibold">{STRENGTH_LABEL}</h4>
      <div className="flex items-center gap-3">
        <div
          role="meter"
          aria-label={t.meter}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={s.score}
          aria-valuetext={t.value(s.level, s.score)}
          className="h-2.5 flex-1 overflow-hidden rounded-full bg-muted"
        >
          <div className={cn('h-full rounded-full', BAR[s.level])} style={{ width: `${s.score}%` }} />
        </div>
        <span className="shrink-0 text-sm font-semibold" data-testid="strength-level">{t.value(s.level, s.score)}</span>
      </div>
      {s.missing.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t.allGood}</p>
      ) : (
        <div>
          <p className="text-sm font-medium">{t.todo}</p>
          <ul className="mt-1 list-disc space-y-1 pl-5 text-sm text-muted-foreground">
            {s.missing.map((m, i) => <li key={`${m.code}-${i}`}>{m.message}</li>)}
          </ul>
        </div>
      )}
    </section>
  )
}
