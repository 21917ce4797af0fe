import { useId, useState } from 'react'
import { unwrapMatch } from '../../../../core/generators/match-type'
import { campaignKeywords } from '../../../../core/keywords/campaign-keywords'
import { findConflictEntries } from '../../../../core/keywords/conflicts'
import { conflicts as t } from '../../../i18n/pt-BR/conflicts'
import { useCampaigns } from '../../../lib/campaigns-api'
import { notify } from '../../../lib/toast'
import { Label } from '../../../ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../ui/select'
import { ConflictList, type ConflictView } from './conflict-list'
import type { GeneratedList } from './use-generated-list'

/**
 * The negatives screen's check: pick a campaign, see which negatives on screen block its keywords,
 * and fix each one in the list on screen (remove it, or make it exact).
 */
export function NegativeConflictsPanel({ list }: { list: GeneratedList }) {
  const id = useId()
  const campaigns = useCampaigns()
  const [campaignId, setCampaignId] = useState('')
  const campaign = campaigns.data?.find((c) => c.id === campaignId)
  const options = campaigns.data ?? []
  const negatives = list.items.map((i) => (typeof i === 'string' ? i : ''))
  const keywords = campaign ? campaignKeywords(campaign) : []
  const views: ConflictView[] = findConflictEntries(negatives, keywords).map((e) => ({
    key: String(e.negativeIndex),
    negative: negatives[e.negativeIndex],
    blocked: e.keywordIndexes.map((k) => keywords[k]),
  }))

  const remove = (key: string) => {
    list.remove(Number(key))
    notify.success(t.removed)
  }
  const makeExact = (key: string) => {
    const exact = `[${unwrapMatch(negatives[Number(key)]).text}]`
    list.edit(Number(key), exact)
    notify.success(t.madeExactTitle, t.madeExact(exact))
  }

  let body = null
  if (campaign && keywords.length === 0) body = <p className="text-sm text-muted-foreground">{t.campaignNoKeywords}</p>
  else if (campaign && list.items.length === 0) body = <p className="text-sm text-muted-foreground">{t.emptyNegatives}</p>
  else if (campaign) {
    body = <ConflictList conflicts={views} keywordCount={keywords.length} onRemove={remove} onMakeExact={makeExact} />
  }

  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 grid gap-3 border-t border-border pt-5" data-testid="conflicts-panel">
      <h3 id={`${id}-title`} className="font-semibold">{t.panelTitle}</h3>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-campaign`}>{t.campaignLabel}</Label>
        <Select value={campaignId} onValueChange={setCampaignId} disabled={options.length === 0}>
          <SelectTrigger id={`${id}-campaign`}>
            <SelectValue placeholder={campaigns.isPending ? t.campaignsLoading : t.campaignPlaceholder} />
          </SelectTrigger>
          <SelectContent>
            {options.map((c) => <SelectItem key={c.id} value={c.id}>{c.name}</SelectItem>)}
          </SelectContent>
        </Select>
        {campaigns.isSuccess && options.length === 0 && <p className="text-sm text-muted-foreground">{t.noCampaigns}</p>}
      </div>
      {campaign && <p className="text-xs text-muted-foreground">{t.howItWorks}</p>}
      {body}
    </section>
  )
}
