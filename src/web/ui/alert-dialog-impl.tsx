/** The Radix side of AlertDialog (src/web/ui/alert-dialog.tsx): its own chunk, loaded on first opening or when idle. */
import type { ComponentProps } from 'react'
import { AlertDialog as AlertDialogPrimitive } from 'radix-ui'
import { cn } from '../lib/cn'
import { contentClasses, overlayClasses } from './dialog-classes'

export const Root = AlertDialogPrimitive.Root
export const Trigger = AlertDialogPrimitive.Trigger
export const Action = AlertDialogPrimitive.Action
export const Cancel = AlertDialogPrimitive.Cancel

export type ContentProps = ComponentProps<typeof AlertDialogPrimitive.Content>

export function Content({ className, ...props }: ContentProps) {
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogPrimitive.Overlay className={overlayClasses} />
      <AlertDialogPrimitive.Content className={cn(contentClasses, className)} {...props} />
    </AlertDialogPrimitive.Portal>
  )
}

export function Title({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Title>) {
  return <AlertDialogPrimitive.Title className={cn('text-lg font-semibold leading-tight', className)} {...props} />
}

export function Description({ className, ...props }: ComponentProps<typeof AlertDialogPrimitive.Description>) {
  return <AlertDialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
}
