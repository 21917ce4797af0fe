import { describe, expect, it, vi } from 'vitest'
import type { toast as sonnerToast } from 'sonner'
import { notify, onToasterWanted, toasterReady } from './toast'

/** A stand-in for sonner's toast that records what reaches it. */
function fakeToast() {
  const calls: string[] = []
  const toast = Object.assign(() => undefined, {
    success: (title: string) => void calls.push(`success ${title}`),
    error: (title: string) => void calls.push(`error ${title}`),
    info: (title: string) => void calls.push(`info ${title}`),
    dismiss: (id?: string | number) => void calls.push(`dismiss ${id ?? 'all'}`),
  }) as unknown as typeof sonnerToast
  return { toast, calls }
}

describe('notify before and after the Toaster has loaded', () => {
  it('queues calls made before the Toaster, asks for it once, and runs them in order when it is ready', () => {
    const load = vi.fn()
    onToasterWanted(load)
    notify.error('Falhou', 'detalhe')
    notify.success('Salvo')
    expect(load).toHaveBeenCalledTimes(2) // each waiting call asks; the loader ignores repeats

    const { toast, calls } = fakeToast()
    toasterReady(toast)
    // One toast at a time: each shown toast first dismisses the one on screen.
    expect(calls).toEqual(['dismiss all', 'error Falhou', 'dismiss all', 'success Salvo'])

    notify.info('Agora')
    expect(calls.slice(-2)).toEqual(['dismiss all', 'info Agora'])
    toasterReady(null)
    onToasterWanted(null)
  })

  it('a call before any loader is registered is remembered: registering loads at once', () => {
    notify.error('Cedo')
    const load = vi.fn()
    onToasterWanted(load)
    expect(load).toHaveBeenCalledTimes(1)
    const { toast, calls } = fakeToast()
    toasterReady(toast)
    expect(calls).toEqual(['dismiss all', 'error Cedo'])
    toasterReady(null)
    onToasterWanted(null)
  })

  it('dismissing everything before the Toaster drops what waits', () => {
    notify.error('Some')
    notify.dismiss()
    const { toast, calls } = fakeToast()
    toasterReady(toast)
    expect(calls).toEqual([])
    toasterReady(null)
  })
})
