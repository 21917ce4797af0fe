import { createContext, useContext, useRef, useState, type ComponentProps, type FocusEvent, type MouseEvent, type PointerEvent, type ReactNode } from 'react'
import { Slot } from './slot'
import type { ContentProps } from './tooltip-impl'
import { lazyModule, useLazyModule } from './lazy'
import { mergeRefs, useSticky } from './lite'

/**
 * Radix Tooltip (./tooltip-impl, with floating-ui) loads when the browser is idle, or on the first
 * hover or focus of a trigger; until then a trigger is its plain child. The Radix tooltip that takes
 * over opens at once when the pointer or focus is still there.
 */
const tooltipModule = lazyModule(() => import('./tooltip-impl'))

interface ProviderProps { delayDuration?: number; skipDelayDuration?: number; disableHoverableContent?: boolean; children?: ReactNode }
type ProviderOptions = Omit<ProviderProps, 'children'>

const ProviderContext = createContext<ProviderOptions>({ delayDuration: 300 })

/** Put once near the app root (each tooltip gets Radix's provider with these options when it loads). */
export function TooltipProvider({ delayDuration = 300, children, ...options }: ProviderProps) {
  return <ProviderContext.Provider value={{ delayDuration, ...options }}>{children}</ProviderContext.Provider>
}

interface Lite {
  /** The pointer or focus reached the trigger (`focused`: by focus) or left it. */
  want: (open: boolean, focused: boolean) => void
  /** A press began on the trigger: Radix waits until it ends (a swap in between would lose its click). */
  press: () => void
}
const LiteContext = createContext<Lite | null>(null)
const PendingFocus = createContext<{ current: boolean } | null>(null)

interface TooltipProps { delayDuration?: number; disableHoverableContent?: boolean; children?: ReactNode }

export function Tooltip({ children, ...props }: TooltipProps) {
  const provider = useContext(ProviderContext)
  const [reached, setReached] = useState(() => tooltipModule.current !== undefined)
  const [pressed, setPressed] = useState(false)
  const wanted = useSticky(reached)
  const openNow = useRef(false)
  const focus = useRef(false)
  const m = useLazyModule(tooltipModule, wanted)
  if (m && !pressed) {
    // Radix reads defaultOpen when it mounts: open if the pointer or focus is still on the trigger.
    return (
      <LiteContext.Provider value={null}>
        <PendingFocus.Provider value={focus}>
          <m.Provider {...provider}>
            <m.Root defaultOpen={openNow.current} {...props}>{children}</m.Root>
          </m.Provider>
        </PendingFocus.Provider>
      </LiteContext.Provider>
    )
  }
  const lite: Lite = {
    want(open, focused) {
      openNow.current = open
      focus.current = open && focused
      if (open) setReached(true)
    },
    press() {
      setPressed(true)
      const release = () => {
        document.removeEventListener('pointerup', release, true)
        document.removeEventListener('pointercancel', release, true)
        // After the click that ends the press has reached the stand-in.
        setTimeout(() => setPressed(false))
      }
      document.addEventListener('pointerup', release, true)
      document.addEventListener('pointercancel', release, true)
    },
  }
  return <LiteContext.Provider value={lite}>{children}</LiteContext.Provider>
}

type TriggerProps = ComponentProps<'button'> & { asChild?: boolean }

export function TooltipTrigger({ asChild = false, ref, onPointerMove, onPointerLeave, onFocus, onBlur, ...props }: TriggerProps) {
  const lite = useContext(LiteContext)
  const pending = useContext(PendingFocus)
  const m = tooltipModule.current
  if (!lite && m) {
    const focusOnMount = (el: HTMLButtonElement | null) => {
      if (!el || !pending?.current) return
      pending.current = false
      if (document.activeElement === null || document.activeElement === document.body) el.focus()
    }
    return <m.Trigger asChild={asChild} ref={mergeRefs(ref, focusOnMount)} onPointerMove={onPointerMove} onPointerLeave={onPointerLeave} onFocus={onFocus} onBlur={onBlur} {...props} />
  }
  return <LiteTrigger lite={lite} asChild={asChild} ref={ref} onPointerMove={onPointerMove} onPointerLeave={onPointerLeave} onFocus={onFocus} onBlur={onBlur} {...props} />
}

function LiteTrigger({ lite, asChild, ref, onPointerMove, onPointerLeave, onPointerDown, onClick, onFocus, onBlur, ...props }: TriggerProps & { lite: Lite | null }) {
  // As Radix: a pointer opens it by moving over (not touch), focus opens it unless a press gave it.
  const pressing = useRef(false)
  const Comp = asChild ? Slot : 'button'
  return (
    <Comp {...(asChild ? {} : { type: 'button' as const })} data-state="closed" {...props} ref={ref}
      onPointerMove={(e: PointerEvent<HTMLButtonElement>) => {
        onPointerMove?.(e)
        if (e.pointerType !== 'touch') lite?.want(true, false)
      }}
      onPointerLeave={(e: PointerEvent<HTMLButtonElement>) => {
        onPointerLeave?.(e)
        lite?.want(false, false)
      }}
      onPointerDown={(e: PointerEvent<HTMLButtonElement>) => {
        onPointerDown?.(e)
        pressing.current = true
        lite?.press()
      }}
      onClick={(e: MouseEvent<HTMLButtonElement>) => {
        onClick?.(e)
        pressing.current = false
      }}
      onFocus={(e: FocusEvent<HTMLButtonElement>) => {
        onFocus?.(e)
        if (!pressing.current) lite?.want(true, true)
      }}
      onBlur={(e: FocusEvent<HTMLButtonElement>) => {
        onBlur?.(e)
        pressing.current = false
        lite?.want(false, false)
      }} />
  )
}

export function TooltipContent(props: ContentProps) {
  const lite = useContext(LiteContext)
  const m = tooltipModule.current
  return !lite && m ? <m.Content {...props} /> : null
}
