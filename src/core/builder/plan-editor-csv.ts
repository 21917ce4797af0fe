/**
 * The Google Ads Editor file of a campaign plan (issue 13, 'Revisão'): the lists export's columns and
 * encodings (campaigns/google-ads-editor-csv.ts), extended with what the plan decides: the bid strategy and
 * its target, search partners, the final URL suffix, the language, every ad group with its own keywords,
 * negatives (cross-group ones included) and up to 3 ads with pins, sitelinks and callouts. All Paused.
 */
import { exportedKeywords, type TextItem } from '../campaigns/editor-content'
import {
  EditorExportBlocked, GOOGLE_ADS_EDITOR_COLUMNS, editorRecordsToCsv, editorRecordsToUtf16, extensionRows,
} from '../campaigns/google-ads-editor-csv'
import { crossGroupNegatives } from './cross-negatives'
import { planPreflight } from './plan-preflight'
import type { BidStrategy, CampaignPlan } from './types'

const HEADLINE = /^Headline (\d+)$/
const DESCRIPTION = /^Description (\d+)$/

/**
 * The lists export's columns with, after 'Bid Strategy Type', the target and the final URL suffix, and
 * after each 'Headline N' / 'Description N' its position column (Editor's names for pins).
 */
export const PLAN_EDITOR_COLUMNS: readonly string[] = GOOGLE_ADS_EDITOR_COLUMNS.flatMap((col): string[] => {
  if (col === 'Bid Strategy Type') return [col, 'Target CPA', 'Target ROAS', 'Final URL suffix']
  if (HEADLINE.test(col) || DESCRIPTION.test(col)) return [col, `${col} position`]
  return [col]
})

type Row = Record<string, string>

/** Google Ads Editor's name of each bid strategy type (help answer 94241). */
export const EDITOR_BID_STRATEGY: Record<BidStrategy, string> = {
  maximize_clicks: 'Maximize clicks',
  maximize_conversions: 'Maximize conversions',
  target_cpa: 'Target CPA',
  target_roas: 'Target ROAS',
}

const PAUSED = 'Paused'

/** Plain texts as the lists export's items (their place in the plan is not needed in the file). */
const items = (texts: readonly string[]): TextItem[] =>
  texts.map((text, index) => ({ ref: { assetId: '', index, list: '' }, text: text.trim() })).filter((i) => i.text !== '')

/**
 * The file's records (header first). Row order: the campaign, its locations (one a row), then per ad
 * group its row, keywords, negatives (its own, then the cross-group ones) and ads; then the campaign
 * negatives, sitelinks (only those with a page of their own) and callouts.
 * Throws EditorExportBlocked when the plan's pre-flight has errors, so a broken file is never written.
 */
export function planEditorRecords(campaignName: string, plan: CampaignPlan): string[][] {
  const { errors } = planPreflight(plan, campaignName)
  if (errors.length > 0) throw new EditorExportBlocked(errors)
  const campaign = campaignName.trim()
  const { settings, extensions } = plan
  const strategy = settings.bid_strategy
  const rows: Row[] = [{
    Campaign: campaign,
    'Campaign Type': 'Search',
    Networks: settings.search_partners ? 'Google search;Search Partners' : 'Google search',
    Budget: settings.daily_budget!.toFixed(2),
    'Budget type': 'Daily',
    'EU political ads': "Doesn't have EU political ads",
    Languages: settings.language,
    'Bid Strategy Type': EDITOR_BID_STRATEGY[strategy],
    // CPA in the account's currency; ROAS in percent, as Editor shows it (400% = R$ 4 of value per R$ 1).
    'Target CPA': strategy === 'target_cpa' ? settings.target_value!.toFixed(2) : '',
    'Target ROAS': strategy === 'target_roas' ? `${settings.target_value}%` : '',
    'Final URL suffix': settings.final_url_suffix ?? '',
    'Campaign Status': PAUSED,
  }]
  for (const id of settings.locations) rows.push({ Campaign: campaign, 'Location ID': String(id) })

  const cross = settings.cross_negatives ? crossGroupNegatives(plan.ad_groups) : undefined
  plan.ad_groups.forEach((g, gi) => {
    const adGroup = g.name.trim()
    const group = { Campaign: campaign, 'Ad Group': adGroup }
    rows.push({ ...group, 'Ad Group Status': PAUSED })
    for (const kw of exportedKeywords(items(g.keywords))) {
      rows.push({ ...group, Keyword: kw.text, 'Criterion Type': kw.match, 'Final URL': g.final_url ?? '', Status: PAUSED })
    }
    for (const kw of exportedKeywords(items([...g.negatives, ...(cross?.[gi].added ?? [])]))) {
      rows.push({ ...group, Keyword: kw.text, 'Criterion Type': `Negative ${kw.match}` })
    }
    const finalUrl = g.final_url ?? settings.final_url ?? ''
    for (const ad of g.ads) {
      const row: Row = { ...group, 'Ad type': 'Responsive search ad', 'Final URL': finalUrl, 'Path 1': ad.path1, 'Path 2': ad.path1 ? ad.path2 : '', Status: PAUSED }
      ad.headlines.forEach((h, i) => {
        row[`Headline ${i + 1}`] = h.text
        if (h.pin !== null) row[`Headline ${i + 1} position`] = String(h.pin)
      })
      ad.descriptions.forEach((d, i) => {
        row[`Description ${i + 1}`] = d.text
        if (d.pin !== null) row[`Description ${i + 1} position`] = String(d.pin)
      })
      rows.push(row)
    }
  })
  for (const kw of exportedKeywords(items(extensions.negatives))) {
    rows.push({ Campaign: campaign, Keyword: kw.text, 'Criterion Type': `Campaign Negative ${kw.match}` })
  }
  const sitelinks = extensions.sitelinks.map((s, index) => ({
    ref: { assetId: '', index, list: '' }, text: s.text.trim(), desc1: s.desc1.trim(), desc2: s.desc2.trim(), url: (s.final_url ?? '').trim(),
  }))
rows.push(...extensionRows(campaign, sitelinks, settings.final_url, items(extensions.callouts)))

  return [[...PLAN_EDITOR_COLUMNS], ...rows.map((row) => PLAN_EDITOR_COLUMNS.map((col) => row[col] ?? ''))]
}

/** UTF-8 with BOM, comma-separated, CRLF (as campaignToGoogleAdsEditorCsv). */
export function planToGoogleAdsEditorCsv(campaignName: string, plan: CampaignPlan): string {
  return editorRecordsToCsv(planEditorRecords(campaignName, plan))
}

/** UTF-16LE with BOM, tab-separated, CRLF (as campaignToGoogleAdsEditorUtf16). */
export function planToGoogleAdsEditorUtf16(campaignName: string, plan: CampaignPlan): Uint8Array<ArrayBuffer> {
  return editorRecordsToUtf16(planEditorRecords(campaignName, plan))
}
