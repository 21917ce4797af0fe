import type { ComponentProps } from 'react'
import type { CheckboxItemProps, ContentProps, ItemProps, LabelProps, SeparatorProps } from './dropdown-menu-impl'
import { lazyModule } from './lazy'
import { createLiteOverlay } from './lite'

/**
 * Radix DropdownMenu (./dropdown-menu-impl) loads when the browser is idle, or when a menu is first
 * opened or its trigger focused; until then the trigger is a plain button with Radix's attributes.
 */
const menuModule = lazyModule(() => import('./dropdown-menu-impl'))
const lite = createLiteOverlay(menuModule, 'menu')

export const DropdownMenu = lite.Root
export const DropdownMenuTrigger = lite.Trigger

export function DropdownMenuContent(props: ContentProps) {
  const m = lite.useReal()
  return m ? <m.Content {...props} /> : null
}

export function DropdownMenuGroup(props: ComponentProps<'div'>) {
  const m = lite.useReal()
  return m ? <m.Group {...props} /> : null
}

export function DropdownMenuItem(props: ItemProps) {
  const m = lite.useReal()
  return m ? <m.Item {...props} /> : null
}

export function DropdownMenuCheckboxItem(props: CheckboxItemProps) {
  const m = lite.useReal()
  return m ? <m.CheckboxItem {...props} /> : null
}

export function DropdownMenuLabel(props: LabelProps) {
  const m = lite.useReal()
  return m ? <m.Label {...props} /> : null
}

export function DropdownMenuSeparator(props: SeparatorProps) {
  const m = lite.useReal()
  return m ? <m.Separator {...props} /> : null
}
