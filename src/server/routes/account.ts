import { and, eq, inArray, or, sql } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { deleteCookie, getCookie } from 'hono/cookie'
import { deleteAccountInput, profileInput } from '../../shared/profile'
import { checkTwoFactorCode } from '../auth/two-factor-code'
import { campaignAssets, campaigns, feedbacks, profiles, rateLimit, signInFailures, user, verification } from '../db/schema'
import type { AppDeps, AppEnv } from '../http/context'
import { ApiError, forbidden } from '../http/errors'
import { requireUser } from '../http/session'
import { validateJson } from '../http/validate'
import { limitWrites } from '../http/write-limit'
import { ensureProfile, toProfileJson } from '../profiles'

export const EXPORT_FILE_NAME = 'meus-dados-forjaads.json'
const WRONG_PASSWORD = 'Senha incorreta.'
const WRONG_CODE = 'Código de verificação inválido'
const ADMIN_REFUSED = 'A conta de administrador não pode ser excluída por aqui: isso deixaria o painel /admin sem acesso.'

/** The users row's `two_factor_enabled`, read without naming the column (false when it does not exist). */
async function twoFactorEnabled(deps: AppDeps, userId: string): Promise<boolean> {
  const result = await deps.db.execute(sql`select * from users where id = ${userId}`)
  const row = (result as unknown as { rows: Record<string, unknown>[] }).rows[0]
  return row?.two_factor_enabled === true || row?.twoFactorEnabled === true
}

async function passwordMatches(deps: AppDeps, c: Context, password: string): Promise<boolean> {
  try {
    await deps.auth.api.verifyPassword({ body: { password }, headers: c.req.raw.headers })
    return true
  } catch {
    return false
  }
}

/** Expires every better-auth cookie the browser sent (session token, cached session data). */
function clearAuthCookies(c: Context) {
  for (const name of Object.keys(getCookie(c))) {
    if (!name.includes('better-auth.')) continue
    deleteCookie(c, name, { path: '/', secure: name.startsWith('__Secure-') || undefined })
  }
}

/** The user's own data as one JSON document (LGPD copy): no password hash, no sessions. */
async function exportData(deps: AppDeps, userId: string, now: Date) {
  const db = deps.db
  const [u] = await db
    .select({ id: user.id, email: user.email, name: user.name, email_verified: user.emailVerified, created_at: user.createdAt })
    .from(user)
    .where(eq(user.id, userId))
  const profile = await ensureProfile(db, u, now)
  const rows = await db.select().from(campaigns).where(eq(campaigns.user_id, userId)).orderBy(campaigns.created_at)
  const assets = rows.length
    ? await db.select().from(campaignAssets).where(and(eq(campaignAssets.user_id, userId), inArray(campaignAssets.campaign_id, rows.map((r) => r.id)))).orderBy(campaignAssets.created_at)
    : []
  const sent = await db.select().from(feedbacks).where(eq(feedbacks.user_id, userId)).orderBy(feedbacks.created_at)
  const iso = (d: Date | null) => d?.toISOString() ?? null
  return {
    exported_at: now.toISOString(),
    user: { ...u, created_at: iso(u.created_at) },
    profile: toProfileJson(profile),
    campaigns: rows.map((r) => ({
      ...r,
      created_at: iso(r.created_at),
      updated_at: iso(r.updated_at),
      assets: assets.filter((a) => a.campaign_id === r.id).map((a) => ({ id: a.id, asset_type: a.asset_type, content: a.content, created_at: iso(a.created_at) })),
    })),
    feedbacks: sent.map((f) => ({ id: f.id, content: f.content, created_at: iso(f.created_at) })),
  }
}

/**
 * The user's own account: PATCH /profile (name and phone), GET /export (a copy of their data),
 * DELETE / (erasure, password + EXCLUIR + 2FA code when on). Mounted under /api/me.
 */
export function accountRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use(requireUser(deps), limitWrites(deps))
    .patch('/profile', validateJson(profileInput), async (c) => {
      const { nome_completo, telefone } = c.req.valid('json')
      const me = c.get('user')
      const now = deps.now()
      await ensureProfile(deps.db, me, now)
      const profile = await deps.db.transaction(async (tx) => {
        await tx.update(user).set({ name: nome_completo, updatedAt: now }).where(eq(user.id, me.id))
        const [row] = await tx.update(profiles).set({ nome_completo, telefone }).where(eq(profiles.id, me.id)).returning()
        return row
      })
      return c.json({ profile: toProfileJson(profile) })
    })
    .get('/export', async (c) => {
      const data = await exportData(deps, c.get('user').id, deps.now())
      return c.body(JSON.stringify(data, null, 2), 200, {
        'content-type': 'application/json; charset=utf-8',
        'content-disposition': `attachment; filename="${EXPORT_FILE_NAME}"`,
        'cache-control': 'no-store',
      })
    })
    .delete('/', validateJson(deleteAccountInput), async (c) => {
      const me = c.get('user')
      if (c.get('isAdmin')) throw forbidden(ADMIN_REFUSED)
      const { password, code } = c.req.valid('json')
      if (!(await passwordMatches(deps, c, password))) throw new ApiError(403, 'wrong_password', WRONG_PASSWORD)
      if (await twoFactorEnabled(deps, me.id)) {
        if (!code) throw new ApiError(403, 'two_factor_required', 'Informe o código do seu aplicativo autenticador.')
        if (!(await checkTwoFactorCode(deps, me.id, code))) throw new ApiError(403, 'invalid_code', WRONG_CODE)
      }
      const email = me.email.toLowerCase()
      await deps.db.transaction(async (tx) => {
        // Rows not tied to users by a foreign key; everything else cascades from the users row.
        // Failed sign-ins are counted per e-mail, wrong two-factor codes per `2fa:<user id>`.
        await tx.delete(signInFailures).where(inArray(signInFailures.email, [email, `2fa:${me.id}`]))
        await tx.delete(rateLimit).where(eq(rateLimit.key, `writes:${me.id}`))
        await tx.delete(verification).where(or(eq(verification.value, me.id), eq(verification.identifier, email)))
        await tx.delete(user).where(eq(user.id, me.id))
      })
      deps.log.info({ userId: me.id }, 'account deleted by its owner')
      clearAuthCookies(c)
      return c.body(null, 204)
    })
}
