/**
 * Live admin list (issue 10): an EventSource on /api/admin/events. Each message (a profile changed, or
 * 'RESYNC') refetches every admin query, debounced; a reopened stream refetches too (changes may have
 * been missed while it was down). EventSource reconnects by itself after a drop; when the browser gives
 * up (a non-SSE answer closes it for good), a new one is opened after a pause.
 */
import { useEffect, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { ADMIN_KEY } from './users-query'

export const ADMIN_EVENTS_PATH = '/api/admin/events'
const DEBOUNCE_MS = 300
const RETRY_MS = 3_000

export type LiveState = 'connecting' | 'live' | 'reconnecting'

export function useAdminEvents(): LiveState {
  const queryClient = useQueryClient()
  const [state, setState] = useState<LiveState>('connecting')

  useEffect(() => {
    let source: EventSource | null = null
    let debounce: ReturnType<typeof setTimeout> | undefined
    let retry: ReturnType<typeof setTimeout> | undefined
    let dropped = false
    let stopped = false

    const refetch = () => {
      clearTimeout(debounce)
      debounce = setTimeout(() => void queryClient.invalidateQueries({ queryKey: ADMIN_KEY }), DEBOUNCE_MS)
    }

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
      clearTimeout(debounce)
      clearTimeout(retry)
      source?.close()
    }
  }, [queryClient])

  return state
}
