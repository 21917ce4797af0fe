/**
 * What 'Salvar na Campanha' does once a campaign is picked: attach the list under a name that tells
 * it apart, and, for keywords with the automation on (Preferências), attach the chosen saved negative
 * list to the same campaign too. One toast says what happened to both.
 */
import { useState } from 'react'
import { assetName } from '../../core/campaigns/asset-name'
import { defaultListName } from '../../core/exporters/txt'
import type { AssetItem, AssetType } from '../../core/types'
import { campaigns } from '../i18n/pt-BR/campaigns'
import { errorMessage } from '../lib/api'
import { useAttachAsset } from '../lib/campaigns-api'
import { loadPreferences } from '../lib/preferences'
import { loadSavedLists, savedListItems, type SavedList } from '../lib/saved-lists'
import { notify } from '../lib/toast'
import { useAssetNameHint } from './asset-name-hint'

const t = campaigns.saveMenu

/** The saved negative list the automation attaches: none when off, 'gone' when it was deleted. */
function negativesToAttach(): SavedList | 'gone' | null {
  const prefs = loadPreferences()
  if (!prefs.attachNegatives) return null
  return loadSavedLists('negative_keywords').find((l) => l.id === prefs.attachNegativesListId) ?? 'gone'
}

export function useSaveToCampaign(assetType: AssetType, items: AssetItem[], toolName?: string) {
  const attach = useAttachAsset()
  const product = useAssetNameHint()
  const [saving, setSaving] = useState(false)

  async function attachNegatives(campaignId: string, campaignName: string) {
    const negatives = negativesToAttach()
    if (negatives === null) return notify.success(t.saved, t.savedBody(toolName ?? t.defaultWhat, campaignName))
    if (negatives === 'gone') return notify.info(t.saved, t.negativesGone)
    try {
      await attach.mutateAsync({ campaignId, asset_type: 'negative_keywords', name: negatives.name.trim() || null, content: savedListItems(negatives) })
      notify.success(t.saved, t.savedWithNegatives(campaignName, negatives.name))
    } catch (err) {
      notify.error(t.negativesNotAttached, t.negativesNotAttachedBody(campaignName, negatives.name, errorMessage(err)))
    }
  }

  async function save(campaignId: string, campaignName: string) {
    const savedLists = loadSavedLists(assetType).map((l) => ({ name: l.name, items: savedListItems(l) }))
    const name = assetName({ items, savedLists, product, fallback: defaultListName(assetType, new Date()) })
    setSaving(true)
    try {
      await attach.mutateAsync({ campaignId, asset_type: assetType, name, content: items })
      if (assetType === 'keywords') await attachNegatives(campaignId, campaignName)
      else notify.success(t.saved, t.savedBody(toolName ?? t.defaultWhat, campaignName))
    } catch (err) {
      notify.error(t.failed, errorMessage(err))
    } finally {
      setSaving(false)
    }
  }

  return { save, saving }
}
