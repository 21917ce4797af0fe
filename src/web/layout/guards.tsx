import { useDeferredValue, useEffect } from 'react'
import { Navigate, Outlet, useLocation } from 'react-router'
import { common } from '../i18n/pt-BR/common'
import { ApiError } from '../lib/api'
import { loginPath, safeNextPath, useMe, useSessionWatch } from '../lib/session'
import { notify } from '../lib/toast'
import { Button } from '../ui/button'
import { LoadingScreen } from './loading-screen'

type Need = 'visitor' | 'session' | 'subscription' | 'admin'

const MESSAGES: Record<Need, string> = {
  visitor: common.loading.profile,
  session: common.loading.profile,
  subscription: common.loading.subscription,
  admin: common.loading.permissions,
}

/**
 * Route guards of SPEC §2, deciding from the server's `/api/me` (role and flags are computed there):
 * visitors only → /dashboard when signed in; no session → /login; no active or trialing
 * subscription (and not admin) → /pricing; /admin for the admin only → /dashboard otherwise.
 * Every guard watches the session (SPEC §9): a 401 or a 30-second check without a session ends it.
 */
export function Guard({ need }: { need: Need }) {
  const me = useMe()
  const { search } = useLocation()
  useSessionWatch(need === 'session')
  useEffect(() => {
    if (!me.isError) return
    if (me.error instanceof ApiError && me.error.code === 'profile_unavailable') {
      notify.error(common.errors.accountCritical.title, common.errors.accountCritical.body, { duration: 9000 })
    } else {
      notify.error(common.errors.profileLoad.title, common.errors.profileLoad.body)
    }
  }, [me.isError, me.error])

  // The answer of /api/me comes through react-query, whose updates React renders in one go: the whole
  // screen behind the guard at once would be one long task. The switch from the loading screen is
  // deferred instead, so React renders that screen as a transition, in slices, and then shows it.
  const settled = useDeferredValue(!me.isPending)
  if (me.isPending || !settled) return <LoadingScreen message={MESSAGES[need]} />
  if (me.isError && need !== 'visitor') {
    return (
      <div className="flex min-h-[60vh] flex-col items-center justify-center gap-4 p-6 text-center">
        <p className="text-muted-foreground">{common.errors.profileLoad.body}</p>
        <Button onClick={() => void me.refetch()} loading={me.isFetching}>{common.errors.retry}</Button>
      </div>
    )
  }
  const session = me.data ?? null
  // A signed-in visitor of /login?verified=1 (the confirmation link) keeps the parameters for the toast.
  const keep = new URLSearchParams(search).has('verified') ? search : ''
  if (need === 'visitor') return session ? <Navigate to={safeNextPath(search) ?? `/dashboard${keep}`} replace /> : <Outlet />
  // After an ended session, /login?next= the page the user was on (see endSession).
  if (!session) return <Navigate to={loginPath()} replace />
  if (need === 'admin' && session.user.role !== 'admin') return <Navigate to="/dashboard" replace />
  if (need === 'subscription' && !session.flags.routeAccess) return <Navigate to="/pricing" replace />
  return <Outlet />
}
