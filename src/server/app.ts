import { fileURLToPath } from 'node:url'
import { Hono } from 'hono'
import { rejectBadText } from './http/bad-input'
import { apiBodyLimit } from './http/body-limit'
import { compression } from './http/compression'
import type { AppDeps } from './http/context'
import { errorBody, handleError } from './http/errors'
import { DEFAULT_LOAD_SHED, loadShed } from './http/load-shed'
import { requireTrustedOrigin } from './http/origin'
import { responseDefaults, securityHeaders } from './http/security'
import { staticRoutes } from './http/static'
import { accountRoutes } from './routes/account'
import { adminRoutes } from './routes/admin'
import { authRoutes } from './routes/auth'
import { billingRoutes } from './routes/billing'
import { campaignCompareRoutes } from './routes/campaign-compare'
import { campaignPlanRoutes } from './routes/campaign-plan'
import { campaignRoutes } from './routes/campaigns'
import { configRoutes } from './routes/config'
import { devMailboxRoutes } from './routes/dev-mailbox'
import { feedbackRoutes } from './routes/feedback'
import { healthRoutes } from './routes/health'
import { meRoutes } from './routes/me'

const defaultDist = fileURLToPath(new URL('../../dist', import.meta.url))

/** The whole HTTP app, without listening: tests call `app.request()` on it. */
export function createApp(deps: AppDeps, opts: { distDir?: string } = {}) {
  const app = new Hono()
  // Compression inside the headers middleware, outside everything else: every answer (API JSON, CSV,
  // error bodies, HTML) is compressed when the client accepts it; precompressed static files and the
  // admins' event stream pass through as they are (http/compression.ts).
  app.use(securityHeaders({ https: new URL(deps.env.baseUrl).protocol === 'https:' }), responseDefaults(), compression())
  app.use('/api/*', loadShed(deps.loadShed ?? DEFAULT_LOAD_SHED.pglite))
  app.use('/api/*', requireTrustedOrigin(deps.env), apiBodyLimit(), rejectBadText())
  app.onError((err, c) => handleError(err, c, deps.log))

  const api = new Hono()
    .route('/auth', authRoutes(deps.auth, deps.env.trustProxy))
    .route('/me', meRoutes(deps))
    .route('/me', accountRoutes(deps))
    .route('/health', healthRoutes(deps))
    .route('/config', configRoutes(deps))
    .route('/campaigns/compare', campaignCompareRoutes(deps)) // before '/campaigns', whose '/:id' would take it
    .route('/campaigns', campaignPlanRoutes(deps)) // '/:id/plan' only, its guards scoped to it
    .route('/campaigns', campaignRoutes(deps))
    .route('/feedback', feedbackRoutes(deps))
    .route('/admin', adminRoutes(deps))
    .route('/billing', billingRoutes(deps))
  app.route('/api', api)
  app.all('/api/*', (c) => c.json(errorBody('not_found', 'Rota não encontrada.'), 404))

  if (!deps.env.production && deps.mailer.usesOutbox) app.route('/dev/mailbox', devMailboxRoutes(deps.mailer, deps.env.trustProxy))

  app.route('/', staticRoutes(opts.distDir ?? defaultDist))
  return app
}

export type App = ReturnType<typeof createApp>
