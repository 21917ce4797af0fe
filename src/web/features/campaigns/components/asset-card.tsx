import { Copy, Trash2 } from 'lucide-react'
import { hasMatchTypes, matchTypeSummary } from '../../../../core/campaigns/asset-summary'
import type { CampaignAsset } from '../../../../core/campaigns/types'
import { ASSET_LABELS } from '../../../../core/exporters/txt'
import type { AssetItem } from '../../../../core/types'
import { campaigns as t } from '../../../i18n/pt-BR/campaigns'
import { formatDay, formatTime } from '../../../lib/dates'
import { Badge } from '../../../ui/badge'
import { Button } from '../../../ui/button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../ui/card'

/** SPEC §9: the detail screen previews 5 items. */
export const PREVIEW_ITEMS = 5

function ItemText({ item }: { item: AssetItem }) {
  if (typeof item === 'string') return <>{item}</>
  const descs = [item.desc1, item.desc2].filter(Boolean).join(' · ')
  return (
    <>
      <span className="font-medium">{item.text}</span>
      {descs && <span className="text-muted-foreground"> — {descs}</span>}
    </>
  )
}

/** '21/11/2026 às 09:30' in the browser's time zone, or '' for a date that does not parse. */
function savedAt(iso: string): string {
  const d = new Date(iso)
  return Number.isNaN(d.getTime()) ? '' : t.detail.savedAtTime(formatDay(d), formatTime(d))
}

type AssetCardProps = {
  asset: CampaignAsset
  onCopy: () => void
  onDelete: () => void
}

/**
 * One saved list: type and name, count, match types (keyword and negative lists), when it was saved,
 * the first five items, '... e mais N', copy and delete (SPEC §2).
 */
export function AssetCard({ asset, onCopy, onDelete }: AssetCardProps) {
  const label = ASSET_LABELS[asset.asset_type] ?? asset.asset_type
  const name = asset.name?.trim() || null
  const which = name ? `${label} "${name}"` : label
  const matches = hasMatchTypes(asset.asset_type) ? matchTypeSummary(asset.content, t.detail.matchWords) : ''
  const rest = asset.content.length - PREVIEW_ITEMS
  const titleId = `asset-title-${asset.id}`
  const nameId = `asset-name-${asset.id}`
  return (
    <Card className="flex min-w-0 flex-col" data-testid="asset-card" role="article" aria-labelledby={name ? `${titleId} ${nameId}` : titleId}>
      <CardHeader className="pb-3 sm:pb-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle id={titleId} as="h3" className="text-base sm:text-lg">{label}</CardTitle>
          <Badge variant="accent">{t.detail.itemCount(asset.content.length)}</Badge>
        </div>
        {name && <p id={nameId} className="break-words text-sm font-medium" data-testid="asset-name">{name}</p>}
        {matches && (
          <p className="text-xs text-muted-foreground" data-testid="asset-match-types">
            {t.detail.matchLabel} <span className="font-medium text-foreground">{matches}</span>
          </p>
        )}
        <p className="text-xs text-muted-foreground">
          {t.detail.savedAt} <time dateTime={asset.created_at}>{savedAt(asset.created_at)}</time>
        </p>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="space-y-1 text-sm">
          {asset.content.slice(0, PREVIEW_ITEMS).map((item, i) => (
            <li key={i} className="break-words rounded bg-muted/60 px-2 py-1">
              <ItemText item={item} />
            </li>
          ))}
        </ul>
        {rest > 0 && <p className="mt-2 text-sm text-muted-foreground">{t.detail.more(rest)}</p>}
      </CardContent>
      <CardFooter>
        <Button variant="outline" size="sm" onClick={onCopy} aria-label={t.detail.copyLabel(which)}>
          <Copy aria-hidden="true" />
          {t.detail.copy}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={onDelete}
          aria-label={t.detail.deleteAssetLabel(which)}
          className="text-destructive-hover hover:bg-destructive-soft hover:text-destructive-hover"
        >
          <Trash2 aria-hidden="true" />
          {t.detail.deleteAsset}
        </Button>
      </CardFooter>
    </Card>
  )
}
