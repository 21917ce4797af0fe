import { dashboard } from '../../i18n/pt-BR/dashboard'
import { ApiError } from '../../lib/api'

const t = dashboard.feedback

/**
 * The toast for a feedback that was not sent. Retrying cannot help a refused text (422, 413), so the
 * server's own message says why; a 429 says to wait; only what a retry may fix (network, 5xx) says
 * 'Tente novamente'.
 */
export function feedbackError(err: unknown): { title: string; body: string } {
  if (err instanceof ApiError) {
    const fromServer = err.code !== 'http_error' && err.code !== 'network' && err.message ? err.message : null
    if ((err.status === 422 || err.status === 413) && fromServer) return { title: t.refused, body: fromServer }
    if (err.status === 429) return { title: t.tooMany, body: fromServer ?? t.tooManyBody }
  }
  return { title: t.error, body: t.errorBody }
}
