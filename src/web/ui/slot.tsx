import { Children, cloneElement, isValidElement, useCallback, type ReactElement, type ReactNode, type Ref } from 'react'

type Props = Record<string, unknown>

function setRef<T>(ref: Ref<T> | undefined, value: T) {
  if (typeof ref === 'function') ref(value)
  else if (ref) ref.current = value
}

/**
 * Renders its one child element with these props merged in, as Radix's Slot does (the first script
 * carries this instead of @radix-ui/react-slot): the child's own props win, except that both event
 * handlers run (the child's first), classes are joined, styles merged and both refs set.
 */
export function Slot({ children, ref, ...slotProps }: Props & { children?: ReactNode; ref?: Ref<unknown> }) {
  const child = Children.only(children) as ReactElement<Props & { ref?: Ref<unknown> }>
  const childRef = isValidElement(child) ? child.props.ref : undefined
  const composed = useCallback((el: unknown) => {
    setRef(ref, el)
    setRef(childRef, el)
  }, [ref, childRef])
  if (!isValidElement(child)) return null
  const merged: Props = { ...slotProps, ...child.props }
  for (const key in slotProps) {
    const mine = slotProps[key]
    const theirs = child.props[key]
    if (/^on[A-Z]/.test(key) && typeof mine === 'function' && typeof theirs === 'function') {
      merged[key] = (...args: unknown[]) => {
        const result = (theirs as (...a: unknown[]) => unknown)(...args)
        ;(mine as (...a: unknown[]) => unknown)(...args)
        return result
      }
    } else if (key === 'style') merged.style = { ...(mine as object), ...(theirs as object) }
    else if (key === 'className') merged.className = [mine, theirs].filter(Boolean).join(' ')
  }
  if (ref || childRef) merged.ref = composed
  return cloneElement(child, merged)
}
