import { CalendarDays, FolderOpen, Pencil, Trash2 } from 'lucide-react'
import { Link } from '../../../ui/link'
import { preloadOnIntent } from '../../../preload'
import type { CampaignSummary } from '../../../../core/campaigns/types'
import { campaigns as t } from '../../../i18n/pt-BR/campaigns'
import { compare } from '../../../i18n/pt-BR/compare'
import { cn } from '../../../lib/cn'
import { Button } from '../../../ui/button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../ui/card'
import { brDate } from '../dates'

type CampaignCardProps = {
  campaign: CampaignSummary
  onEdit: () => void
  onDelete: () => void
  /** While choosing campaigns to compare: whether this one is chosen, and how to change it. */
  selection?: { selected: boolean; onChange: (selected: boolean) => void }
}

/** One saved campaign: name, date, niche, country, platform, notes and its three actions (SPEC §2). */
export function CampaignCard({ campaign: c, onEdit, onDelete, selection }: CampaignCardProps) {
  const titleId = `campaign-title-${c.id}`
  const tags: [string, string | null][] = [
    [t.card.niche, c.niche],
    [t.card.country, c.country],
    [t.card.platform, c.platform],
  ]
  return (
    <Card className={cn('flex min-w-0 flex-col', selection?.selected && 'ring-2 ring-primary')} data-testid="campaign-card" role="article" aria-labelledby={titleId}>
      <CardHeader className="pb-3 sm:pb-3">
        {selection && (
          <label className="-mx-1 flex w-fit cursor-pointer items-center gap-2 rounded-md px-1 py-1 text-sm font-medium">
            <input
              type="checkbox"
              className="size-4 accent-primary"
              checked={selection.selected}
              onChange={(e) => selection.onChange(e.currentTarget.checked)}
              aria-label={compare.select.checkbox(c.name)}
            />
            <span aria-hidden="true">{compare.select.checkboxShort}</span>
          </label>
        )}
        <CardTitle id={titleId} className="break-words">{c.name}</CardTitle>
        <p className="flex items-center gap-1.5 text-sm text-muted-foreground">
          <CalendarDays aria-hidden="true" className="size-4" />
          <span>{t.card.createdAt} <time dateTime={c.created_at}>{brDate(c.created_at)}</time></span>
        </p>
      </CardHeader>
      <CardContent className="flex-1 space-y-3">
        <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {tags.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-muted-foreground">{label}</dt>
              <dd className="min-w-0 truncate font-medium" title={value?.trim() || undefined}>{value?.trim() || t.card.none}</dd>
            </div>
          ))}
        </dl>
        <p className={c.notes?.trim() ? 'line-clamp-2 break-words text-sm' : 'text-sm italic text-muted-foreground'} data-testid="campaign-notes">
          {c.notes?.trim() || t.card.noNotes}
        </p>
      </CardContent>
      <CardFooter className="grid grid-cols-2">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={t.card.editLabel(c.name)}>
          <Pencil aria-hidden="true" />
          {t.card.edit}
        </Button>
        <Button variant="outline" size="sm" onClick={onDelete} aria-label={t.card.deleteLabel(c.name)} className="text-destructive-hover hover:bg-destructive-soft hover:text-destructive-hover">
          <Trash2 aria-hidden="true" />
          {t.card.delete}
        </Button>
        <Button asChild size="sm" className="col-span-2">
          <Link to={`/campaign/${c.id}`} {...preloadOnIntent(`/campaign/${c.id}`)} aria-label={t.card.openLabel(c.name)}>
            <FolderOpen aria-hidden="true" />
            {t.card.open}
          </Link>
        </Button>
      </CardFooter>
    </Card>
  )
}
