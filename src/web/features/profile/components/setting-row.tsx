import type { ReactNode } from 'react'
import { cn } from '../../../lib/cn'

/** One setting of a profile card: its title and explanation on the left, its action on the right (stacked on phones). */
export function SettingRow({ title, children, action, className }: { title: string; children: ReactNode; action?: ReactNode; className?: string }) {
  return (
    <div className={cn('flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between', className)}>
      <div className="min-w-0 space-y-1">
        <h3 className="font-medium">{title}</h3>
        {children}
      </div>
      {action}
    </div>
  )
}
