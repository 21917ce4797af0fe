import { ApiError, api } from './api'

/** Saves `blob` as `fileName` through a temporary link (the way browsers download generated files). */
export function downloadBlob(fileName: string, blob: Blob) {
  const url = URL.createObjectURL(blob)
  const a = document.createElement('a')
  a.href = url
  a.download = fileName
  document.body.append(a)
  a.click()
  a.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** The file name of a Content-Disposition header: the UTF-8 filename* first, then filename. */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback
  const star = /filename\*=UTF-8''([^;]+)/i.exec(header)
  if (star) {
    try {
      return decodeURIComponent(star[1].trim())
    } catch {
      // fall through to the plain name
    }
  }
  const plain = /filename="?([^";]+)"?/i.exec(header)
  return plain?.[1] ?? fallback
}

/**
 * Downloads an export of our API. fetch + blob (not a bare <a href>) so a failure becomes a toast
 * with the server's message instead of a page of JSON.
 */
export async function downloadFromApi(path: string, fallbackName: string): Promise<void> {
  let res: Response
  try {
    res = await fetch(path, { credentials: 'same-origin' })
  } catch {
    await api(path) // rethrows the network error as an ApiError with our pt-BR message
    return
  }
  if (!res.ok) {
    let message = ''
    try {
      message = ((await res.json()) as { error?: { message?: string } }).error?.message ?? ''
    } catch {
      // not JSON
    }
    throw new ApiError(res.status, 'http_error', message)
  }
  downloadBlob(fileNameFromDisposition(res.headers.get('content-disposition'), fallbackName), await res.blob())
}
