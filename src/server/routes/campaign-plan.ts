/**
 * GET and PUT /api/campaigns/:id/plan (docs/decisions/014-campaign-builder.md): the campaign builder's
 * plan, kept with the campaign (campaigns.plan, campaigns.plan_updated_at). Pro only (Básico gets a 403),
 * every query scoped to the session's user (another user's campaign is a 404).
 *
 * PUT carries the whole plan; its `updated_at` is the version the client last saw (null for the first
 * save). The write is one compare-and-set UPDATE, so of two PUTs made from the same version exactly one
 * wins and the other gets a 409 with the newer plan, even when they arrive at the same instant.
 */
import { and, eq, sql } from 'drizzle-orm'
import { Hono, type Context } from 'hono'
import { canUseTool, planAccess } from '../../core/access'
import type { CampaignPlan } from '../../core/builder/types'
import { parsePlan } from '../../shared/plan'
import type { Db } from '../db/client'
import { campaigns } from '../db/schema'
import type { AppDeps, AppEnv } from '../http/context'
import { ApiError, errorBody, forbidden, invalid } from '../http/errors'
import { requireSubscription, requireUser } from '../http/session'
import { limitWrites } from '../http/write-limit'
import { ensureProfile } from '../profiles'
import { campaignId, campaignNotFound } from './campaigns'

export const PLAN_NOT_IN_PLAN = 'Seu plano Básico não inclui o Construtor de Campanhas. Faça upgrade para o Pro para usá-lo.'
export const PLAN_CONFLICT_MESSAGE =
  'O plano foi alterado em outra aba ou dispositivo depois da versão que você tem. Veja a versão mais nova e escolha qual manter.'

/** GET's and PUT's answer (decision 014). */
export interface PlanJson {
  plan: CampaignPlan | null
  updated_at: string | null
}
/** PUT's 409: the error and the newer plan. */
export type PlanConflictJson = ReturnType<typeof errorBody> & PlanJson

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i

/** The stored plan with its version, as the API answers it. */
function planJson(stored: unknown, version: Date | null): PlanJson {
  const updated_at = version?.toISOString() ?? null
  if (stored === null || stored === undefined) return { plan: null, updated_at }
  return { plan: { ...(stored as Omit<CampaignPlan, 'updated_at'>), updated_at }, updated_at }
}

/** The user's campaign's plan and version, or a 404. */
export async function loadPlan(db: Db, userId: string, id: string): Promise<PlanJson> {
  const [row] = await db
    .select({ plan: campaigns.plan, version: campaigns.plan_updated_at })
    .from(campaigns)
    .where(and(eq(campaigns.id, id), eq(campaigns.user_id, userId)))
  if (!row) throw campaignNotFound()
  return planJson(row.plan, row.version)
}

/** 403 unless the user's plan includes the builder (Pro, trial, admin). */
async function requireBuilder(deps: AppDeps, c: Context<AppEnv>) {
  const now = deps.now()
  const access = planAccess(await ensureProfile(deps.db, c.get('user'), now), c.get('isAdmin'), now)
  if (!canUseTool(access, 'campaign_builder')) throw forbidden(PLAN_NOT_IN_PLAN)
}

/** The JSON body: 415 when not JSON, 422 when malformed (the 4 MB limit was checked before, app.ts). */
async function jsonBody(c: Context): Promise<unknown> {
  const mediaType = (c.req.header('content-type') ?? '').split(';')[0].trim()
  if (!JSON_TYPE.test(mediaType)) throw new ApiError(415, 'unsupported_media_type', 'Envie os dados em JSON (Content-Type: application/json).')
  try {
    return await c.req.json()
  } catch {
    throw invalid('Dados inválidos.')
  }
}

/**
 * Mounted at /campaigns before campaignRoutes; its guards are scoped to '/:id/plan', so the other
 * campaign routes do not run them twice.
 */
export function campaignPlanRoutes(deps: AppDeps) {
  const { db } = deps
  return new Hono<AppEnv>()
    .use('/:id/plan', requireUser(deps), requireSubscription(deps), limitWrites(deps))
    .get('/:id/plan', async (c) => {
      await requireBuilder(deps, c)
      return c.json(await loadPlan(db, c.get('user').id, campaignId(c)), 200)
    })
    .put('/:id/plan', async (c) => {
      const id = campaignId(c)
      const userId = c.get('user').id
      await requireBuilder(deps, c)
      const parsed = parsePlan(await jsonBody(c))
      if (!parsed.ok) throw invalid(parsed.message)
      const { updated_at: seen, ...plan } = parsed.plan
      const given = seen === null ? null : new Date(seen)
      // Always later than the version replaced, even within one millisecond: a version is never reused.
      const now = deps.now()
      const version = given && given.getTime() >= now.getTime() ? new Date(given.getTime() + 1) : now
      const [row] = await db
        .update(campaigns)
        .set({ plan, plan_updated_at: version })
        .where(and(
          eq(campaigns.id, id),
          eq(campaigns.user_id, userId),
          sql`${campaigns.plan_updated_at} is not distinct from ${given?.toISOString() ?? null}::timestamptz`,
        ))
        .returning({ version: campaigns.plan_updated_at })
      if (row) return c.json(planJson(plan, row.version), 200)
      const newer = await loadPlan(db, userId, id) // 404 when the campaign is not the user's
      return c.json({ ...errorBody('conflict', PLAN_CONFLICT_MESSAGE), ...newer }, 409)
    })
}
