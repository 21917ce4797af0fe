import { common } from '../i18n/pt-BR/common'

/** An error answer of our API: DESIGN.md's `{ error: { code, message } }`, message in pt-BR. */
export class ApiError extends Error {
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message)
  }
}

type Init = Omit<RequestInit, 'body'> & { json?: unknown }

/** fetch for our API: JSON in and out, errors thrown as ApiError with the server's message. */
export async function api<T>(path: string, init: Init = {}): Promise<T> {
  const headers = new Headers(init.headers)
  let body: BodyInit | undefined
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json')
    body = JSON.stringify(init.json)
  }
  let res: Response
  try {
    res = await fetch(path, { ...init, headers, body, credentials: 'same-origin' })
  } catch {
    throw new ApiError(0, 'network', common.errors.network)
  }
  if (!res.ok) {
    let code = 'http_error'
    let message: string = common.errors.generic
    try {
      const data = (await res.json()) as { error?: { code?: string; message?: string } }
      code = data.error?.code ?? code
      message = data.error?.message ?? message
    } catch {
      // not JSON: keep the generic message
    }
    throw new ApiError(res.status, code, message)
  }
  if (res.status === 204) return undefined as T
  return (await res.json()) as T
}

export const errorMessage = (err: unknown, fallback: string = common.errors.generic) =>
  err instanceof ApiError || err instanceof Error ? err.message || fallback : fallback
