import { describe, expect, it, vi } from 'vitest'
import { prerenderToNodeStream } from 'react-dom/static'
import type { Location } from 'react-router'
import { RouteScreen, screen, type Arrival } from './route-screen'

const arrival = (path: string, params: Record<string, string> = {}): Arrival => ({
  params,
  location: { pathname: path, search: '', hash: '', state: null, key: path } as Location,
})

async function html(node: React.ReactNode) {
  const { prelude } = await prerenderToNodeStream(node)
  let out = ''
  for await (const chunk of prelude) out += String(chunk)
  return out.replace(/<!--.*?-->/g, '') // Suspense's markers
}

function Page() {
  return <h1>Campanhas</h1>
}

describe('screen', () => {
  it('loads its chunk once however often it is started, and starts its data on every arrival', async () => {
    const load = vi.fn(async () => ({ Page }))
    const enter = vi.fn()
    const s = screen(load, 'Page', { enter })
    s.start(arrival('/campaign/a', { id: 'a' }))
    s.start(arrival('/campaign/b', { id: 'b' }))
    expect(await s.component()).toBe(Page)
    expect(load).toHaveBeenCalledTimes(1)
    expect(enter.mock.calls.map(([a]) => (a as Arrival).params.id)).toEqual(['a', 'b'])
  })

  it('is ready only once what it needs before its first render has loaded', async () => {
    let templatesLoaded = false
    const s = screen(async () => ({ Page }), 'Page', {
      ready: () => new Promise<void>((resolve) => setTimeout(() => {
        templatesLoaded = true
        resolve()
      }, 10)),
    })
    await s.component()
    expect(templatesLoaded).toBe(true)
  })

  it('after a failed load (offline), the next arrival tries again', async () => {
    const load = vi.fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValue({ Page })
    const s = screen(load as () => Promise<{ Page: typeof Page }>, 'Page')
    await expect(s.component()).rejects.toThrow('Failed to fetch')
    // Until then, the screen renders the same failed load (its error), not a new one on each render.
    expect(s.component()).toBe(s.component())
    await expect(s.component()).rejects.toThrow('Failed to fetch')
    expect(load).toHaveBeenCalledTimes(1)
    s.start(arrival('/saved-campaigns'))
    expect(await s.component()).toBe(Page)
    expect(load).toHaveBeenCalledTimes(2)
  })

  it('renders the screen once its chunk is in', async () => {
    const s = screen(async () => ({ Page }), 'Page')
    expect(await html(<RouteScreen of={s} />)).toBe('<h1>Campanhas</h1>')
  })
})
