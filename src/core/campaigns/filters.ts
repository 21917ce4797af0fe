import type { CampaignFields } from './types'

/** What the controls look at: any campaign shape with these fields (the list's summaries). */
type Viewable = Pick<CampaignFields, 'name' | 'notes' | 'niche' | 'country' | 'platform' | 'created_at'>

/** The saved-campaigns screen's controls (SPEC §2 "Saved campaigns"). */
export interface CampaignView {
  /** Matches name or notes, ignoring case, accents and surrounding spaces. */
  search?: string
  /** 'all' or empty: no filter. Otherwise the value must match exactly (after trimming). */
  niche?: string
  country?: string
  platform?: string
  /** By created_at. Default 'recent' (newest first). */
  sort?: 'recent' | 'oldest'
}

export interface CampaignFilterOptions {
  niches: string[]
  countries: string[]
  platforms: string[]
}

const collator = new Intl.Collator('pt-BR')

/** The distinct non-empty niches, countries and platforms present in the campaigns, sorted pt-BR. */
export function filterOptions(campaigns: readonly Viewable[]): CampaignFilterOptions {
  const distinct = (pick: (c: Viewable) => string | null): string[] =>
    [...new Set(campaigns.map((c) => (pick(c) ?? '').trim()).filter((v) => v !== ''))].sort(collator.compare)
  return {
    niches: distinct((c) => c.niche),
    countries: distinct((c) => c.country),
    platforms: distinct((c) => c.platform),
  }
}

/** The campaigns the screen shows: filtered, searched and sorted. Returns a new array; stable. */
export function applyCampaignView<C extends Viewable>(campaigns: readonly C[], view: CampaignView = {}): C[] {
  const query = fold(view.search ?? '')
  const shown = campaigns.filter(
    (c) =>
      matchesFilter(c.niche, view.niche) &&
      matchesFilter(c.country, view.country) &&
      matchesFilter(c.platform, view.platform) &&
      (query === '' || fold(c.name).includes(query) || fold(c.notes ?? '').includes(query)),
  )
  const direction = view.sort === 'oldest' ? 1 : -1
  // Array.prototype.sort is stable, so campaigns created at the same moment keep their order.
  return shown.sort((a, b) => compareDates(a.created_at, b.created_at, direction))
}

function matchesFilter(value: string | null, filter: string | undefined): boolean {
  const f = (filter ?? '').trim()
  return f === '' || f === 'all' || (value ?? '').trim() === f
}

/** Lower case without accents: 'Promoção' and 'PROMOCAO' both become 'promocao'. */
function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().trim()
}

/** Dates that do not parse go last in both orders. */
function compareDates(a: string, b: string, direction: 1 | -1): number {
  const ta = Date.parse(a)
  const tb = Date.parse(b)
  if (Number.isNaN(ta) || Number.isNaN(tb)) return Number(Number.isNaN(ta)) - Number(Number.isNaN(tb))
  return (ta - tb) * direction
}
