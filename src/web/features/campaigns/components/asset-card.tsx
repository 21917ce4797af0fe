import { Copy, Trash2 } from 'lucide-react'
import type { CampaignAsset } from '../../../../core/campaigns/types'
import { ASSET_LABELS } from '../../../../core/exporters/txt'
import type { AssetItem } from '../../../../core/types'
import { campaigns as t } from '../../../i18n/pt-BR/campaigns'
import { Badge } from '../../../ui/badge'
import { Button } from '../../../ui/button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../ui/card'
import { brDate } from '../dates'

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

type AssetCardProps = {
  asset: CampaignAsset
  onCopy: () => void
  onDelete: () => void
}

/** One saved list: type, count, the first five items, '... e mais N', copy and delete (SPEC §2). */
export function AssetCard({ asset, onCopy, onDelete }: AssetCardProps) {
  const label = ASSET_LABELS[asset.asset_type] ?? asset.asset_type
  const rest = asset.content.length - PREVIEW_ITEMS
  const titleId = `asset-title-${asset.id}`
  return (
    <Card className="flex min-w-0 flex-col" data-testid="asset-card" role="article" aria-labelledby={titleId}>
      <CardHeader className="pb-3 sm:pb-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle id={titleId} as="h3" className="text-base sm:text-lg">{label}</CardTitle>
          <Badge variant="accent">{t.detail.itemCount(asset.content.length)}</Badge>
        </div>
        <p className="text-xs text-muted-foreground">
          {t.detail.savedAt} <time dateTime={asset.created_at}>{brDate(asset.created_at)}</time>
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
        <Button variant="outline" size="sm" onClick={onCopy} aria-label={t.detail.copyLabel(label)}>
          <Copy aria-hidden="true" />
          {t.detail.copy}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={onDelete}
          aria-label={t.detail.deleteAssetLabel(label)}
          className="text-destructive-hover hover:bg-destructive-soft hover:text-destructive-hover"
        >
          <Trash2 aria-hidden="true" />
          {t.detail.deleteAsset}
        </Button>
      </CardFooter>
    </Card>
  )
}
