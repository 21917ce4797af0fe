import { createMiddleware } from 'hono/factory'
import { hasRouteAccess } from '../../core/access'
import { pastMaxAge, revokeSession } from '../auth/session-lifetime'
import { ensureProfile } from '../profiles'
import type { AppDeps, AppEnv } from './context'
import { forbidden, unauthorized } from './errors'

/** The admin: an address in ADMIN_EMAILS that its owner has confirmed (anyone can sign up with any address). */
export const isAdminEmail = (deps: AppDeps, email: string, emailVerified: boolean) =>
  emailVerified && deps.env.adminEmails.includes(email.toLowerCase())

/**
 * 401 without a session, or with one past SESSION_MAX_DAYS (then revoked); sets `user`,
 * `emailVerified` and `isAdmin` (decided here, from ADMIN_EMAILS).
 */
export const requireUser = (deps: AppDeps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const session = await deps.auth.api.getSession({ headers: c.req.raw.headers })
    if (!session) throw unauthorized()
    if (pastMaxAge(session.session.createdAt, deps.now(), deps.auth.sessionLifetime.maxDays)) {
      await revokeSession(deps.db, session.session.id)
      throw unauthorized()
    }
    const { id, email, name, emailVerified } = session.user
    c.set('user', { id, email, name })
    c.set('emailVerified', emailVerified)
    c.set('isAdmin', isAdminEmail(deps, email, emailVerified))
    await next()
  })

/** 403 unless the subscription is active or trialing, or the user is the admin (SPEC §2 guards). */
export const requireSubscription = (deps: AppDeps) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const user = c.get('user')
    const now = deps.now()
    const profile = await ensureProfile(deps.db, user, now)
    if (!hasRouteAccess(profile, c.get('isAdmin'), now)) {
      throw forbidden('Sua assinatura não está ativa. Escolha um plano para continuar.')
    }
    await next()
  })
