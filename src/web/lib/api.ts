import { common } from '../i18n/pt-BR/common'

/** An error answer of our API: DESIGN.md's `{ error: { code, message } }`, message in pt-BR. */
export class ApiError extends Error {
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message)
  }
}

type Init = Omit<RequestInit, 'body'> & { json?: unknown }

/** SPEC §9: 502, 503 and 504 are retried (reads only), 200 ms × the attempt number, within 30 seconds. */
export const RETRYABLE = new Set([502, 503, 504])
const RETRY_STEP_MS = 200
const RETRY_WINDOW_MS = 30_000

/**
 * 401s that answer the credentials typed into a form (wrong password, wrong code), not an ended session.
 * Any other 401 tells the session handler, which decides whether a signed-in user's session ended.
 */
const CREDENTIAL_CODES = new Set(['INVALID_EMAIL_OR_PASSWORD', 'INVALID_PASSWORD', 'INVALID_CODE', 'INVALID_BACKUP_CODE', 'INVALID_TWO_FACTOR_COOKIE'])
const CREDENTIAL_PATHS = ['/api/auth/sign-in/', '/api/auth/two-factor/verify-', '/api/auth/sign-out']

let unauthorizedHandler: (() => void) | null = null
/** Registered by the guards: called (before the error is thrown) when a call answers 401 for a session. */
export function setUnauthorizedHandler(fn: (() => void) | null) {
  unauthorizedHandler = fn
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** fetch for our API: JSON in and out, errors thrown as ApiError with the server's message. */
export async function api<T>(path: string, init: Init = {}): Promise<T> {
  const headers = new Headers(init.headers)
  let body: BodyInit | undefined
  if (init.json !== undefined) {
    headers.set('content-type', 'application/json')
    body = JSON.stringify(init.json)
  }
  const method = (init.method ?? 'GET').toUpperCase()
  const read = method === 'GET' || method === 'HEAD'
  const started = Date.now()
  let res: Response
  for (let attempt = 1; ; attempt++) {
    try {
      res = await fetch(path, { ...init, headers, body, credentials: 'same-origin' })
    } catch {
      throw new ApiError(0, 'network', common.errors.network)
    }
    const wait = RETRY_STEP_MS * attempt
    if (!read || !RETRYABLE.has(res.status) || Date.now() - started + wait > RETRY_WINDOW_MS) break
    await sleep(wait)
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
    if (res.status === 401 && !CREDENTIAL_CODES.has(code) && !CREDENTIAL_PATHS.some((p) => path.startsWith(p))) {
      unauthorizedHandler?.()
    }
    throw new ApiError(res.status, code, message)
  }
  if (res.status === 204) return undefined as T
  return (await res.json()) as T
}

export const errorMessage = (err: unknown, fallback: string = common.errors.generic) =>
  err instanceof ApiError || err instanceof Error ? err.message || fallback : fallback
