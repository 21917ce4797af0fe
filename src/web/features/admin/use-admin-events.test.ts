import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { liveRefetcher } from './use-admin-events'
import { ADMIN_KEY } from './users-query'

afterEach(() => vi.useRealTimers())

describe('liveRefetcher', () => {
  it("waits for an admin request in flight ('Carregar mais') before refetching, then refetches once", async () => {
    vi.useFakeTimers()
    const queryClient = new QueryClient()
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    let finish = () => {}
    const nextPage = queryClient.fetchQuery({ queryKey: [...ADMIN_KEY, 'page-2'], queryFn: () => new Promise<number>((resolve) => { finish = () => resolve(2) }) })

    const live = liveRefetcher(queryClient, 300)
    live.request()
    live.request()
    await vi.advanceTimersByTimeAsync(900)
    expect(invalidate).not.toHaveBeenCalled()

    finish()
    await nextPage
    await vi.advanceTimersByTimeAsync(300)
    expect(invalidate).toHaveBeenCalledTimes(1)
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ADMIN_KEY })
    live.stop()
  })

  it('refetches after the pause when nothing is in flight', async () => {
    vi.useFakeTimers()
    const queryClient = new QueryClient()
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries')
    const live = liveRefetcher(queryClient, 300)
    live.request()
    await vi.advanceTimersByTimeAsync(299)
    expect(invalidate).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    expect(invalidate).toHaveBeenCalledTimes(1)
  })
})
