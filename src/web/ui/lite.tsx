/**
 * Light stand-ins for Radix overlays (dialogs, menus): on first paint a component renders only what a
 * closed Radix one shows (its trigger, with the same attributes), and the Radix chunk loads when the
 * browser is idle. The Radix root takes over when the overlay first opens (or, for menus, when the
 * trigger gets focus, so the keyboard meets Radix itself); from then on it stays.
 */
import {
  createContext, useCallback, useContext, useRef, useState,
  type ComponentType, type ComponentProps, type KeyboardEvent, type PointerEvent, type ReactNode, type Ref, type RefCallback,
} from 'react'
import { Slot } from './slot'
import { useLazyModule, type LazyModule } from './lazy'

export interface RootProps {
  open?: boolean
  defaultOpen?: boolean
  onOpenChange?: (open: boolean) => void
  modal?: boolean
  children?: ReactNode
}

/** Controlled when `open` is given, else its own state; `setOpen` tells onOpenChange either way. */
export function useOpenState(open: boolean | undefined, defaultOpen: boolean, onOpenChange?: (open: boolean) => void) {
  const [own, setOwn] = useState(defaultOpen)
  const controlled = open !== undefined
  const setOpen = useCallback((next: boolean) => {
    if (!controlled) setOwn(next)
    onOpenChange?.(next)
  }, [controlled, onOpenChange])
  return [controlled ? open : own, setOpen] as const
}

/** True from the first render where `want` is, for good. */
export function useSticky(want: boolean): boolean {
  const [was, setWas] = useState(want)
  if (want && !was) setWas(true)
  return was || want
}

/** Composes refs (callback or object) into one callback. */
export function mergeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (el) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(el)
      else if (ref) ref.current = el
    }
  }
}

interface LiteState {
  setOpen: (open: boolean) => void
  /** Take Radix over now, focusing its trigger (a menu's trigger got focus). */
  takeOver: () => void
}

interface Pending {
  /** The Radix trigger focuses itself once mounted. */
  focus: boolean
}

type OverlayModule = {
  Root: ComponentType<RootProps>
  Trigger: ComponentType<ComponentProps<'button'> & { asChild?: boolean }>
}

type TriggerProps = ComponentProps<'button'> & { asChild?: boolean }

const MENU_OPEN_KEYS = ['Enter', ' ', 'ArrowDown']

/**
 * Root and Trigger of one kind of overlay over `lm` (a module with Radix's Root and Trigger), plus
 * `useReal()`: the module for the parts that only exist while open (content, title...), or undefined
 * while the light stand-in is on.
 */
export function createLiteOverlay<M extends OverlayModule>(lm: LazyModule<M>, popup: 'dialog' | 'menu') {
  const Lite = createContext<LiteState | null>(null)
  const PendingFocus = createContext<{ current: Pending } | null>(null)

  function Root({ open, defaultOpen = false, onOpenChange, modal, children }: RootProps) {
    const [isOpen, setOpen] = useOpenState(open, defaultOpen, onOpenChange)
    // Radix at once when its chunk is already here; else from the first opening (or focus, for menus).
    const [engaged, setEngaged] = useState(() => lm.current !== undefined)
    const wanted = useSticky(isOpen || engaged)
    const pending = useRef<Pending>({ focus: false })
    const m = useLazyModule(lm, wanted)
    const takeOver = useCallback(() => {
      pending.current.focus = true
      setEngaged(true)
    }, [])
    if (m) {
      return (
        <Lite.Provider value={null}>
          <PendingFocus.Provider value={pending}>
            <m.Root open={isOpen} onOpenChange={setOpen} modal={modal}>{children}</m.Root>
          </PendingFocus.Provider>
        </Lite.Provider>
      )
    }
    return <Lite.Provider value={{ setOpen, takeOver }}>{children}</Lite.Provider>
  }

  function Trigger({ asChild = false, ref, onClick, onPointerDown, onKeyDown, onFocus, ...props }: TriggerProps) {
    const lite = useContext(Lite)
    const pending = useContext(PendingFocus)
    const m = lm.current
    if (!lite && m) {
      const focusOnMount = (el: HTMLButtonElement | null) => {
        if (!el || !pending?.current.focus) return
        pending.current.focus = false
        // Unless the user has moved on meanwhile (the stand-in had focus; once gone, the body has it).
        if (document.activeElement === null || document.activeElement === document.body) el.focus()
      }
      return <m.Trigger asChild={asChild} ref={mergeRefs(ref, focusOnMount)} onClick={onClick} onPointerDown={onPointerDown} onKeyDown={onKeyDown} onFocus={onFocus} {...props} />
    }
    const Comp = asChild ? Slot : 'button'
    const common = { ...(asChild ? {} : { type: 'button' as const }), 'aria-haspopup': popup, 'aria-expanded': false, 'data-state': 'closed' }
    if (popup === 'dialog') {
      return (
        <Comp {...common} {...props} ref={ref} onPointerDown={onPointerDown} onKeyDown={onKeyDown} onFocus={onFocus}
          onClick={(e) => {
            onClick?.(e)
            if (!e.defaultPrevented) lite?.setOpen(true)
          }} />
      )
    }
    // A menu opens on pointer down (Radix DropdownMenu.Trigger) or Enter, Space and ArrowDown.
    return (
      <Comp {...common} {...props} ref={ref} onClick={onClick}
        onPointerDown={(e: PointerEvent<HTMLButtonElement>) => {
          onPointerDown?.(e)
          if (e.defaultPrevented || props.disabled || e.button !== 0 || e.ctrlKey) return
          e.preventDefault() // no focus: it would take Radix over before the menu opens
          lite?.setOpen(true)
        }}
        onKeyDown={(e: KeyboardEvent<HTMLButtonElement>) => {
          onKeyDown?.(e)
          if (e.defaultPrevented || props.disabled || !MENU_OPEN_KEYS.includes(e.key)) return
          e.preventDefault()
          lite?.setOpen(true)
        }}
        onFocus={(e) => {
          onFocus?.(e)
          lite?.takeOver()
        }} />
    )
  }

  /** The Radix module inside an overlay that Radix runs (so its content is open); undefined in the stand-in. */
  function useReal(): M | undefined {
    return useContext(Lite) ? undefined : lm.current
  }

  return { Root, Trigger, useReal }
}
