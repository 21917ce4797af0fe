import { useState } from 'react'
import type { Campaign, CampaignAsset } from '../../../../core/campaigns/types'
import { conflicts as t } from '../../../i18n/pt-BR/conflicts'
import { errorMessage } from '../../../lib/api'
import { useUpdateAsset } from '../../../lib/campaigns-api'
import { notify } from '../../../lib/toast'
import { DuplicatesNotice } from '../../generators/components/duplicates-notice'

/** One notice per keyword list with duplicates for Google; 'remover duplicadas' saves the list without them. */
export function CampaignDuplicates({ campaign, keywordLists }: { campaign: Campaign; keywordLists: CampaignAsset[] }) {
  const update = useUpdateAsset()
  const [pending, setPending] = useState<string | null>(null)
  const named = keywordLists.length > 1

  async function removeFrom(asset: CampaignAsset, content: string[], removed: number) {
    setPending(asset.id)
    try {
      await update.mutateAsync({ campaignId: campaign.id, assetId: asset.id, content })
      notify.success(t.duplicates.removed(removed), t.duplicates.keptFirst)
    } catch (err) {
      notify.error(t.duplicates.failed, errorMessage(err))
    } finally {
      setPending(null)
    }
  }

  return (
    <>
      {keywordLists.map((asset, n) => {
        const name = named ? asset.name?.trim() || `${n + 1}` : undefined
        return (
          <DuplicatesNotice key={asset.id} items={asset.content} listName={name} pending={pending === asset.id}
            onRemove={(content, removed) => void removeFrom(asset, content, removed)} />
        )
      })}
    </>
  )
}
