import { useState } from 'react'
import type { Campaign, CampaignAsset } from '../../../../core/campaigns/types'
import { unwrapMatch } from '../../../../core/generators/match-type'
import { campaignKeywords } from '../../../../core/keywords/campaign-keywords'
import { findConflictEntries } from '../../../../core/keywords/conflicts'
import { dedupe } from '../../../../core/lists/list-ops'
import { conflicts as t } from '../../../i18n/pt-BR/conflicts'
import { errorMessage } from '../../../lib/api'
import { useDeleteAsset, useUpdateAsset } from '../../../lib/campaigns-api'
import { notify } from '../../../lib/toast'
import { ConflictList, type ConflictView } from '../../generators/components/conflict-list'

const strings = (asset: CampaignAsset) => asset.content.map((i) => (typeof i === 'string' ? i : ''))

/**
 * The campaign's negatives that block its own keywords, each fixed on the server: 'Remover' drops it
 * from its list (the list goes when it was its last item: the API keeps no empty list), 'Tornar exata'
 * turns it into [exact].
 */
export function CampaignConflicts({ campaign, negativeLists }: { campaign: Campaign; negativeLists: CampaignAsset[] }) {
  const update = useUpdateAsset()
  const deleteAsset = useDeleteAsset()
  const [pendingKey, setPendingKey] = useState<string | null>(null)
  const keywords = campaignKeywords(campaign)
  const named = negativeLists.length > 1
  const views: (ConflictView & { asset: CampaignAsset; index: number })[] = negativeLists.flatMap((asset, n) => {
    const negatives = strings(asset)
    return findConflictEntries(negatives, keywords).map((e) => ({
      key: `${asset.id}:${e.negativeIndex}`,
      negative: negatives[e.negativeIndex],
      blocked: e.keywordIndexes.map((k) => keywords[k]),
      listName: named ? asset.name?.trim() || `${n + 1}` : null,
      asset,
      index: e.negativeIndex,
    }))
  })
  const find = (key: string) => views.find((v) => v.key === key)

  async function save(key: string, run: () => Promise<unknown>, ok: () => void) {
    setPendingKey(key)
    try {
      await run()
      ok()
    } catch (err) {
      notify.error(t.saveFailed, errorMessage(err))
    } finally {
      setPendingKey(null)
    }
  }

  const remove = async (key: string) => {
    const v = find(key)
    if (!v) return
    const content = v.asset.content.filter((_, i) => i !== v.index)
    await save(key, () => content.length === 0
      ? deleteAsset.mutateAsync({ campaignId: campaign.id, assetId: v.asset.id })
      : update.mutateAsync({ campaignId: campaign.id, assetId: v.asset.id, content }), () => notify.success(t.removed))
  }
  const makeExact = async (key: string) => {
    const v = find(key)
    if (!v) return
    const exact = `[${unwrapMatch(v.negative).text}]`
    const content = dedupe(v.asset.content.map((item, i) => (i === v.index ? exact : item)))
    await save(key, () => update.mutateAsync({ campaignId: campaign.id, assetId: v.asset.id, content }),
      () => notify.success(t.madeExactTitle, t.madeExact(exact)))
  }

  return (
    <div className="grid gap-2" data-testid="campaign-conflicts">
      <h3 className="font-semibold">{t.campaignCardTitle}</h3>
      <p className="text-sm text-muted-foreground">{t.campaignCardDescription}</p>
      <ConflictList conflicts={views} keywordCount={keywords.length} onRemove={remove} onMakeExact={makeExact} pendingKey={pendingKey} />
    </div>
  )
}
