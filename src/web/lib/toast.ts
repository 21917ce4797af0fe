import type { ExternalToast, toast as sonnerToast } from 'sonner'

type Toast = typeof sonnerToast
type ErrorOptions = { duration?: number }

/**
 * sonner is not in the first script: the Toaster (src/web/ui/toaster.tsx) loads after the first paint
 * (DeferredToaster) and hands its `toast` over with `toasterReady`. Calls made before that wait in
 * `queue`, in order, and run as soon as it is on screen; a call that finds no Toaster asks for it at once.
 */
let ready: Toast | null = null
const queue: ((toast: Toast) => void)[] = []
let wanted: (() => void) | null = null
let askedEarly = false

function run(call: (toast: Toast) => void) {
  if (ready) {
    call(ready)
    return
  }
  queue.push(call)
  if (wanted) wanted()
  else askedEarly = true
}

/** The Toaster is mounted: run the calls made before it. */
export function toasterReady(toast: Toast | null) {
  ready = toast
  if (toast) for (const call of queue.splice(0)) call(toast)
}

/** Registers what loads the Toaster now (DeferredToaster); called at once when a toast already waits. */
export function onToasterWanted(load: (() => void) | null) {
  wanted = load
  if (load && (askedEarly || queue.length > 0)) {
    askedEarly = false
    load()
  }
}

/** One toast at a time (spec §9): a new toast dismisses the one on screen. */
function show(kind: 'success' | 'error' | 'info', title: string, data: ExternalToast) {
  run((toast) => {
    toast.dismiss()
    toast[kind](title, data)
  })
}

/**
 * The app's toasts. Titles and descriptions render as separate elements
 * ([data-title] and [data-description] inside [data-sonner-toast]).
 * Errors are destructive: a red toast with data-type="error" and the class "destructive".
 */
export const notify = {
  success(title: string, description?: string) {
    show('success', title, { description, richColors: true })
  },
  error(title: string, description?: string, options: ErrorOptions = {}) {
    show('error', title, { description, duration: options.duration, richColors: true, className: 'destructive' })
  },
  info(title: string, description?: string) {
    show('info', title, { description })
  },
  dismiss(id?: string | number) {
    // Nothing is on screen yet: dismissing everything drops what waits.
    if (!ready && id === undefined) queue.length = 0
    else run((toast) => void toast.dismiss(id))
  },
}
