import type { ReactNode } from 'react'
import { cn } from '../../../lib/cn'

/** Shown on hover, on keyboard focus, and always on touch screens (no hover there). */
export const revealClasses =
  'opacity-0 group-hover:opacity-100 group-focus-within:opacity-100 focus-visible:opacity-100 [@media(hover:none)]:opacity-100'

export function RowButton({ label, onClick, children, className, reveal = true }: {
  label: string
  onClick: () => void
  children: ReactNode
  className?: string
  reveal?: boolean
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={cn(
        'inline-flex size-7 shrink-0 items-center justify-center rounded text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring [&_svg]:size-4',
        reveal && revealClasses,
        className,
      )}
    >
      {children}
    </button>
  )
}
