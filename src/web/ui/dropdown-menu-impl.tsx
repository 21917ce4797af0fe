/** The Radix side of DropdownMenu (src/web/ui/dropdown-menu.tsx): its own chunk, loaded on first use or when idle. */
import type { ComponentProps } from 'react'
import { DropdownMenu as DropdownMenuPrimitive } from 'radix-ui'
import { Check } from 'lucide-react'
import { cn } from '../lib/cn'

export const Root = DropdownMenuPrimitive.Root
export const Trigger = DropdownMenuPrimitive.Trigger
export const Group = DropdownMenuPrimitive.Group

export const menuContentClasses =
  'z-50 max-h-(--radix-dropdown-menu-content-available-height) min-w-[10rem] overflow-y-auto rounded-md border border-border bg-popover p-1 text-popover-foreground shadow-md motion-safe:data-[state=open]:animate-pop-in'
const itemClasses =
  'relative flex cursor-default select-none items-center gap-2 rounded-sm px-2 py-2 text-sm outline-none data-[disabled]:pointer-events-none data-[disabled]:opacity-50 data-[highlighted]:bg-accent data-[highlighted]:text-accent-foreground [&_svg]:size-4 [&_svg]:shrink-0'

export type ContentProps = ComponentProps<typeof DropdownMenuPrimitive.Content>

export function Content({ className, sideOffset = 4, align = 'end', ...props }: ContentProps) {
  return (
    <DropdownMenuPrimitive.Portal>
      <DropdownMenuPrimitive.Content sideOffset={sideOffset} align={align} className={cn(menuContentClasses, className)} {...props} />
    </DropdownMenuPrimitive.Portal>
  )
}

export type ItemProps = ComponentProps<typeof DropdownMenuPrimitive.Item> & {
  /** Red text, for deletions. */
  destructive?: boolean
}

export function Item({ className, destructive, ...props }: ItemProps) {
  return (
    <DropdownMenuPrimitive.Item
      className={cn(itemClasses, destructive && 'text-destructive-hover data-[highlighted]:bg-destructive-soft data-[highlighted]:text-destructive-hover', className)}
      {...props}
    />
  )
}

export type CheckboxItemProps = ComponentProps<typeof DropdownMenuPrimitive.CheckboxItem>

export function CheckboxItem({ className, children, ...props }: CheckboxItemProps) {
  return (
    <DropdownMenuPrimitive.CheckboxItem className={cn(itemClasses, 'pl-8', className)} {...props}>
      <span className="absolute left-2 flex size-4 items-center justify-center">
        <DropdownMenuPrimitive.ItemIndicator>
          <Check aria-hidden="true" />
        </DropdownMenuPrimitive.ItemIndicator>
      </span>
      {children}
    </DropdownMenuPrimitive.CheckboxItem>
  )
}

export type LabelProps = ComponentProps<typeof DropdownMenuPrimitive.Label>

export function Label({ className, ...props }: LabelProps) {
  return <DropdownMenuPrimitive.Label className={cn('px-2 py-1.5 text-sm font-semibold', className)} {...props} />
}

export type SeparatorProps = ComponentProps<typeof DropdownMenuPrimitive.Separator>

export function Separator({ className, ...props }: SeparatorProps) {
  return <DropdownMenuPrimitive.Separator className={cn('-mx-1 my-1 h-px bg-border', className)} {...props} />
}
