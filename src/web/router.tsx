import type { ComponentType } from 'react'
import { createBrowserRouter, Navigate, type LoaderFunctionArgs, type RouteObject } from 'react-router'
import { Guard } from './layout/guards'
import { NotFoundPage } from './layout/not-found-page'
import { prefetchAdminUsers } from './features/admin/users-query'
import { queryClient } from './lib/query-client'
import { preferredKeywordSet, STORED_PREFERENCES_KEY } from './lib/preferred-keyword-set'
import { meQuery, prefetchMe } from './lib/session'
import type { TemplateSet } from './lib/template-store'
import { preloadRoute, registerPreload } from './preload'
import { nextTask, whenIdle } from './ui/lazy'
import { Spinner } from './ui/spinner'

/**
 * A route whose screen is its own chunk, loaded on first visit. Each import starts in a task of its
 * own (nextTask): the router's start and every chunk's modulepreload links are not one long task.
 */
function lazyPage<M>(load: () => Promise<M>, name: keyof M): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await nextTask().then(load))[name] as ComponentType }) }
}

/** The chunks of each screen (also what preloadRoute warms up). */
const appShell = () => import('./layout/app-shell')
const pages = {
  login: () => import('./features/auth/login-page'),
  register: () => import('./features/auth/register-page'),
  forgotPassword: () => import('./features/auth/forgot-password-page'),
  updatePassword: () => import('./features/auth/update-password-page'),
  pricing: () => import('./features/pricing/pricing-page'),
  dashboard: () => import('./features/dashboard/dashboard-page'),
  tools: () => import('./features/tools/tools-page'),
  savedCampaigns: () => import('./features/campaigns/saved-campaigns-page'),
  campaign: () => import('./features/campaigns/campaign-detail-page'),
  compare: () => import('./features/campaigns/compare-page'),
  profile: () => import('./features/profile/profile-page'),
  admin: () => import('./features/admin/admin-page'),
  keywords: () => import('./features/generators/keywords-page'),
  negativeKeywords: () => import('./features/generators/negative-keywords-page'),
  titles: () => import('./features/generators/titles-page'),
  descriptions: () => import('./features/generators/descriptions-page'),
  sitelinks: () => import('./features/generators/sitelinks-page'),
  callouts: () => import('./features/generators/callouts-page'),
  promotions: () => import('./features/generators/promotions-page'),
  settings: () => import('./features/settings/settings-page'),
  builder: () => import('./features/builder/builder-page'),
}

/**
 * The built-in templates a screen reads, loaded by its loader in parallel with its chunk (they are
 * not in it: src/web/lib/template-store.ts). The keyword screen loads its preferred language only.
 */
const templateStore = () => nextTask().then(() => import('./lib/template-store'))
const templates = (sets: TemplateSet[] | 'preferred-keywords' | 'all') => () =>
  templateStore().then((store) => {
    if (sets === 'preferred-keywords') return store.ensurePreferredKeywordTemplates()
    return store.ensureTemplates(sets === 'all' ? store.ALL_TEMPLATE_SETS : sets)
  })
const templatesLoader = (sets: Parameters<typeof templates>[0]) => {
  const load = templates(sets)
  return async () => {
    await load()
    return null
  }
}

/**
 * The keyword screen's templates (the preferred language's, lib/template-store) are fetched with the
 * screen's chunks, not after them: the store, once its chunk has run, imports the same module.
 */
const keywordTemplates: Record<'pt' | 'es' | 'en', () => Promise<unknown>> = {
  pt: () => import('../core/templates/keywords-pt'),
  es: () => import('../core/templates/keywords-es'),
  en: () => import('../core/templates/keywords-en'),
}
function warmPreferredKeywordTemplates() {
  let stored: string | null = null
  try {
    stored = localStorage.getItem(STORED_PREFERENCES_KEY)
  } catch {
    // storage unavailable: the store reads no preferences either
  }
  void nextTask().then(() => keywordTemplates[preferredKeywordSet(stored)]()).catch(() => undefined)
}

const campaignsApi = () => nextTask().then(() => import('./lib/campaigns-api'))

/**
 * A screen's data starts with its chunk, not after the screen has rendered: once /api/me (already on
 * its way, startSession) says a user with route access is here, so a visitor or an expired account
 * asks for nothing (no 401 or 403). Never awaited: the guards and the screen show their own loading.
 */
function prefetchWithAccess(prefetch: (api: Awaited<ReturnType<typeof campaignsApi>>) => Promise<unknown>) {
  void Promise.all([queryClient.ensureQueryData(meQuery), campaignsApi()])
    .then(([me, api]) => (me?.flags.routeAccess ? prefetch(api) : undefined))
    .catch(() => undefined)
  return null
}

/**
 * A generator screen's loader: its templates (awaited: the form reads them on its first render), and the
 * campaign names its 'Salvar na Campanha' button shows its state from, started with the chunk instead
 * of after the screen's first render.
 */
const generatorLoader = (sets: Parameters<typeof templates>[0], warm?: () => void) => {
  const load = templatesLoader(sets)
  return () => {
    warm?.()
    prefetchWithAccess((api) => api.prefetchCampaignNames(queryClient))
    return load()
  }
}

const generators: RouteObject[] = [
  { path: 'keywords', loader: generatorLoader('preferred-keywords', warmPreferredKeywordTemplates), ...lazyPage(pages.keywords, 'KeywordsPage') },
  { path: 'negative-keywords', loader: generatorLoader(['negatives']), ...lazyPage(pages.negativeKeywords, 'NegativeKeywordsPage') },
  { path: 'titles', loader: generatorLoader(['titles']), ...lazyPage(pages.titles, 'TitlesPage') },
  { path: 'descriptions', loader: generatorLoader(['descriptions']), ...lazyPage(pages.descriptions, 'DescriptionsPage') },
  { path: 'sitelinks', loader: generatorLoader(['sitelinks']), ...lazyPage(pages.sitelinks, 'SitelinksPage') },
  { path: 'callouts', loader: generatorLoader(['callouts']), ...lazyPage(pages.callouts, 'CalloutsPage') },
  { path: 'promotions', loader: generatorLoader(['promotions']), ...lazyPage(pages.promotions, 'PromotionsPage') },
  { path: 'settings', loader: templatesLoader('all'), ...lazyPage(pages.settings, 'SettingsPage') },
]

/** The admin list starts loading with the route (1 KB in the main bundle), not after the session check and the screen's chunk. */
function prefetchAdmin({ request }: LoaderFunctionArgs) {
  prefetchAdminUsers(queryClient, new URL(request.url).searchParams)
  return null
}

/**
 * The session (get-session, then /api/me) starts with the first script, in parallel with the route
 * chunks, instead of when the guards first render after them.
 */
function startSession() {
  prefetchMe(queryClient)
  return null
}

/** While the login form is on screen, the app shell and the dashboard (where signing in leads) load when idle. */
function warmDashboard() {
  whenIdle(() => preloadRoute('/dashboard'), 4000)
  return null
}

const signedIn = (page: () => Promise<unknown>, more?: () => Promise<unknown>) => () =>
  Promise.all([appShell(), page(), more?.()])
registerPreload('/dashboard', signedIn(pages.dashboard))
registerPreload('/tools', signedIn(pages.tools))
registerPreload('/saved-campaigns', signedIn(pages.savedCampaigns))
registerPreload('/saved-campaigns/compare', signedIn(pages.compare))
registerPreload('/campaign/:id', signedIn(pages.campaign))
registerPreload('/profile', signedIn(pages.profile))
registerPreload('/pricing', signedIn(pages.pricing))
registerPreload('/admin', signedIn(pages.admin))
registerPreload('/campaign-builder', signedIn(pages.builder))
registerPreload('/tools/keywords', signedIn(pages.keywords, templates('preferred-keywords')))
registerPreload('/tools/negative-keywords', signedIn(pages.negativeKeywords, templates(['negatives'])))
registerPreload('/tools/titles', signedIn(pages.titles, templates(['titles'])))
registerPreload('/tools/descriptions', signedIn(pages.descriptions, templates(['descriptions'])))
registerPreload('/tools/sitelinks', signedIn(pages.sitelinks, templates(['sitelinks'])))
registerPreload('/tools/callouts', signedIn(pages.callouts, templates(['callouts'])))
registerPreload('/tools/promotions', signedIn(pages.promotions, templates(['promotions'])))
registerPreload('/tools/settings', signedIn(pages.settings, templates('all')))

/** What the first render shows while the chunk of a lazy screen loads. */
function RouteFallback() {
  return (
    <div className="flex min-h-screen items-center justify-center text-muted-foreground">
      <Spinner size={24} />
    </div>
  )
}

/** SPEC §2 route table with its guards. */
const screens: RouteObject[] = [
  { path: '/', element: <Navigate to="/login" replace /> },
  {
    element: <Guard need="visitor" />,
    children: [
      { path: '/login', loader: warmDashboard, ...lazyPage(pages.login, 'LoginPage') },
      { path: '/register', ...lazyPage(pages.register, 'RegisterPage') },
      { path: '/forgot-password', ...lazyPage(pages.forgotPassword, 'ForgotPasswordPage') },
    ],
  },
  { path: '/update-password', ...lazyPage(pages.updatePassword, 'UpdatePasswordPage') },
  {
    element: <Guard need="session" />,
    children: [
      {
        ...lazyPage(appShell, 'AppShell'),
        children: [
          { path: '/pricing', ...lazyPage(pages.pricing, 'PricingPage') },
          {
            element: <Guard need="subscription" />,
            children: [
              { path: '/dashboard', loader: () => prefetchWithAccess((api) => api.prefetchCampaignNames(queryClient)), ...lazyPage(pages.dashboard, 'DashboardPage') },
              { path: '/tools', ...lazyPage(pages.tools, 'ToolsPage') },
              { path: '/tools', children: generators },
              { path: '/saved-campaigns', loader: () => prefetchWithAccess((api) => api.prefetchCampaigns(queryClient)), ...lazyPage(pages.savedCampaigns, 'SavedCampaignsPage') },
              { path: '/saved-campaigns/compare', ...lazyPage(pages.compare, 'ComparePage') },
              {
                path: '/campaign/:id',
                loader: ({ params }) => prefetchWithAccess((api) => api.prefetchCampaign(queryClient, params.id ?? '')),
                ...lazyPage(pages.campaign, 'CampaignDetailPage'),
              },
              { path: '/profile', ...lazyPage(pages.profile, 'ProfilePage') },
              {
                path: '/campaign-builder',
                loader: () => prefetchWithAccess((api) => api.prefetchCampaignNames(queryClient)),
                ...lazyPage(pages.builder, 'BuilderPage'),
              },
            ],
          },
          {
            element: <Guard need="admin" />,
            children: [{ path: '/admin', loader: prefetchAdmin, ...lazyPage(pages.admin, 'AdminPage') }],
          },
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
]

/**
 * One pathless root above every screen: its HydrateFallback is what React Router renders on the first
 * load while a lazy route resolves (without it, a blank page and a console warning on every load).
 */
export const routes: RouteObject[] = [{ HydrateFallback: RouteFallback, loader: startSession, children: screens }]

/** The app's router: created by main.tsx in a task of its own (see there). */
export const createRouter = () => createBrowserRouter(routes)
