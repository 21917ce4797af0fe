import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { accessFlags } from '../../core/access'
import { user as users } from '../db/schema'
import type { AppDeps, AppEnv } from '../http/context'
import { ApiError } from '../http/errors'
import { requireUser } from '../http/session'
import { ensureProfile, toProfileJson } from '../profiles'

/** GET /api/me: `{ user (with email_verified, two_factor_enabled and role), profile, flags }`, creating the profile when missing (SPEC §4). */
export function meRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().use(requireUser(deps)).get('/', async (c) => {
    const user = c.get('user')
    const isAdmin = c.get('isAdmin')
    const now = deps.now()
    let profile
    try {
      profile = await ensureProfile(deps.db, user, now)
    } catch (err) {
      deps.log.error({ err, userId: user.id }, 'profile could not be loaded or created')
      throw new ApiError(500, 'profile_unavailable', 'Não foi possível criar o perfil da sua conta. Entre em contato com o suporte.')
    }
    const [row] = await deps.db.select({ twoFactor: users.twoFactorEnabled }).from(users).where(eq(users.id, user.id))
    return c.json({
      user: { ...user, email_verified: c.get('emailVerified'), two_factor_enabled: row?.twoFactor ?? false, role: isAdmin ? ('admin' as const) : ('user' as const) },
      profile: toProfileJson(profile),
      flags: accessFlags(profile, isAdmin, now),
    })
  })
}
