import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'
import { Dialog, DialogClose, DialogTrigger, useRealDialog } from './dialog'
import type { SheetContentProps } from './dialog-impl'

/** A side panel (drawer) on Radix Dialog (loaded on first opening, as Dialog): full screen on a phone, a right-hand column from sm up. */
export const Sheet = Dialog
export const SheetTrigger = DialogTrigger
export const SheetClose = DialogClose

export function SheetContent(props: SheetContentProps) {
  const m = useRealDialog()
  return m ? <m.SheetContent {...props} /> : null
}

export function SheetHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 pr-10 text-left', className)} {...props} />
}

/** A sheet's title and description look as a dialog's. */
export { DialogDescription as SheetDescription, DialogTitle as SheetTitle } from './dialog'
