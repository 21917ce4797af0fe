import type { ReactNode } from 'react'
import { Info } from 'lucide-react'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../ui/card'

type Props = { title: string; limit: string; note?: ReactNode; controls: ReactNode; children: ReactNode; footer: ReactNode }

/** The frame of every tab: title, the length limit, selectors, the editable fields and the actions. */
export function SetCard({ title, limit, note, controls, children, footer }: Props) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{limit}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{controls}</div>
        {note && (
          <p className="flex gap-2 rounded-md border border-border bg-muted/50 p-3 text-sm text-muted-foreground">
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{note}</span>
          </p>
        )}
        {children}
      </CardContent>
      <CardFooter>{footer}</CardFooter>
    </Card>
  )
}
