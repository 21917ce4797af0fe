import { useMemo, useState } from 'react'
import { ListPlus, Trash2 } from 'lucide-react'
import type { PlanAd } from '../../../../shared/plan'
import { ConfirmDialog } from '../../../ui/alert-dialog'
import { Button } from '../../../ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card'
import { builderAds } from '../../../i18n/pt-BR/builder-ads'
import type { StepProps } from '../step-props'
import {
  addText, editText, fillAd, fillFromCampaign, moveText, removeAd, removeText, removeTextByValue, setPath, setPin, pathProblem,
  type AdRef, type TextKind,
} from './ad-edits'
import { AdPreview } from './ad-preview'
import { AdStrengthPanel } from './ad-strength-panel'
import { CountedField } from './counted-field'
import { FieldIssues } from './field-issues'
import { issuesAt, type PlanIssue } from './plan-issues'
import { TextList } from './text-list'

export interface CampaignTexts {
  headlines: readonly string[]
  descriptions: readonly string[]
}

interface AdCardProps {
  ad: PlanAd
  adRef: AdRef
  keywords: readonly string[]
  finalUrl: string | null
  product: string
  campaignTexts: CampaignTexts
  issues: readonly PlanIssue[]
  update: StepProps['update']
}

const t = builderAds.ads
const KINDS: TextKind[] = ['headlines', 'descriptions']

/** One responsive search ad: its texts and paths on one side, the preview and the strength estimate on the other (below at 390 px). */
export function AdCard({ ad, adRef, keywords, finalUrl, product, campaignTexts, issues, update }: AdCardProps) {
  const [confirming, setConfirming] = useState(false)
  const [filled, setFilled] = useState<string | null>(null)
  const path = ['ad_groups', adRef.group, 'ads', adRef.ad]
  const n = adRef.ad + 1
  const { group, ad: index } = adRef
  const ref = { group, ad: index }
  const on = update
  const { added } = useMemo(() => fillAd(ad, campaignTexts), [ad, campaignTexts])
  // The same functions from one keystroke to the next, so the rows that did not change skip rendering.
  const handlers = useMemo(() => {
    const at = { group, ad: index }
    const of = (kind: TextKind) => ({
      onAdd: (text: string) => on((p) => addText(p, at, kind, text)),
      onEdit: (i: number, text: string) => on((p) => editText(p, at, kind, i, text)),
      onRemove: (i: number) => on((p) => removeText(p, at, kind, i)),
      onRemoveValue: (text: string) => on((p) => removeTextByValue(p, at, kind, text)),
      onPin: (i: number, pin: number | null) => on((p) => setPin(p, at, kind, i, pin)),
      onMove: (from: number, to: number) => on((p) => moveText(p, at, kind, from, to)),
    })
    return { headlines: of('headlines'), descriptions: of('descriptions') }
  }, [group, index, on])
  const canFill = added.headlines + added.descriptions > 0
  const fill = () => {
    on((p) => fillFromCampaign(p, ref, campaignTexts))
    setFilled(t.fillDone(added.headlines, added.descriptions))
  }

  return (
    <Card data-testid="ad-card">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2 space-y-0">
        <CardTitle as="h3">{t.ad(n)}</CardTitle>
        <div className="flex flex-wrap gap-2">
          <Button type="button" variant="outline" size="sm" disabled={!canFill} onClick={fill} title={t.fillHint}>
            <ListPlus aria-hidden="true" />
            {t.fill}
          </Button>
          <Button type="button" variant="ghost" size="sm" className="text-destructive" onClick={() => setConfirming(true)}>
            <Trash2 aria-hidden="true" />
            {t.removeAd(n)}
          </Button>
        </div>
      </CardHeader>
      <CardContent className="@container space-y-4">
        <div aria-live="polite" className="text-sm text-muted-foreground">
          {filled ?? (!canFill && ad.headlines.length === 0 && ad.descriptions.length === 0 ? t.fillNothing : null)}
        </div>
        <FieldIssues messages={issuesAt(issues, path)} />
        <div className="grid gap-6 @3xl:grid-cols-[minmax(0,1fr)_minmax(18rem,22rem)]">
          <div className="min-w-0 space-y-6">
            {KINDS.map((kind) => (
              <TextList
                key={kind}
                ad={ad}
                kind={kind}
                path={path}
                issues={issues}
                campaignTexts={campaignTexts[kind]}
                {...handlers[kind]}
              />
            ))}
            <fieldset className="space-y-2">
              <legend className="font-semibold">{t.paths}</legend>
              <p className="text-sm text-muted-foreground">{t.pathsHint}</p>
              <div className="grid gap-3 sm:grid-cols-2">
                {(['path1', 'path2'] as const).map((which, i) => (
                  <CountedField
                    key={which}
                    label={t.path((i + 1) as 1 | 2)}
                    value={ad[which]}
                    limit={15}
                    problem={pathProblem}
                    onCommit={(v) => on((p) => setPath(p, ref, which, v))}
                    issues={issuesAt(issues, [...path, which])}
                  />
                ))}
              </div>
            </fieldset>
          </div>
          <div className="min-w-0 space-y-6 @3xl:sticky @3xl:top-4 @3xl:self-start">
            <AdPreview ad={ad} finalUrl={finalUrl} />
            <AdStrengthPanel ad={ad} keywords={keywords} product={product} />
          </div>
        </div>
      </CardContent>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={t.removeAdTitle(n)}
        description={t.removeAdBody}
        confirmLabel={t.removeAdConfirm}
        destructive
        onConfirm={() => on((p) => removeAd(p, ref))}
      />
    </Card>
  )
}
