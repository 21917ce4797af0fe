import type { ComponentProps } from 'react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import { X } from 'lucide-react'
import { cn } from '../lib/cn'
import { overlayClasses } from './dialog'

/** A side panel (drawer) on Radix Dialog: full screen on a phone, a right-hand column from sm up. */
export const Sheet = DialogPrimitive.Root
export const SheetTrigger = DialogPrimitive.Trigger
export const SheetClose = DialogPrimitive.Close

type SheetContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Accessible name of the X button. */
  closeLabel?: string
}

export function SheetContent({ className, children, closeLabel = 'Fechar', ...props }: SheetContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <DialogPrimitive.Content
        className={cn(
          'fixed inset-y-0 right-0 z-50 flex h-dvh w-full flex-col gap-4 overflow-y-auto border-l border-border bg-background p-6 text-foreground shadow-lg sm:max-w-md motion-safe:data-[state=open]:animate-fade-in',
          className,
        )}
        {...props}
      >
        {children}
        <DialogPrimitive.Close
          aria-label={closeLabel}
          className="absolute right-3 top-3 inline-flex size-10 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
        >
          <X aria-hidden="true" className="size-4" />
        </DialogPrimitive.Close>
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-10 text-left', className)} {...props} />
}

/** A sheet's title and description look as a dialog's. */
export { DialogDescription as SheetDescription, DialogTitle as SheetTitle } from './dialog'
