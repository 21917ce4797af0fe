import { useMemo, useState } from 'react'
import { sitelinkItems } from '../../../../core/campaigns/editor-content'
import { chooseSitelinks, samePage } from '../../../../core/campaigns/editor-selection'
import { preflight } from '../../../../core/campaigns/preflight'
import type { Campaign } from '../../../../core/campaigns/types'
import type { AssetItem } from '../../../../core/types'
import { HTTPS_URL_MESSAGE, campaignPatch, isHttpsUrl } from '../../../../shared/campaigns'
import { exportTexts as t } from '../../../i18n/pt-BR/export'
import { useUpdateAsset, useUpdateCampaign } from '../../../lib/campaigns-api'

/** A sitelink the file would leave out for want of its own page, and where it lives. */
export interface SitelinkFix {
  key: string
  assetId: string
  index: number
  text: string
}

/** A save that failed; `undone` tells whether what had been saved before the failure was put back. */
export class ExportSaveError extends Error {
  constructor(reason: unknown, readonly undone: boolean) {
    super(reason instanceof Error ? reason.message : String(reason))
  }
}

/** '50', '50,5', '1.234,56' → a number; '' → null; anything else is left as text for the schema to refuse. */
function budgetValue(raw: string): number | string | null {
  const s = raw.trim().replace(/\s/g, '')
  if (s === '') return null
  const n = Number(s.includes(',') ? s.replace(/\./g, '').replace(',', '.') : s)
  return Number.isFinite(n) ? n : s
}

function schemaError(body: Record<string, unknown>): string | undefined {
  const parsed = campaignPatch.safeParse(body)
  return parsed.success ? undefined : parsed.error.issues[0]?.message
}

/**
 * The export panel's inline fixes: the final URL and daily budget when the campaign lacks them, and the
 * page of each sitelink left out for want of one. The pre-flight is run on the campaign as it would be
 * with what is typed (valid values only), so the problem list follows the typing; save() writes it all,
 * and undoes what it had written if a later step fails, so nothing stays half-saved.
 */
export function useExportFixes(campaign: Campaign) {
  const updateCampaign = useUpdateCampaign()
  const updateAsset = useUpdateAsset()
  const [finalUrl, setFinalUrl] = useState('')
  const [budget, setBudget] = useState('')
  const [pages, setPages] = useState<Record<string, string>>({})
  const [saving, setSaving] = useState(false)

  const needsUrl = !campaign.final_url
  const needsBudget = campaign.daily_budget == null
  const sitelinks = useMemo<SitelinkFix[]>(
    () => chooseSitelinks(sitelinkItems(campaign), campaign.final_url)
      .filter((c) => c.fate === 'no-page' || c.fate === 'ads-page' || c.fate === 'repeated-page')
      .map(({ item }) => ({ key: `${item.ref.assetId}:${item.ref.index}`, assetId: item.ref.assetId, index: item.ref.index, text: item.text })),
    [campaign],
  )

  const url = finalUrl.trim()
  const urlError = needsUrl && url !== '' ? schemaError({ final_url: url }) : undefined
  const budgetInput = needsBudget ? budgetValue(budget) : null
  const budgetError = budgetInput !== null ? schemaError({ daily_budget: budgetInput }) : undefined
  const newUrl = needsUrl && url !== '' && !urlError ? url : null
  const newBudget = typeof budgetInput === 'number' && !budgetError ? Math.round(budgetInput * 100) / 100 : null
  const adsUrl = newUrl ?? campaign.final_url

  const { pageErrors, newPages } = useMemo(() => {
    const errors: Record<string, string> = {}
    const valid: Record<string, string> = {}
    for (const s of sitelinks) {
      const page = (pages[s.key] ?? '').trim()
      if (page === '') continue
      if (!isHttpsUrl(page)) errors[s.key] = HTTPS_URL_MESSAGE
      else if (adsUrl && samePage(page, adsUrl)) errors[s.key] = t.panel.sitelinkAdsPage
      else valid[s.key] = page
    }
    return { pageErrors: errors, newPages: valid }
  }, [sitelinks, pages, adsUrl])

  const changedAssets = useMemo(() => {
    const out: { assetId: string; content: AssetItem[]; original: AssetItem[] }[] = []
    for (const asset of campaign.assets) {
      const content = asset.content.map((item, index) => {
        const page = newPages[`${asset.id}:${index}`]
        return page && typeof item === 'object' ? { ...item, final_url: page } : item
      })
      if (content.some((item, i) => item !== asset.content[i])) out.push({ assetId: asset.id, content, original: asset.content })
    }
    return out
  }, [campaign, newPages])

  const draft = useMemo<Campaign>(() => ({
    ...campaign,
    final_url: newUrl ?? campaign.final_url,
    daily_budget: newBudget ?? campaign.daily_budget,
    assets: campaign.assets.map((a) => ({ ...a, content: changedAssets.find((c) => c.assetId === a.id)?.content ?? a.content })),
  }), [campaign, newUrl, newBudget, changedAssets])
  const result = useMemo(() => preflight(draft), [draft])

  const dirty = newUrl !== null || newBudget !== null || changedAssets.length > 0
  const invalid = Boolean(urlError || budgetError || Object.keys(pageErrors).length > 0)

  async function save(): Promise<void> {
    if (!dirty) return
    setSaving(true)
    const undo: (() => Promise<unknown>)[] = []
    try {
      const body: { final_url?: string; daily_budget?: number } = {}
      if (newUrl !== null) body.final_url = newUrl
      if (newBudget !== null) body.daily_budget = newBudget
      if (Object.keys(body).length > 0) {
        await updateCampaign.mutateAsync({ id: campaign.id, body })
        const before = { final_url: 'final_url' in body ? campaign.final_url : undefined, daily_budget: 'daily_budget' in body ? campaign.daily_budget : undefined }
        undo.push(() => updateCampaign.mutateAsync({ id: campaign.id, body: before }))
      }
      for (const change of changedAssets) {
        await updateAsset.mutateAsync({ campaignId: campaign.id, assetId: change.assetId, content: change.content })
        undo.push(() => updateAsset.mutateAsync({ campaignId: campaign.id, assetId: change.assetId, content: change.original }))
      }
    } catch (err) {
      let undone = true
      for (const step of undo.reverse()) {
        try {
          await step()
        } catch {
          undone = false
        }
      }
      throw new ExportSaveError(err, undone)
    } finally {
      setSaving(false)
    }
    setFinalUrl('')
    setBudget('')
    setPages({})
  }

  return {
    needsUrl, needsBudget, sitelinks, finalUrl, setFinalUrl, budget, setBudget, pages,
    setPage: (key: string, value: string) => setPages((p) => ({ ...p, [key]: value })),
    urlError, budgetError, pageErrors, result, dirty, invalid, saving, save,
  }
}
