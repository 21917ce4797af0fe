import type { ComponentProps } from 'react'
import { cn } from '../lib/cn'

export const inputClasses =
  'flex h-10 w-full min-w-0 rounded-md border border-input bg-background px-3 py-2 text-base text-foreground placeholder:text-muted-foreground disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-destructive sm:text-sm file:border-0 file:bg-transparent file:text-sm file:font-medium'

/** A text input. Pair it with <Label htmlFor>; set aria-invalid to show an error border. */
export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return <input type={type} className={cn(inputClasses, className)} {...props} />
}
