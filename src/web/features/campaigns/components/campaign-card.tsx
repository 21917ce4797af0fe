import { CalendarDays, FolderOpen, Pencil, Trash2 } from 'lucide-react'
import { Link } from 'react-router'
import { preloadOnIntent } from '../../../preload'
import type { CampaignSummary } from '../../../../core/campaigns/types'
import { campaigns as t } from '../../../i18n/pt-BR/campaigns'
import { Button } from '../../../ui/button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../../../ui/card'
import { brDate } from '../dates'

type CampaignCardProps = {
  campaign: CampaignSummary
  onEdit: () => void
  onDelete: () => void
}

/** One saved campaign: name, date, niche, country, platform, notes and its three actions (SPEC §2). */
export function CampaignCard({ campaign: c, onEdit, onDelete }: CampaignCardProps) {
  const titleId = `campaign-title-${c.id}`
  const tags: [string, string | null][] = [
    [t.card.niche, c.niche],
    [t.card.country, c.country],
    [t.card.platform, c.platform],
  ]
  return (
    <Card className="flex min-w-0 flex-col" data-testid="campaign-card" role="article" aria-labelledby={titleId}>
      <CardHeader className="pb-3 sm:pb-3">
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
