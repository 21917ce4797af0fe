import { Hono } from 'hono'
import { canUseTool, planAccess } from '../../core/access'
import { COMPARE_MAX, COMPARE_MIN, compareCampaigns, type Comparison } from '../../core/campaigns/compare'
import { COMPARISON_CONTENT_TYPE, COMPARISON_FILE_NAME, comparisonCsv } from '../../core/campaigns/compare-csv'
import type { AppDeps, AppEnv } from '../http/context'
import { forbidden, invalid } from '../http/errors'
import { requireSubscription, requireUser } from '../http/session'
import { ensureProfile } from '../profiles'
import { attachment, loadCampaign } from './campaigns'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export const COMPARE_NOT_IN_PLAN =
  'Seu plano Básico não inclui a comparação de campanhas. Faça upgrade para o Pro para usá-la.'
export const COMPARE_MESSAGES = {
  count: 'Escolha duas ou três campanhas para comparar.',
  id: 'Identificador de campanha inválido.',
  repeated: 'Escolha campanhas diferentes para comparar.',
  format: 'Formato inválido: use json ou csv.',
}

/** `ids=a,b[,c]`: two or three distinct UUIDs (lower case), or a pt-BR 422. */
export function compareIds(raw: string | undefined): string[] {
  const ids = (raw ?? '').split(',').map((id) => id.trim().toLowerCase())
  if (raw === undefined || raw.trim() === '' || ids.length < COMPARE_MIN || ids.length > COMPARE_MAX) {
    throw invalid(COMPARE_MESSAGES.count)
  }
  if (!ids.every((id) => UUID.test(id))) throw invalid(COMPARE_MESSAGES.id)
  if (new Set(ids).size !== ids.length) throw invalid(COMPARE_MESSAGES.repeated)
  return ids
}

/**
 * GET /api/campaigns/compare?ids=a,b[,c][&format=csv] (docs/decisions/014-campaign-builder.md): Pro
 * only (Básico gets a 403), every campaign loaded scoped to the session's user (one that is not theirs
 * is a 404, as everywhere). Mounted before campaignRoutes, whose '/:id' would take 'compare' for an id.
 */
export function campaignCompareRoutes(deps: AppDeps) {
  const { db } = deps
  return new Hono<AppEnv>()
    .use(requireUser(deps), requireSubscription(deps))
    .get('/', async (c) => {
      const user = c.get('user')
      const now = deps.now()
      const access = planAccess(await ensureProfile(db, user, now), c.get('isAdmin'), now)
      if (!canUseTool(access, 'campaign_compare')) throw forbidden(COMPARE_NOT_IN_PLAN)
      const format = c.req.query('format') ?? 'json'
      if (format !== 'json' && format !== 'csv') throw invalid(COMPARE_MESSAGES.format)
      const ids = compareIds(c.req.query('ids'))
      // One after the other: the first missing campaign answers, and PGlite runs one query at a time anyway.
      const campaigns = []
      for (const id of ids) campaigns.push(await loadCampaign(db, user.id, id))
      const comparison: Comparison = compareCampaigns(campaigns)
      if (format === 'json') return c.json(comparison, 200)
      c.header('content-type', COMPARISON_CONTENT_TYPE)
      c.header('content-disposition', attachment(COMPARISON_FILE_NAME))
      return c.body(comparisonCsv(comparison), 200)
    })
}
