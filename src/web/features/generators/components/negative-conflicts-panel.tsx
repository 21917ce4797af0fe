import { useId, useState } from 'react'
import { unwrapMatch } from '../../../../core/generators/match-type'
import { campaignKeywords } from '../../../../core/keywords/campaign-keywords'
import { findConflictEntries } from '../../../../core/keywords/conflicts'
import { campaigns as campaignTexts } from '../../../i18n/pt-BR/campaigns'
import { conflicts as t } from '../../../i18n/pt-BR/conflicts'
import { useCampaign, useCampaignNames } from '../../../lib/campaigns-api'
import { errorMessage } from '../../../lib/api'
import { notify } from '../../../lib/toast'
import { Label } from '../../../ui/label'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../ui/select'
import { ConflictList, type ConflictView } from './conflict-list'
import type { GeneratedList } from './use-generated-list'

/**
 * The negatives screen's check: pick a campaign, see which negatives on screen block its keywords,
 * and fix each one in the list on screen (remove it, or make it exact). The select lists the names;
 * the chosen campaign alone is fetched in full, for its keywords.
 */
export function NegativeConflictsPanel({ list }: { list: GeneratedList }) {
  const id = useId()
  const campaigns = useCampaignNames()
  const [campaignId, setCampaignId] = useState('')
  const chosen = useCampaign(campaignId)
  const options = campaigns.data ?? []
  // The choice stands only while the campaign is still among the user's (it may be deleted elsewhere).
  const listed = options.some((c) => c.id === campaignId)
  const campaign = listed ? chosen.data : undefined
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
  } else if (listed && chosen.isError) body = <p className="text-sm text-destructive" role="alert">{errorMessage(chosen.error)}</p>
  else if (listed) body = <p className="text-sm text-muted-foreground" role="status">{campaignTexts.detail.loading}</p>

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
