import { and, asc, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm'
import { Hono, type Context, type TypedResponse } from 'hono'
import { canSaveAsset, canUseTool, planAccess } from '../../core/access'
import { planPreflight } from '../../core/builder/plan-preflight'
import { planToGoogleAdsEditorCsv, planToGoogleAdsEditorUtf16 } from '../../core/builder/plan-editor-csv'
import { campaignExportFileName, campaignToExportJson } from '../../core/campaigns/export-json'
import {
  GOOGLE_ADS_EDITOR_CONTENT_TYPE, campaignToGoogleAdsEditorCsv, campaignToGoogleAdsEditorUtf16, googleAdsEditorFileName,
} from '../../core/campaigns/google-ads-editor-csv'
import { preflight, type Problem } from '../../core/campaigns/preflight'
import type { CampaignPlan } from '../../core/builder/types'
import type { Campaign, CampaignAsset, CampaignAssetSummary, CampaignName, CampaignSummary } from '../../core/campaigns/types'
import { ASSET_LABELS } from '../../core/exporters/txt'
import type { AssetItem, AssetType } from '../../core/types'
import { assetInput, assetPatch, campaignInput, campaignPatch } from '../../shared/campaigns'
import { parsePlan } from '../../shared/plan'
import type { Db } from '../db/client'
import { campaignAssets, campaigns } from '../db/schema'
import type { AppDeps, AppEnv } from '../http/context'
import { forbidden, invalid, notFound } from '../http/errors'
import { requireSubscription, requireUser } from '../http/session'
import { validateJson } from '../http/validate'
import { limitWrites } from '../http/write-limit'
import { ensureProfile } from '../profiles'

/** An asset as the API answers it (SPEC §3 campaign_assets; dates ISO strings). */
export type CampaignAssetJson = CampaignAsset & { user_id: string }
/** A campaign as the API answers it (SPEC §3 campaigns), with its assets, oldest asset first. */
export type CampaignJson = Omit<Campaign, 'assets'> & { user_id: string; assets: CampaignAssetJson[] }
/** A campaign as GET /api/campaigns lists it: its lists summarized, without their items. */
export type CampaignSummaryJson = Omit<CampaignSummary, 'assets'> & { user_id: string; assets: CampaignAssetSummary[] }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
export const campaignNotFound = () => notFound('Campanha não encontrada.')

/** The :id of the path; a malformed one is simply not found (PostgreSQL never sees it). */
export function campaignId(c: Context): string {
  const id = c.req.param('id') ?? ''
  if (!UUID.test(id)) throw campaignNotFound()
  return id
}

/** Every column but the builder's plan (up to 4 MB): only the plan routes and the Editor export read it. */
const { plan: _plan, plan_updated_at: _planVersion, ...campaignColumns } = getTableColumns(campaigns)
type CampaignRow = Omit<typeof campaigns.$inferSelect, 'plan' | 'plan_updated_at'>
type AssetRow = typeof campaignAssets.$inferSelect

const toAssetJson = (a: AssetRow): CampaignAssetJson => ({
  id: a.id,
  campaign_id: a.campaign_id,
  user_id: a.user_id,
  asset_type: a.asset_type as AssetType,
  name: a.name,
  content: a.content as AssetItem[],
  created_at: a.created_at.toISOString(),
})

const toCampaignJson = (r: CampaignRow, assets: AssetRow[]): CampaignJson => ({
  id: r.id,
  user_id: r.user_id,
  name: r.name,
  notes: r.notes,
  platform: r.platform,
  niche: r.niche,
  country: r.country,
  commission: r.commission,
  product_price: r.product_price,
  final_url: r.final_url,
  daily_budget: r.daily_budget,
  created_at: r.created_at.toISOString(),
  updated_at: r.updated_at?.toISOString() ?? null,
  assets: assets.map(toAssetJson),
})

/** Same text as Date.prototype.toISOString, so every endpoint writes dates alike. */
const iso = (column: string) => sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`)

/**
 * The user's campaigns, newest first, each with a summary of its lists (type, name, number of items;
 * oldest list first), as the JSON text of the answer: one query, and PostgreSQL writes the JSON, so
 * Node neither parses nor stringifies anything. The items stay in the database (`jsonb_array_length`
 * counts them): the list screens never show them, and GET /:id sends one campaign in full.
 * Campaign fields and formats are those of toCampaignJson (a test compares the two). Exported for the
 * benchmark, which runs the very same SQL outside the app.
 */
export function listCampaignsSql(userId: string): SQL {
  // A correlated subquery per campaign (index on campaign_id), not a grouped CTE joined back: with
  // stale statistics the planner re-ran such a CTE once per campaign (0.7 s instead of 0.04 s).
  // row_to_json writes compact JSON (json_build_object puts spaces around every colon): 14 % smaller.
  return sql`
    select coalesce(json_agg(row_to_json(r) order by c.created_at desc, c.id desc), '[]'::json)::text as body
    from campaigns c
    cross join lateral (
      select c.id, c.user_id, c.name, c.notes, c.platform, c.niche, c.country,
        c.commission::float8 as commission, c.product_price::float8 as product_price, c.final_url,
        c.daily_budget::float8 as daily_budget, ${iso('c.created_at')} as created_at,
        ${iso('c.updated_at')} as updated_at,
        coalesce((
          select json_agg(row_to_json(s) order by a.created_at, a.id)
          from campaign_assets a
          cross join lateral (select a.asset_type, a.name, jsonb_array_length(a.content) as count) s
          where a.campaign_id = c.id and a.user_id = c.user_id
        ), '[]'::json) as assets
    ) r
    where c.user_id = ${userId}`
}

async function listCampaignsJson(db: Db, userId: string): Promise<string> {
  const result = await db.execute<{ body: string }>(listCampaignsSql(userId))
  return (result as unknown as { rows: { body: string }[] }).rows[0].body
}

async function assetsOf(db: Db, userId: string, id: string): Promise<AssetRow[]> {
  return db
    .select()
    .from(campaignAssets)
    .where(and(eq(campaignAssets.campaign_id, id), eq(campaignAssets.user_id, userId)))
    .orderBy(asc(campaignAssets.created_at), asc(campaignAssets.id))
}

/** One of the user's campaigns with its assets, or a 404. */
export async function loadCampaign(db: Db, userId: string, id: string): Promise<CampaignJson> {
  const [row] = await db.select(campaignColumns).from(campaigns).where(and(eq(campaigns.id, id), eq(campaigns.user_id, userId)))
  if (!row) throw campaignNotFound()
  return toCampaignJson(row, await assetsOf(db, userId, id))
}

/** The 404 for an asset that is not there: the item's when the campaign is the user's, else the campaign's. */
async function assetNotFound(db: Db, userId: string, id: string) {
  const [owned] = await db
    .select({ id: campaigns.id })
    .from(campaigns)
    .where(and(eq(campaigns.id, id), eq(campaigns.user_id, userId)))
  return owned ? notFound('Item não encontrado.') : campaignNotFound()
}

/** The 403 text when the plan does not include an asset type (docs/decisions/010-plans-enforced.md). */
export const assetNotInPlan = (type: AssetType) =>
  `Seu plano Básico não inclui ${ASSET_LABELS[type]}. Faça upgrade para o Pro para salvar este tipo de lista.`

/** `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / RFC 5987). */
export function attachment(fileName: string): string {
  const ascii = fileName
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_')
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`)
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`
}

/** DESIGN.md "HTTP API" /api/campaigns: every query is scoped by the session's user id. */
export function campaignRoutes(deps: AppDeps) {
  const { db } = deps
  return new Hono<AppEnv>()
    .use(requireUser(deps), requireSubscription(deps), limitWrites(deps))
    .get('/', async (c) => {
      const body = await listCampaignsJson(db, c.get('user').id)
      c.header('content-type', 'application/json; charset=utf-8')
      return c.body(body, 200) as unknown as Response & TypedResponse<CampaignSummaryJson[], 200, 'json'>
    })
    // Before '/:id', which would take 'names' for an id (and answer 404: not a UUID).
    .get('/names', async (c) => {
      const names: CampaignName[] = await db
        .select({ id: campaigns.id, name: campaigns.name })
        .from(campaigns)
        .where(eq(campaigns.user_id, c.get('user').id))
        .orderBy(desc(campaigns.created_at), desc(campaigns.id))
      return c.json(names, 200)
    })
    .get('/:id', async (c) => c.json(await loadCampaign(db, c.get('user').id, campaignId(c)), 200))
    .post('/', validateJson(campaignInput), async (c) => {
      const input = c.req.valid('json')
      const [row] = await db
        .insert(campaigns)
        .values({
          user_id: c.get('user').id,
          name: input.name,
          notes: input.notes ?? null,
          platform: input.platform ?? null,
          niche: input.niche ?? null,
          country: input.country ?? null,
          commission: input.commission ?? null,
          product_price: input.product_price ?? null,
          final_url: input.final_url ?? null,
          daily_budget: input.daily_budget ?? null,
          created_at: input.created_at ? new Date(input.created_at) : deps.now(),
        })
        .returning(campaignColumns)
      return c.json(toCampaignJson(row, []), 201)
    })
    .patch('/:id', validateJson(campaignPatch), async (c) => {
      const id = campaignId(c)
      const userId = c.get('user').id
      const { created_at, ...fields } = c.req.valid('json')
      const changes: Partial<typeof campaigns.$inferInsert> = { updated_at: deps.now() }
      for (const [key, value] of Object.entries(fields)) {
        if (value !== undefined) Object.assign(changes, { [key]: value })
      }
      if (created_at) changes.created_at = new Date(created_at)
      const [row] = await db
        .update(campaigns)
        .set(changes)
        .where(and(eq(campaigns.id, id), eq(campaigns.user_id, userId)))
        .returning(campaignColumns)
      if (!row) throw campaignNotFound()
      return c.json(toCampaignJson(row, await assetsOf(db, userId, id)), 200)
    })
    .delete('/:id', async (c) => {
      const id = campaignId(c)
      const userId = c.get('user').id
      await db.transaction(async (tx) => {
        await tx.delete(campaignAssets).where(and(eq(campaignAssets.campaign_id, id), eq(campaignAssets.user_id, userId)))
        const deleted = await tx
          .delete(campaigns)
          .where(and(eq(campaigns.id, id), eq(campaigns.user_id, userId)))
          .returning({ id: campaigns.id })
        if (deleted.length === 0) throw campaignNotFound() // rolls the transaction back
      })
      return c.body(null, 204)
    })
    .post('/:id/assets', validateJson(assetInput), async (c) => {
      const id = campaignId(c)
      const userId = c.get('user').id
      const input = c.req.valid('json')
      const now = deps.now()
      const access = planAccess(await ensureProfile(db, c.get('user'), now), c.get('isAdmin'), now)
      if (!canSaveAsset(access, input.asset_type)) throw forbidden(assetNotInPlan(input.asset_type))
      const row = await db.transaction(async (tx) => {
        // The key-share lock keeps a concurrent delete of the campaign from slipping in between.
        const [owned] = await tx
          .select({ id: campaigns.id })
          .from(campaigns)
          .where(and(eq(campaigns.id, id), eq(campaigns.user_id, userId)))
          .for('key share')
        if (!owned) throw campaignNotFound()
        const [inserted] = await tx
          .insert(campaignAssets)
          .values({ campaign_id: id, user_id: userId, asset_type: input.asset_type, name: input.name ?? null, content: input.content, created_at: deps.now() })
          .returning()
        return inserted
      })
      return c.json(toAssetJson(row), 201)
    })
    .patch('/:id/assets/:assetId', validateJson(assetPatch), async (c) => {
      const id = campaignId(c)
      const userId = c.get('user').id
      const assetId = c.req.param('assetId')
      const patch = c.req.valid('json')
      const [current] = UUID.test(assetId)
        ? await db
            .select()
            .from(campaignAssets)
            .where(and(eq(campaignAssets.id, assetId), eq(campaignAssets.campaign_id, id), eq(campaignAssets.user_id, userId)))
        : []
      if (!current) throw await assetNotFound(db, userId, id)
      const type = current.asset_type as AssetType
      const now = deps.now()
      const access = planAccess(await ensureProfile(db, c.get('user'), now), c.get('isAdmin'), now)
      if (!canSaveAsset(access, type)) throw forbidden(assetNotInPlan(type))
      const changes: Partial<typeof campaignAssets.$inferInsert> = {}
      if (patch.name !== undefined) changes.name = patch.name || null
      if (patch.content !== undefined) {
        const parsed = assetInput.safeParse({ asset_type: type, content: patch.content })
        if (!parsed.success) throw invalid(parsed.error.issues[0]?.message ?? 'Dados inválidos.')
        changes.content = parsed.data.content
      }
      const [row] = await db
        .update(campaignAssets)
        .set(changes)
        .where(and(eq(campaignAssets.id, current.id), eq(campaignAssets.user_id, userId)))
        .returning()
      if (!row) throw await assetNotFound(db, userId, id)
      return c.json(toAssetJson(row), 200)
    })
    .delete('/:id/assets/:assetId', async (c) => {
      const id = campaignId(c)
      const userId = c.get('user').id
      const assetId = c.req.param('assetId')
      if (UUID.test(assetId)) {
        const deleted = await db
          .delete(campaignAssets)
          .where(and(eq(campaignAssets.id, assetId), eq(campaignAssets.campaign_id, id), eq(campaignAssets.user_id, userId)))
          .returning({ id: campaignAssets.id })
        if (deleted.length > 0) return c.body(null, 204)
      }
      throw await assetNotFound(db, userId, id)
    })
    .get('/:id/export.json', async (c) => {
      const campaign = await loadCampaign(db, c.get('user').id, campaignId(c))
      c.header('content-type', 'application/json; charset=utf-8')
      c.header('content-disposition', attachment(campaignExportFileName(campaign.name)))
      return c.body(JSON.stringify(campaignToExportJson(campaign), null, 2), 200)
    })
    .get('/:id/export.csv', async (c) => {
      const campaign = await loadCampaign(db, c.get('user').id, campaignId(c))
      const encoding = c.req.query('encoding') ?? 'utf8'
      if (encoding !== 'utf8' && encoding !== 'utf16') throw invalid('Codificação inválida: use utf8 ou utf16.')
      const plan = await builderPlan(deps, c, campaign.id)
      if (plan) {
        const blocking = planPreflight(plan, campaign.name).errors
        if (blocking.length > 0) throw invalid(exportBlockedMessage(blocking))
        c.header('content-type', GOOGLE_ADS_EDITOR_CONTENT_TYPE[encoding])
        c.header('content-disposition', attachment(googleAdsEditorFileName(campaign.name, encoding)))
        if (encoding === 'utf16') return c.body(planToGoogleAdsEditorUtf16(campaign.name, plan), 200)
        return c.body(planToGoogleAdsEditorCsv(campaign.name, plan), 200)
      }
      const { errors } = preflight(campaign)
      if (errors.length > 0) throw invalid(exportBlockedMessage(errors))
      c.header('content-type', GOOGLE_ADS_EDITOR_CONTENT_TYPE[encoding])
      c.header('content-disposition', attachment(googleAdsEditorFileName(campaign.name, encoding)))
      if (encoding === 'utf16') return c.body(campaignToGoogleAdsEditorUtf16(campaign), 200)
      return c.body(campaignToGoogleAdsEditorCsv(campaign), 200)
    })
}

/**
 * The campaign's builder plan when it has one and the user's plan includes the builder (a Básico
 * account downloads the lists file, what its plan includes); a stored plan that no longer passes the
 * schema is a 422 naming the field.
 */
async function builderPlan(deps: AppDeps, c: Context<AppEnv>, id: string): Promise<CampaignPlan | null> {
  const [row] = await deps.db.select({ plan: campaigns.plan }).from(campaigns).where(and(eq(campaigns.id, id), eq(campaigns.user_id, c.get('user').id)))
  if (!row?.plan) return null
  const now = deps.now()
  if (!canUseTool(planAccess(await ensureProfile(deps.db, c.get('user'), now), c.get('isAdmin'), now), 'campaign_builder')) return null
  const parsed = parsePlan({ ...(row.plan as object), updated_at: null })
  if (!parsed.ok) throw invalid(`O arquivo do Google Ads Editor não pode ser gerado ainda. ${parsed.message}`)
  return parsed.plan
}

/** The 422 text when the pre-flight blocks the Editor file: every error, the first ones in full. */
export function exportBlockedMessage(errors: Problem[]): string {
  const shown = errors.slice(0, 5).map((e) => e.message).join(' ')
  const more = errors.length > 5 ? ` E mais ${errors.length - 5} problema(s).` : ''
  return `O arquivo do Google Ads Editor não pode ser gerado ainda. ${shown}${more}`
}
