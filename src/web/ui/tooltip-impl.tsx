/** The Radix side of Tooltip (src/web/ui/tooltip.tsx): its own chunk, loaded on first hover or focus, or when idle. */
import type { ComponentProps } from 'react'
import { Tooltip as TooltipPrimitive } from 'radix-ui'
import { cn } from '../lib/cn'

export const Provider = TooltipPrimitive.Provider
export const Root = TooltipPrimitive.Root
export const Trigger = TooltipPrimitive.Trigger

export type ContentProps = ComponentProps<typeof TooltipPrimitive.Content>

export function Content({ className, sideOffset = 6, children, ...props }: ContentProps) {
  return (
    <TooltipPrimitive.Portal>
      <TooltipPrimitive.Content
        sideOffset={sideOffset}
        className={cn(
          'z-50 max-w-xs rounded-md bg-slate-900 px-3 py-1.5 text-xs text-white shadow-md motion-safe:animate-fade-in',
          className,
        )}
        {...props}
      >
        {children}
        <TooltipPrimitive.Arrow className="fill-slate-900" />
      </TooltipPrimitive.Content>
    </TooltipPrimitive.Portal>
  )
}
