import {
  Children, createContext, isValidElement, useContext, useRef, useState,
  type ComponentProps, type FocusEvent, type KeyboardEvent, type MouseEvent, type PointerEvent, type ReactNode,
} from 'react'
import { ChevronDown } from 'lucide-react'
import { cn } from '../lib/cn'
import { lazyModule, useLazyModule } from './lazy'
import { mergeRefs, useOpenState, useSticky } from './lite'
import { selectTriggerClasses } from './select-classes'
import type { ContentProps, ItemProps, LabelProps, SeparatorProps, TriggerProps } from './select-impl'

/**
 * Radix Select (./select-impl, with floating-ui) loads when the browser is idle, or when a select is
 * first opened or focused. Until then the closed box is drawn here, as Radix draws it (a combobox
 * button with the chosen item's text, or the placeholder); Radix takes over on the first pointer
 * down, open key or focus, so the keyboard meets Radix itself.
 */
const selectModule = lazyModule(() => import('./select-impl'))

interface SelectProps {
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  disabled?: boolean
  required?: boolean
  name?: string
  children?: ReactNode
}

interface Lite {
  label: ReactNode
  placeholder: boolean
  disabled: boolean
  required: boolean
  open: () => void
  takeOver: () => void
}
const LiteContext = createContext<Lite | null>(null)
const PendingFocus = createContext<{ current: boolean } | null>(null)

/** value → the text of its SelectItem, from the items given as elements among `children` (as every use does). */
function itemLabels(children: ReactNode, into = new Map<string, ReactNode>()) {
  Children.forEach(children, (child) => {
    if (!isValidElement<{ value?: unknown; children?: ReactNode }>(child)) return
    if (child.type === SelectItem && typeof child.props.value === 'string') into.set(child.props.value, child.props.children)
    else itemLabels(child.props.children, into)
  })
  return into
}

export function Select({ children, open, defaultOpen = false, onOpenChange, ...props }: SelectProps) {
  const [isOpen, setOpen] = useOpenState(open, defaultOpen, onOpenChange)
  // Radix at once when its chunk is already here; else from the first opening or focus.
  const [engaged, setEngaged] = useState(() => selectModule.current !== undefined)
  const wanted = useSticky(isOpen || engaged)
  const focus = useRef(false)
  const m = useLazyModule(selectModule, wanted)
  if (m) {
    return (
      <LiteContext.Provider value={null}>
        <PendingFocus.Provider value={focus}>
          <m.Root open={isOpen} onOpenChange={setOpen} {...props}>{children}</m.Root>
        </PendingFocus.Provider>
      </LiteContext.Provider>
    )
  }
  const value = props.value ?? props.defaultValue ?? ''
  const lite: Lite = {
    label: itemLabels(children).get(value),
    placeholder: value === '',
    disabled: props.disabled ?? false,
    required: props.required ?? false,
    open: () => setOpen(true),
    takeOver: () => {
      focus.current = true
      setEngaged(true)
    },
  }
  return <LiteContext.Provider value={lite}>{children}</LiteContext.Provider>
}

const OPEN_KEYS = [' ', 'Enter', 'ArrowUp', 'ArrowDown']

/** The closed box. Give it an id for <Label htmlFor>, or an aria-label. */
export function SelectTrigger({ ref, ...props }: TriggerProps) {
  const lite = useContext(LiteContext)
  const pending = useContext(PendingFocus)
  const m = selectModule.current
  if (lite || !m) return <LiteTrigger lite={lite} {...props} ref={ref} />
  const focusOnMount = (el: HTMLButtonElement | null) => {
    if (!el || !pending?.current) return
    pending.current = false
    // Unless the user has moved on meanwhile (the stand-in had focus; once gone, the body has it).
    if (document.activeElement === null || document.activeElement === document.body) el.focus()
  }
  return <m.Trigger {...props} ref={mergeRefs(ref, focusOnMount)} />
}

function LiteTrigger({ lite, className, children, disabled: disabledProp, onPointerDown, onClick, onKeyDown, onFocus, ...props }: TriggerProps & { lite: Lite | null }) {
  // Radix's own rules: a mouse opens on pointer down, touch and pen on click, the keyboard on OPEN_KEYS.
  const pointerType = useRef('touch')
  const pressing = useRef(false)
  const disabled = disabledProp || lite?.disabled
  return (
    <button
      type="button"
      role="combobox"
      aria-expanded={false}
      aria-required={lite?.required || undefined}
      aria-autocomplete="none"
      data-state="closed"
      disabled={disabled}
      data-disabled={disabled ? '' : undefined}
      data-placeholder={lite?.placeholder ? '' : undefined}
      className={cn(selectTriggerClasses, className)}
      {...props}
      onPointerDown={(e: PointerEvent<HTMLButtonElement>) => {
        onPointerDown?.(e)
        pointerType.current = e.pointerType
        pressing.current = true
        if (e.defaultPrevented || disabled || e.button !== 0 || e.ctrlKey || e.pointerType !== 'mouse') return
        e.preventDefault()
        lite?.open()
      }}
      onClick={(e: MouseEvent<HTMLButtonElement>) => {
        onClick?.(e)
        pressing.current = false
        if (!e.defaultPrevented && !disabled && pointerType.current !== 'mouse') lite?.open()
      }}
      onKeyDown={(e: KeyboardEvent<HTMLButtonElement>) => {
        onKeyDown?.(e)
        if (e.defaultPrevented || disabled || !OPEN_KEYS.includes(e.key)) return
        e.preventDefault()
        lite?.open()
      }}
      onFocus={(e: FocusEvent<HTMLButtonElement>) => {
        onFocus?.(e)
        // A tap focuses before its click: the click opens it; a focus by keyboard hands over to Radix.
        if (!pressing.current) lite?.takeOver()
      }}
    >
      {children}
      <ChevronDown aria-hidden="true" className="size-4 shrink-0 opacity-60" />
    </button>
  )
}

export function SelectValue({ placeholder, ...props }: ComponentProps<'span'> & { placeholder?: ReactNode }) {
  const lite = useContext(LiteContext)
  const m = selectModule.current
  if (!lite && m) return <m.Value placeholder={placeholder} {...props} />
  return <span {...props} style={{ pointerEvents: 'none' }}>{lite?.placeholder ? placeholder : lite?.label}</span>
}

function useReal() {
  return useContext(LiteContext) ? undefined : selectModule.current
}

export function SelectContent(props: ContentProps) {
  const m = useReal()
  return m ? <m.Content {...props} /> : null
}

export function SelectItem(props: ItemProps) {
  const m = useReal()
  return m ? <m.Item {...props} /> : null
}

export function SelectGroup(props: ComponentProps<'div'>) {
  const m = useReal()
  return m ? <m.Group {...props} /> : null
}

export function SelectLabel(props: LabelProps) {
  const m = useReal()
  return m ? <m.Label {...props} /> : null
}

export function SelectSeparator(props: SeparatorProps) {
  const m = useReal()
  return m ? <m.Separator {...props} /> : null
}
