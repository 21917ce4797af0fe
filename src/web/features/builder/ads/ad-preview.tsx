import { useMemo, useState } from 'react'
import { RefreshCw } from 'lucide-react'
import { adCombination, displayUrl, previewTitle } from '../../../../core/builder/ad-preview'
import type { PlanAd } from '../../../../shared/plan'
import { Button } from '../../../ui/button'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../../ui/tabs'
import { cn } from '../../../lib/cn'
import { builderAds } from '../../../i18n/pt-BR/builder-ads'

interface AdPreviewProps {
  ad: PlanAd
  /** The group's final URL, or the plan's. */
  finalUrl: string | null
}

const t = builderAds.preview

/** The ad as Google may show it, on a phone and on a computer, one combination at a time (pins respected). */
export function AdPreview({ ad, finalUrl }: AdPreviewProps) {
  const [n, setN] = useState(0)
  const combination = useMemo(() => adCombination(ad, n), [ad, n])
  const url = displayUrl(finalUrl, ad.path1, ad.path2)
  const empty = combination.headlines.length === 0 && combination.descriptions.length === 0
  const body = (device: 'mobile' | 'desktop') => (
    <div
      className={cn('rounded-lg border bg-white p-4 text-left shadow-sm', device === 'mobile' ? 'mx-auto max-w-[22rem]' : 'w-full')}
      data-testid={`ad-preview-${device}`}
    >
      {empty ? (
        <p className="text-sm text-muted-foreground">{t.incomplete}</p>
      ) : (
        <>
          <p className="text-xs font-bold text-slate-900">{t.sponsored}</p>
          <p className="mt-1 break-all text-sm text-slate-700" data-testid="preview-url">
            {url ?? <span className="italic text-muted-foreground">{t.noUrl}</span>}
          </p>
          <p className={cn('mt-1 break-words text-[#1a0dab]', device === 'mobile' ? 'text-lg leading-snug' : 'text-xl leading-tight')} data-testid="preview-title">
            {previewTitle(combination)}
          </p>
          <p className="mt-1 break-words text-sm text-slate-700" data-testid="preview-description">{combination.descriptions.join(' ')}</p>
        </>
      )}
    </div>
  )
  return (
    <section aria-label={t.title} className="space-y-3">
      <div>
        <h4 className="font-semibold">{t.title}</h4>
        <p className="text-sm text-muted-foreground">{t.hint}</p>
      </div>
      <Tabs defaultValue="mobile" className="gap-3">
        <TabsList>
          <TabsTrigger value="mobile">{t.mobile}</TabsTrigger>
          <TabsTrigger value="desktop">{t.desktop}</TabsTrigger>
        </TabsList>
        <TabsContent value="mobile">{body('mobile')}</TabsContent>
        <TabsContent value="desktop">{body('desktop')}</TabsContent>
      </Tabs>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="text-sm text-muted-foreground" aria-live="polite" data-testid="preview-combination">
          {empty ? null : t.combination(combination.index + 1, combination.total)}
        </span>
        <Button type="button" variant="outline" size="sm" disabled={empty || combination.total < 2} onClick={() => setN((x) => x + 1)}>
          <RefreshCw aria-hidden="true" />
          {t.another}
        </Button>
      </div>
    </section>
  )
}
