import type { ComponentProps } from 'react'
import { Separator as SeparatorPrimitive } from 'radix-ui'
import { cn } from '../lib/cn'

/** Decorative by default (hidden from screen readers); pass decorative={false} for a semantic one. */
export function Separator({ className, orientation = 'horizontal', decorative = true, ...props }: ComponentProps<typeof SeparatorPrimitive.Root>) {
  return (
    <SeparatorPrimitive.Root
      orientation={orientation}
      decorative={decorative}
      className={cn('shrink-0 bg-border', orientation === 'horizontal' ? 'h-px w-full' : 'h-full w-px', className)}
      {...props}
    />
  )
}
