import { ArrowDownWideNarrow, ArrowUpNarrowWide, Filter, Search } from 'lucide-react'
import type { CampaignFilterOptions, CampaignView } from '../../../../core/campaigns/filters'
import { campaigns as t } from '../../../i18n/pt-BR/campaigns'
import { Button } from '../../../ui/button'
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../ui/dropdown-menu'
import { Input } from '../../../ui/input'

type FilterKey = 'niche' | 'country' | 'platform'
const FILTERS: { key: FilterKey; options: keyof CampaignFilterOptions }[] = [
  { key: 'niche', options: 'niches' },
  { key: 'country', options: 'countries' },
  { key: 'platform', options: 'platforms' },
]

type ToolbarProps = {
  view: CampaignView
  options: CampaignFilterOptions
  onChange: (view: CampaignView) => void
}

/** Search box, filters menu and date-sort toggle of /saved-campaigns (SPEC §2). */
export function CampaignToolbar({ view, options, onChange }: ToolbarProps) {
  const active = FILTERS.filter((f) => (view[f.key] ?? 'all') !== 'all').length
  const oldest = view.sort === 'oldest'
  const sortLabel = oldest ? t.list.sortOldest : t.list.sortRecent

  return (
    <div className="mb-6 flex flex-wrap items-center gap-2">
      <div className="relative min-w-0 flex-1 basis-full sm:basis-60">
        <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          type="search"
          aria-label={t.list.search}
          placeholder={t.list.searchPlaceholder}
          className="pl-9"
          value={view.search ?? ''}
          onChange={(e) => onChange({ ...view, search: e.target.value })}
        />
      </div>
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline">
            <Filter aria-hidden="true" />
            {active > 0 ? t.list.filtersActive(active) : t.list.filters}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent className="w-60">
          {FILTERS.map(({ key, options: optionsKey }, i) => {
            const selected = view[key] ?? 'all'
            return (
              <DropdownMenuGroup key={key} aria-labelledby={`filter-${key}`}>
                {i > 0 && <DropdownMenuSeparator />}
                <DropdownMenuLabel id={`filter-${key}`}>{t.list[key]}</DropdownMenuLabel>
                {['all', ...options[optionsKey]].map((value) => (
                  <DropdownMenuCheckboxItem
                    key={value}
                    checked={selected === value}
                    onSelect={(e) => e.preventDefault()}
                    onCheckedChange={() => onChange({ ...view, [key]: value })}
                  >
                    <span className="truncate">{value === 'all' ? t.list.all : value}</span>
                  </DropdownMenuCheckboxItem>
                ))}
              </DropdownMenuGroup>
            )
          })}
          {active > 0 && (
            <>
              <DropdownMenuSeparator />
              <DropdownMenuItem onSelect={() => onChange({ ...view, niche: 'all', country: 'all', platform: 'all' })}>
                {t.list.clearFilters}
              </DropdownMenuItem>
            </>
          )}
        </DropdownMenuContent>
      </DropdownMenu>
      <Button
        variant="outline"
        title={t.list.sortToggle(sortLabel)}
        onClick={() => onChange({ ...view, sort: oldest ? 'recent' : 'oldest' })}
      >
        {oldest ? <ArrowUpNarrowWide aria-hidden="true" /> : <ArrowDownWideNarrow aria-hidden="true" />}
        <span className="sr-only">{t.list.sortPrefix}</span>
        {sortLabel}
      </Button>
    </div>
  )
}
