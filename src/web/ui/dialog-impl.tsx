/**
 * The Radix side of Dialog and Sheet (src/web/ui/dialog.tsx, sheet.tsx): its own chunk, loaded when a
 * dialog first opens (and preloaded when the browser is idle).
 */
import type { ComponentProps } from 'react'
import { Dialog as DialogPrimitive } from 'radix-ui'
import { X } from 'lucide-react'
import { cn } from '../lib/cn'
import { contentClasses, overlayClasses } from './dialog-classes'

export const Root = DialogPrimitive.Root
export const Trigger = DialogPrimitive.Trigger
export const Close = DialogPrimitive.Close

export type ContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Show the top-right X button (default true). */
  showClose?: boolean
  /** Accessible name of the X button. */
  closeLabel?: string
}

export function Content({ className, children, showClose = true, closeLabel = 'Fechar', ...props }: ContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClasses} />
      <DialogPrimitive.Content className={cn(contentClasses, className)} {...props}>
        {children}
        {showClose && (
          <DialogPrimitive.Close
            aria-label={closeLabel}
            className="absolute right-3 top-3 inline-flex size-8 items-center justify-center rounded-md text-muted-foreground transition-colors hover:bg-muted hover:text-foreground"
          >
            <X aria-hidden="true" className="size-4" />
          </DialogPrimitive.Close>
        )}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}

export function Title({ className, ...props }: ComponentProps<typeof DialogPrimitive.Title>) {
  return <DialogPrimitive.Title className={cn('text-lg font-semibold leading-tight', className)} {...props} />
}

export function Description({ className, ...props }: ComponentProps<typeof DialogPrimitive.Description>) {
  return <DialogPrimitive.Description className={cn('text-sm text-muted-foreground', className)} {...props} />
}

export type SheetContentProps = ComponentProps<typeof DialogPrimitive.Content> & {
  /** Accessible name of the X button. */
  closeLabel?: string
}

/** A side panel: full screen on a phone, a right-hand column from sm up. */
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

export type BareContentProps = ComponentProps<typeof DialogPrimitive.Content> & { overlayClassName?: string }

/** Content and overlay with no preset look (the app shell's drawer). */
export function BareContent({ overlayClassName, children, ...props }: BareContentProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className={overlayClassName} />
      <DialogPrimitive.Content {...props}>{children}</DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  )
}
