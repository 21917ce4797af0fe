import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { profiles, user } from '../db/schema'
import { ADMIN_EMAIL, createTestApp, type TestApp } from '../testing/harness'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('GET /api/me', () => {
  it('answers 401 without a session', async () => {
    const res = await t.request('/api/me')
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ error: { code: 'unauthorized', message: 'Sessão expirada. Entre novamente.' } })
  })

  it('returns the user, the profile and the derived flags', async () => {
    const cookie = await t.user('caio@example.com', 'Caio Lima')
    const res = await t.request('/api/me', { cookie })
    expect(res.status).toBe(200)
    const body = (await res.json()) as { user: { role: string; email: string }; profile: { nome_completo: string }; flags: { trialing: boolean; routeAccess: boolean; displayedPlan: string; trial: { daysLeft: number } } }
    expect(body.user).toMatchObject({ email: 'caio@example.com', role: 'user', email_verified: false })
    expect(body.profile.nome_completo).toBe('Caio Lima')
    expect(body.flags).toMatchObject({ trialing: true, routeAccess: true, displayedPlan: 'trial', trial: { daysLeft: 3 } })
  })

  it('creates the profile when it is missing', async () => {
    const cookie = await t.user('sem-perfil@example.com', 'Sem Perfil')
    const [u] = await t.db.select().from(user).where(eq(user.email, 'sem-perfil@example.com'))
    await t.db.delete(profiles).where(eq(profiles.id, u.id))
    const res = await t.request('/api/me', { cookie })
    expect(res.status).toBe(200)
    const [p] = await t.db.select().from(profiles).where(eq(profiles.id, u.id))
    expect(p).toMatchObject({ plan: 'pro', subscription_status: 'trialing', nome_completo: 'Sem Perfil' })
  })

  it('decides the admin role on the server from ADMIN_EMAILS, for a verified address only', async () => {
    const cookie = await t.user(ADMIN_EMAIL, 'Admin')
    const role = async () => ((await (await t.request('/api/me', { cookie })).json()) as { user: { role: string } }).user.role
    expect(await role()).toBe('user')
    await t.db.update(user).set({ emailVerified: true }).where(eq(user.email, ADMIN_EMAIL))
    expect(await role()).toBe('admin')
  })

  it('reports an expired trial without route access', async () => {
    const cookie = await t.user('expirado@example.com')
    const [u] = await t.db.select().from(user).where(eq(user.email, 'expirado@example.com'))
    await t.db.update(profiles).set({ trial_expires_at: new Date(Date.now() - 86_400_000) }).where(eq(profiles.id, u.id))
    const body = (await (await t.request('/api/me', { cookie })).json()) as { flags: { routeAccess: boolean; trial: { expired: boolean } } }
    expect(body.flags.routeAccess).toBe(false)
    expect(body.flags.trial.expired).toBe(true)
  })

  it('answers profile_unavailable (not a crash) when the profile cannot be created', async () => {
    const broken = await createTestApp()
    try {
      const cookie = await broken.user('quebrado@example.com')
      await broken.db.execute('drop table profiles cascade' as never)
      const res = await broken.request('/api/me', { cookie })
      expect(res.status).toBe(500)
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('profile_unavailable')
    } finally {
      await broken.close()
    }
  })

  it('carries the plan access the server enforces (docs/decisions/010-plans-enforced.md)', async () => {
    const cookie = await t.user('plano-me@example.com')
    const [u] = await t.db.select().from(user).where(eq(user.email, 'plano-me@example.com'))
    const plan = async () => ((await (await t.request('/api/me', { cookie })).json()) as { flags: { plan: unknown } }).flags.plan
    expect(await plan()).toMatchObject({ tier: 'pro', savedListLimit: null })
    await t.db.update(profiles).set({ plan: 'basico', subscription_status: 'active', trial_expires_at: null }).where(eq(profiles.id, u.id))
    expect(await plan()).toEqual({ tier: 'basic', tools: ['keywords', 'sitelinks'], savedListLimit: 1, campaignAssetTypes: ['keywords', 'sitelinks'] })
    await t.db.update(profiles).set({ subscription_status: 'inactive' }).where(eq(profiles.id, u.id))
    expect(await plan()).toEqual({ tier: 'none', tools: [], savedListLimit: 0, campaignAssetTypes: [] })
  })

  it('sends the next billing date (current_period_end) as an ISO string, null until Stripe gives one', async () => {
    const cookie = await t.user('cobranca@example.com')
    const [u] = await t.db.select().from(user).where(eq(user.email, 'cobranca@example.com'))
    const periodEnd = async () => ((await (await t.request('/api/me', { cookie })).json()) as { profile: { current_period_end: unknown } }).profile.current_period_end
    expect(await periodEnd()).toBeNull()
    await t.db.update(profiles).set({ current_period_end: new Date('2026-12-21T15:00:00.000Z') }).where(eq(profiles.id, u.id))
    expect(await periodEnd()).toBe('2026-12-21T15:00:00.000Z')
  })

  it('signs out: the cookie no longer opens /api/me', async () => {
    const cookie = await t.user('saida@example.com')
    const out = await t.request('/api/auth/sign-out', { method: 'POST', cookie, json: {} })
    expect(out.status).toBe(200)
    expect((await t.request('/api/me', { cookie })).status).toBe(401)
  })
})
