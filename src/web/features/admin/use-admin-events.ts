/**
 * Live admin list (issue 10): an EventSource on /api/admin/events. Each message (a profile changed, or
 * 'RESYNC') refetches every admin query, debounced; a reopened stream refetches too (changes may have
 * been missed while it was down). EventSource reconnects by itself after a drop; when the browser gives
 * up (a non-SSE answer closes it for good), a new one is opened after a pause.
 */
import { useEffect, useState } from 'react'
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { ADMIN_KEY } from './users-query'

export const ADMIN_EVENTS_PATH = '/api/admin/events'
const DEBOUNCE_MS = 300
const RETRY_MS = 3_000

/**
 * Refetches every admin query DEBOUNCE_MS after the last request, but never while one is in flight:
 * invalidating during 'Carregar mais' would cancel that page's request and refetch only the pages
 * already there (the click lost). It waits for the fetch to settle, then refetches every loaded page,
 * the new one included.
 */
export function liveRefetcher(queryClient: QueryClient, delayMs = DEBOUNCE_MS) {
  let timer: ReturnType<typeof setTimeout> | undefined
  const request = () => {
    clearTimeout(timer)
    timer = setTimeout(() => {
      if (queryClient.isFetching({ queryKey: ADMIN_KEY }) > 0) request()
      else void queryClient.invalidateQueries({ queryKey: ADMIN_KEY })
    }, delayMs)
  }
  return { request, stop: () => clearTimeout(timer) }
}

export type LiveState = 'connecting' | 'live' | 'reconnecting'

export function useAdminEvents(): LiveState {
  const queryClient = useQueryClient()
  const [state, setState] = useState<LiveState>('connecting')

  useEffect(() => {
    let source: EventSource | null = null
    let retry: ReturnType<typeof setTimeout> | undefined
    let dropped = false
    let stopped = false

    const live = liveRefetcher(queryClient)
    const refetch = live.request

    const open = () => {
      if (stopped) return
      source = new EventSource(ADMIN_EVENTS_PATH)
      source.onopen = () => {
        setState('live')
        if (dropped) refetch()
        dropped = false
      }
      source.onmessage = refetch
      source.onerror = () => {
        dropped = true
        setState('reconnecting')
        if (source?.readyState === EventSource.CLOSED) {
          source.close()
          retry = setTimeout(open, RETRY_MS)
        }
      }
    }

    open()
    return () => {
      stopped = true
      live.stop()
      clearTimeout(retry)
      source?.close()
    }
  }, [queryClient])

  return state
}
