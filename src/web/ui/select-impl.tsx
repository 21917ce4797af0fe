/** The Radix side of Select (src/web/ui/select.tsx): its own chunk, loaded on first use or when idle. */
import type { ComponentProps } from 'react'
import { Select as SelectPrimitive } from 'radix-ui'
import { Check, ChevronDown } from 'lucide-react'
import { cn } from '../lib/cn'
import { selectTriggerClasses } from './select-classes'

export const Root = SelectPrimitive.Root
export const Group = SelectPrimitive.Group
export const Value = SelectPrimitive.Value

export type TriggerProps = ComponentProps<typeof SelectPrimitive.Trigger>

export function Trigger({ className, children, ...props }: TriggerProps) {
  return (
    <SelectPrimitive.Trigger className={cn(selectTriggerClasses, className)} {...props}>
      {children}
      <SelectPrimitive.Icon asChild>
        <ChevronDown aria-hidden="true" className="size-4 shrink-0 opacity-60" />
      </SelectPrimitive.Icon>
    </SelectPrimitive.Trigger>
  )
}

export type ContentProps = ComponentProps<typeof SelectPrimitive.Content>

export function Content({ className, children, position = 'popper', ...props }: ContentProps) {
  return (
    <SelectPrimitive.Portal>
      <SelectPrimitive.Content
        position={position}
        className={cn(
          'relative z-50 max-h-(--radix-select-content-available-height) min-w-[8rem] overflow-hidden rounded-md border border-border bg-popover text-popover-foreground shadow-md motion-safe:data-[state=open]:animate-pop-in',
          position === 'popper' && 'w-full min-w-(--radix-select-trigger-width) translate-y-1',
          className,
        )}
        {...props}
      >
        <SelectPrimitive.Viewport className="p-1">{children}</SelectPrimitive.Viewport>
      </SelectPrimitive.Content>
    </SelectPrimitive.Portal>
  )
}

export type ItemProps = ComponentProps<typeof SelectPrimitive.Item>

export function Item({ className, children, ...props }: ItemProps) {
  return (
    <SelectPrimitive.Item
      className={cn(
        'relative flex w-full cursor-default select-none items-center rounded-sm py-2 pl-8 pr-2 text-sm outline-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground',
        className,
      )}
      {...props}
    >
      <span className="absolute left-2 flex size-4 items-center justify-center">
        <SelectPrimitive.ItemIndicator>
          <Check aria-hidden="true" className="size-4" />
        </SelectPrimitive.ItemIndicator>
      </span>
      <SelectPrimitive.ItemText>{children}</SelectPrimitive.ItemText>
    </SelectPrimitive.Item>
  )
}

export type LabelProps = ComponentProps<typeof SelectPrimitive.Label>

export function Label({ className, ...props }: LabelProps) {
  return <SelectPrimitive.Label className={cn('py-1.5 pl-8 pr-2 text-xs font-semibold text-muted-foreground', className)} {...props} />
}

export type SeparatorProps = ComponentProps<typeof SelectPrimitive.Separator>

export function Separator({ className, ...props }: SeparatorProps) {
  return <SelectPrimitive.Separator className={cn('-mx-1 my-1 h-px bg-border', className)} {...props} />
}
