import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { common } from '../i18n/pt-BR/common'
import { api, errorMessage } from '../lib/api'
import { ME_KEY, resetSessionEnd } from '../lib/session'
import { notify } from '../lib/toast'

/**
 * Sair: ends the session on the server, forgets every cached answer and goes to /login. When the server
 * call fails the session is still dropped locally, with 'Falha ao sair' and the reason.
 */
export function useSignOut() {
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  return useMutation({
    mutationFn: () => api('/api/auth/sign-out', { method: 'POST', json: {} }),
    onError: (err) => notify.error(common.errors.signOut, errorMessage(err)),
    onSettled: () => {
      resetSessionEnd()
      queryClient.setQueryData(ME_KEY, null)
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== ME_KEY[0] })
      navigate('/login', { replace: true })
    },
  })
}
