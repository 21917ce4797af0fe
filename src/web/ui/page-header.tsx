import type { ComponentProps, ReactNode } from 'react'
import { cn } from '../lib/cn'

type PageHeaderProps = Omit<ComponentProps<'div'>, 'title'> & {
  title: ReactNode
  description?: ReactNode
  /** Buttons on the right; they drop below the title on narrow screens. */
  actions?: ReactNode
}

/** The page's <h1>, an optional line of description and its action buttons. */
export function PageHeader({ title, description, actions, className, ...props }: PageHeaderProps) {
  return (
    <div className={cn('mb-6 flex flex-wrap items-start justify-between gap-x-4 gap-y-3', className)} {...props}>
      <div className="min-w-0 flex-1 basis-64">
        <h1 className="break-words text-2xl font-bold tracking-tight text-foreground sm:text-3xl">{title}</h1>
        {description && <p className="mt-1 text-sm text-muted-foreground sm:text-base">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  )
}
