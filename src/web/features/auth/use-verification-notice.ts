import { useEffect, useRef } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { useSearchParams } from 'react-router'
import { auth } from '../../i18n/pt-BR/common'
import { ME_KEY } from '../../lib/session'
import { notify } from '../../lib/toast'

/** Query parameters the e-mail confirmation link lands with (server: VERIFIED_CALLBACK, better-auth adds `error`). */
export const VERIFICATION_PARAMS = ['verified', 'error'] as const

const t = auth.verification

/**
 * After the confirmation link: a success or error toast, once, then the parameters leave the address.
 * `signedIn` picks the wording (the login screen asks to sign in; the app does not).
 */
export function useVerificationNotice(signedIn: boolean) {
  const [params, setParams] = useSearchParams()
  const queryClient = useQueryClient()
  const shown = useRef(false)
  const verified = params.get('verified')
  const error = params.get('error')

  useEffect(() => {
    if (!verified || shown.current) return
    shown.current = true
    if (error) notify.error(t.invalid, signedIn ? t.invalidSignedInBody : t.invalidBody)
    else notify.success(t.verified, signedIn ? t.verifiedSignedInBody : t.verifiedBody)
    void queryClient.invalidateQueries({ queryKey: ME_KEY })
    setParams((p) => {
      for (const name of VERIFICATION_PARAMS) p.delete(name)
      return p
    }, { replace: true })
  }, [verified, error, signedIn, queryClient, setParams])
}
