import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'
import type { BareContentProps, ContentProps } from './dialog-impl'
import { lazyModule } from './lazy'
import { createLiteOverlay } from './lite'

/** Radix Dialog (./dialog-impl) loads when a dialog first opens, or when the browser is idle before. */
export const dialogModule = lazyModule(() => import('./dialog-impl'))
const lite = createLiteOverlay(dialogModule, 'dialog')

export const Dialog = lite.Root
export const DialogTrigger = lite.Trigger
export const useRealDialog = lite.useReal

export function DialogContent(props: ContentProps) {
  const m = lite.useReal()
  return m ? <m.Content {...props} /> : null
}

/** Overlay and content with no preset look: give both their classes. */
export function DialogBareContent(props: BareContentProps) {
  const m = lite.useReal()
  return m ? <m.BareContent {...props} /> : null
}

export function DialogClose(props: ComponentProps<'button'> & { asChild?: boolean }) {
  const m = lite.useReal()
  return m ? <m.Close {...props} /> : null
}

export function DialogTitle(props: ComponentProps<'h2'>) {
  const m = lite.useReal()
  return m ? <m.Title {...props} /> : null
}

export function DialogDescription(props: ComponentProps<'p'>) {
  const m = lite.useReal()
  return m ? <m.Description {...props} /> : null
}

export function DialogHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-6 text-left', className)} {...props} />
}

export function DialogFooter({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col-reverse gap-2 sm:flex-row sm:justify-end', className)} {...props} />
}
