import { useId } from 'react'
import { compare as t } from '../../../i18n/pt-BR/compare'
import { Badge } from '../../../ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '../../../ui/card'

export interface SideBySideRow {
  label: string
  /** One text a campaign; '' when the campaign has none. */
  values: string[]
  /** Marked 'Diferente' when the campaigns disagree. */
  different?: boolean
}

/**
 * A table with one column a campaign. It scrolls sideways inside its own region (focusable, so the
 * keyboard scrolls it too) rather than squeezing three campaigns into 390 px; the first column stays put.
 */
export function SideBySideTable({ title, firstColumn, names, rows, testId }: {
  title: string
  firstColumn: string
  names: readonly string[]
  rows: readonly SideBySideRow[]
  testId: string
}) {
  const titleId = useId()
  return (
    <Card className="min-w-0" data-testid={testId}>
      <CardHeader className="pb-3 sm:pb-3">
        <CardTitle id={titleId}>{title}</CardTitle>
      </CardHeader>
      <CardContent>
        <div role="region" aria-labelledby={titleId} tabIndex={0} className="relative overflow-x-auto rounded-md border border-border focus-visible:outline-2 focus-visible:outline-ring">
          <table className="w-full text-sm" style={{ minWidth: `${9 + names.length * 9}rem` }}>
            <thead className="bg-muted/50">
              <tr>
                <th scope="col" className="sticky left-0 w-36 bg-muted px-3 py-2 text-left font-medium text-muted-foreground">{firstColumn}</th>
                {names.map((name, i) => (
                  <th key={i} scope="col" className="px-3 py-2 text-left font-semibold break-words">{name}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.label} className="border-t border-border align-top">
                  <th scope="row" className="sticky left-0 bg-card px-3 py-2 text-left font-medium">
                    <span className="flex flex-wrap items-center gap-1.5">
                      {row.label}
                      {row.different && <Badge variant="accent">{t.settings.different}</Badge>}
                    </span>
                  </th>
                  {row.values.map((value, i) => (
                    <td key={i} className="max-w-64 px-3 py-2 break-words">
                      {value === '' ? <><span className="text-muted-foreground" aria-hidden="true">{t.settings.empty}</span><span className="sr-only">{t.settings.emptyLabel}</span></> : value}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </CardContent>
    </Card>
  )
}
