import { useSyncExternalStore } from 'react'

/** True while the window is at least `minWidth` px wide (the admin list: table when wide, cards on a phone). */
export function useWide(minWidth = 1024): boolean {
  const query = `(min-width: ${minWidth}px)`
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    () => window.matchMedia(query).matches,
    () => true,
  )
}
