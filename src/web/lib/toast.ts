import { toast, type ExternalToast } from 'sonner'

type ErrorOptions = { duration?: number }

/** One toast at a time (spec §9): a new toast dismisses the one on screen. */
function show(kind: 'success' | 'error' | 'info', title: string, data: ExternalToast) {
  toast.dismiss()
  return toast[kind](title, data)
}

/**
 * The app's toasts. Titles and descriptions render as separate elements
 * ([data-title] and [data-description] inside [data-sonner-toast]).
 * Errors are destructive: a red toast with data-type="error" and the class "destructive".
 */
export const notify = {
  success(title: string, description?: string) {
    return show('success', title, { description, richColors: true })
  },
  error(title: string, description?: string, options: ErrorOptions = {}) {
    return show('error', title, { description, duration: options.duration, richColors: true, className: 'destructive' })
  },
  info(title: string, description?: string) {
    return show('info', title, { description })
  },
  dismiss(id?: string | number) {
    return toast.dismiss(id)
  },
}
