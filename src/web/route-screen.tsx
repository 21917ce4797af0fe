import { Component, Suspense, use, type ComponentType, type ErrorInfo, type ReactNode } from 'react'
import type { Location, Params } from 'react-router'
import { common } from './i18n/pt-BR/common'
import { Button } from './ui/button'
import { nextTask } from './ui/lazy'
import { Spinner } from './ui/spinner'

/** Where a navigation arrives: what a screen's data start reads (its params, its ?search). */
export interface Arrival { params: Params; location: Location }

/**
 * A screen that is its own chunk (decision 016). The router calls `start` as a navigation to it
 * begins, before anything renders (src/web/router.tsx, useScreenStarts): the chunk and the screen's
 * data start together, whatever guard or layout above it is still loading.
 */
export interface Screen {
  /** Its component's name: a React key, one per screen. */
  readonly id: string
  /** Starts loading the chunk (once) and the screen's data (on every arrival). */
  start(arrival: Arrival): void
  /** The chunk and what the screen needs before its first render; rejected when they fail to load. */
  component(): Promise<ComponentType>
}

interface ScreenOptions {
  /** What the screen reads on its first render (e.g. its built-in templates): awaited with the chunk. */
  ready?: () => Promise<unknown>
  /** The screen's data, started on every arrival, never awaited: the screen shows its own loading. */
  enter?: (arrival: Arrival) => void
}

/** `load` imports the screen's module (each import in a task of its own: nextTask); `name` is its component. */
export function screen<M>(load: () => Promise<M>, name: keyof M, options: ScreenOptions = {}): Screen {
  // The promise React renders from (use): kept, even once rejected, until the next arrival tries again
  // (a new promise on each render would suspend forever instead of showing the error).
  let loading: Promise<ComponentType> | undefined
  let failed = false
  const component = () =>
    (loading ??= Promise.all([nextTask().then(load), options.ready?.()]).then(
      ([module]) => module[name] as ComponentType,
      (err: unknown) => {
        failed = true
        throw err
      },
    ))
  return {
    id: String(name),
    component,
    start(arrival) {
      if (failed) {
        failed = false
        loading = undefined // offline a moment ago: this arrival tries again
      }
      component().catch(() => undefined) // the error shows when the screen renders
      options.enter?.(arrival)
    },
  }
}

/** What a screen shows while its chunk loads (and the first load shows before any screen). */
export function RouteFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center text-muted-foreground">
      <Spinner size={24} />
    </div>
  )
}

function Loaded({ of }: { of: Screen }) {
  const Page = use(of.component())
  return <Page />
}

/**
 * A route's element: the screen once its chunk is in. Each screen is its own Suspense boundary (the
 * key): navigating is a transition (React Router's), and a transition would keep the previous screen on
 * display, under the new address, until the next one is ready; a new boundary shows its loading at once.
 */
export function RouteScreen({ of }: { of: Screen }) {
  return (
    <ScreenErrorBoundary key={of.id}>
      <Suspense fallback={<RouteFallback />}>
        <Loaded of={of} />
      </Suspense>
    </ScreenErrorBoundary>
  )
}

/**
 * A screen that failed to load (its chunk did not arrive: offline, a new version deployed) or threw
 * while rendering: a message and a reload, in place of a blank page. Another screen (a link of the
 * sidebar) is another boundary, and opens as usual.
 */
class ScreenErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false }

  static getDerivedStateFromError() {
    return { failed: true }
  }

  componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack)
  }

  render() {
    if (!this.state.failed) return this.props.children
    return (
      <div role="alert" className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-6 text-center">
        <p className="text-muted-foreground">{common.errors.screenLoad}</p>
        <Button onClick={() => window.location.reload()}>{common.errors.retry}</Button>
      </div>
    )
  }
}
