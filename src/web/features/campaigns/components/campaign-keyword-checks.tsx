import { useDeferredValue, useMemo } from 'react'
import type { Campaign } from '../../../../core/campaigns/types'
import { findDuplicates } from '../../../../core/keywords/duplicates'
import { conflicts as t } from '../../../i18n/pt-BR/conflicts'
import { CampaignConflicts } from './campaign-conflicts'
import { CampaignDuplicates } from './campaign-duplicates'

/**
 * The campaign page's keyword checks: negatives that block the campaign's keywords (when it has
 * both) and duplicate keywords (when a list has any). Nothing when there is nothing to check.
 */
export function CampaignKeywordChecks({ campaign: current }: { campaign: Campaign }) {
  // The checks read every keyword (thousands in a big list): the page shows first, the checks follow
  // in a transition React can slice, instead of one long task on arrival.
  const campaign = useDeferredValue<Campaign | null>(current, null)
  const checks = useMemo(() => {
    if (!campaign) return null
    const keywordLists = campaign.assets.filter((a) => a.asset_type === 'keywords')
    const negativeLists = campaign.assets.filter((a) => a.asset_type === 'negative_keywords')
    const checkConflicts = keywordLists.length > 0 && negativeLists.length > 0
    const hasDuplicates = keywordLists.some((a) => findDuplicates(a.content.filter((i): i is string => typeof i === 'string')).length > 0)
    return { keywordLists, negativeLists, checkConflicts, hasDuplicates }
  }, [campaign])
  if (!campaign || !checks) return null
  const { keywordLists, negativeLists, checkConflicts, hasDuplicates } = checks
  if (!checkConflicts && !hasDuplicates) return null
  return (
    <section aria-labelledby="campaign-checks-title" className="mb-8 grid gap-4 rounded-lg border border-border bg-card p-4 sm:p-6"
      data-testid="campaign-keyword-checks">
      <h2 id="campaign-checks-title" className="text-xl font-semibold">{t.checksTitle}</h2>
      {hasDuplicates && <CampaignDuplicates campaign={campaign} keywordLists={keywordLists} />}
      {checkConflicts && <CampaignConflicts campaign={campaign} negativeLists={negativeLists} />}
    </section>
  )
}
