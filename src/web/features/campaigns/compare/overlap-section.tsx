import type { Overlap, OverlapItem } from '../../../../core/campaigns/compare'
import { compare as t } from '../../../i18n/pt-BR/compare'
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../../ui/card'
import { Expandable } from './expandable'

function ItemList({ items, names, showWhere }: { items: readonly OverlapItem[]; names: readonly string[]; showWhere?: boolean }) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{t.overlap.none}</p>
  return (
    <ul className="grid gap-1 text-sm">
      {items.map((item, i) => (
        <li key={i} className="break-words">
          <span className="font-medium">{item.text}</span>
          {showWhere && (
            <span className="text-muted-foreground"> · {t.overlap.in(item.in.map((n) => names[n]).join(', '))}</span>
          )}
        </li>
      ))}
    </ul>
  )
}

/** What the campaigns share and what only one has, for one kind of item: counts that open into lists. */
export function OverlapSection({ title, hint, overlap, names, testId }: {
  title: string
  hint: string
  overlap: Overlap
  names: readonly string[]
  testId: string
}) {
  return (
    <Card className="min-w-0" data-testid={testId}>
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle>{title}</CardTitle>
        <CardDescription>{hint}</CardDescription>
        <p className="text-sm font-medium">{t.overlap.total(overlap.total)}</p>
      </CardHeader>
      <CardContent className="grid gap-2">
        <Expandable label={t.overlap.inAll} count={overlap.inAll.length} testId="in-all">
          {() => <ItemList items={overlap.inAll} names={names} />}
        </Expandable>
        {names.length > 2 && (
          <Expandable label={t.overlap.inSome} count={overlap.some.length} testId="in-some">
            {() => <ItemList items={overlap.some} names={names} showWhere />}
          </Expandable>
        )}
        {overlap.only.map((items, i) => (
          <Expandable key={i} label={t.overlap.only(names[i])} count={items.length} testId={`only-${i}`}>
            {() => <ItemList items={items} names={names} />}
          </Expandable>
        ))}
      </CardContent>
    </Card>
  )
}
