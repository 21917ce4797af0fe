import type { ComponentProps } from 'react'
import { LoaderCircle } from 'lucide-react'
import { cn } from '../lib/cn'

type SpinnerProps = Omit<ComponentProps<'span'>, 'children'> & {
  /** Spoken by screen readers. */
  'aria-label'?: string
  size?: number
}

/** An accessible loading indicator (role="status"). */
export function Spinner({ className, size = 16, 'aria-label': ariaLabel = 'Carregando', ...props }: SpinnerProps) {
  return (
    <span role="status" aria-label={ariaLabel} className={cn('inline-flex shrink-0', className)} {...props}>
      <LoaderCircle aria-hidden="true" width={size} height={size} className="motion-safe:animate-spin" />
    </span>
  )
}
