import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { common } from '../i18n/pt-BR/common'
import { ApiError } from './api'
import { ME_KEY } from './session'
import { notify } from './toast'

/**
 * A 401 from any call while signed in means the session ended elsewhere: say so once and let the
 * guards send the user to /login by dropping the cached session.
 */
function onUnauthorized(err: unknown) {
  if (!(err instanceof ApiError) || err.status !== 401) return
  if (!queryClient.getQueryData(ME_KEY)) return
  notify.error(common.errors.sessionExpired.title, common.errors.sessionExpired.body)
  queryClient.setQueryData(ME_KEY, null)
}

/**
 * Whether a failed read is tried again: a request that did not reach the server (offline, a dropped
 * connection), up to 3 times. Never an answer of the server: api() has already retried 502, 503 and 504
 * (SPEC §9), and any other status answers the same the next time (a 422 retried by Query's default kept
 * the admin list loading for 7 seconds before saying 'Erro ao buscar usuários').
 */
export const retryRead = (failures: number, err: unknown) => !(err instanceof ApiError) && failures < 3

export const queryClient: QueryClient = new QueryClient({
  queryCache: new QueryCache({ onError: onUnauthorized }),
  mutationCache: new MutationCache({ onError: onUnauthorized }),
  defaultOptions: { queries: { refetchOnWindowFocus: false, retry: retryRead } },
})
