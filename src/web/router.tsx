import { matchRoutes, Navigate, useLocation, useRoutes, type RouteObject } from 'react-router'
import { Guard } from './layout/guards'
import { NotFoundPage } from './layout/not-found-page'
import { prefetchAdminUsers } from './features/admin/users-query'
import { queryClient } from './lib/query-client'
import { preferredKeywordSet, STORED_PREFERENCES_KEY } from './lib/preferred-keyword-set'
import { meQuery } from './lib/session'
import type { TemplateSet } from './lib/template-store'
import { preloadRoute, registerPreload } from './preload'
import { RouteScreen, screen, type Arrival, type Screen } from './route-screen'
import { nextTask, whenIdle } from './ui/lazy'

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
 * The built-in templates a screen reads, loaded in parallel with its chunk (they are not in it:
 * src/web/lib/template-store.ts). The keyword screen loads its preferred language only (its form loads
 * another language when the user picks one).
 */
const templateStore = () => nextTask().then(() => import('./lib/template-store'))
const templates = (sets: TemplateSet[] | 'preferred-keywords' | 'all') => () =>
  templateStore().then((store) => {
    if (sets === 'preferred-keywords') return store.ensurePreferredKeywordTemplates()
    return store.ensureTemplates(sets === 'all' ? store.ALL_TEMPLATE_SETS : sets)
  })

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
 * its way: main.tsx) says a user with route access is here, so a visitor or an expired account
 * asks for nothing (no 401 or 403). Never awaited: the guards and the screen show their own loading.
 */
function prefetchWithAccess(prefetch: (api: Awaited<ReturnType<typeof campaignsApi>>) => Promise<unknown>) {
  void Promise.all([queryClient.ensureQueryData(meQuery), campaignsApi()])
    .then(([me, api]) => (me?.flags.routeAccess ? prefetch(api) : undefined))
    .catch(() => undefined)
}
const campaignNames = () => prefetchWithAccess((api) => api.prefetchCampaignNames(queryClient))

/**
 * A generator screen: its templates (awaited with the chunk: the form reads them on its first render),
 * and the campaign names its 'Salvar na Campanha' button shows its state from, started with the chunk
 * instead of after the screen's first render.
 */
const generator = <M,>(load: () => Promise<M>, name: keyof M, sets: Parameters<typeof templates>[0], warm?: () => void) =>
  screen(load, name, {
    ready: templates(sets),
    enter: () => {
      warm?.()
      campaignNames()
    },
  })

/** The screens (SPEC §2): what each route shows, the chunk it loads and the data it starts. */
const screens = {
  shell: screen(appShell, 'AppShell'),
  login: screen(pages.login, 'LoginPage', { enter: warmDashboard }),
  register: screen(pages.register, 'RegisterPage'),
  forgotPassword: screen(pages.forgotPassword, 'ForgotPasswordPage'),
  updatePassword: screen(pages.updatePassword, 'UpdatePasswordPage'),
  pricing: screen(pages.pricing, 'PricingPage'),
  dashboard: screen(pages.dashboard, 'DashboardPage', { enter: campaignNames }),
  tools: screen(pages.tools, 'ToolsPage'),
  savedCampaigns: screen(pages.savedCampaigns, 'SavedCampaignsPage', { enter: () => prefetchWithAccess((api) => api.prefetchCampaigns(queryClient)) }),
  compare: screen(pages.compare, 'ComparePage'),
  campaign: screen(pages.campaign, 'CampaignDetailPage', {
    enter: ({ params }) => prefetchWithAccess((api) => api.prefetchCampaign(queryClient, params.id ?? '')),
  }),
  profile: screen(pages.profile, 'ProfilePage'),
  builder: screen(pages.builder, 'BuilderPage', { enter: campaignNames }),
  // The admin list starts loading with the route (1 KB in the main bundle), not after the session check and the screen's chunk.
  admin: screen(pages.admin, 'AdminPage', { enter: ({ location }) => prefetchAdminUsers(queryClient, new URLSearchParams(location.search)) }),
  keywords: generator(pages.keywords, 'KeywordsPage', 'preferred-keywords', warmPreferredKeywordTemplates),
  negativeKeywords: generator(pages.negativeKeywords, 'NegativeKeywordsPage', ['negatives']),
  titles: generator(pages.titles, 'TitlesPage', ['titles']),
  descriptions: generator(pages.descriptions, 'DescriptionsPage', ['descriptions']),
  sitelinks: generator(pages.sitelinks, 'SitelinksPage', ['sitelinks']),
  callouts: generator(pages.callouts, 'CalloutsPage', ['callouts']),
  promotions: generator(pages.promotions, 'PromotionsPage', ['promotions']),
  settings: screen(pages.settings, 'SettingsPage', { ready: templates('all') }),
} satisfies Record<string, Screen>

/** A route showing a screen: the element renders it, the handle lets the router start it (useScreenStarts). */
const show = (of: Screen): Pick<RouteObject, 'element' | 'handle'> => ({ element: <RouteScreen of={of} />, handle: of })

/** While the login form is on screen, the app shell and the dashboard (where signing in leads) load when idle. */
function warmDashboard() {
  whenIdle(() => preloadRoute('/dashboard'), 4000)
}

/** SPEC §2 route table with its guards. */
export const routes: RouteObject[] = [
  { path: '/', element: <Navigate to="/login" replace /> },
  {
    element: <Guard need="visitor" />,
    children: [
      { path: '/login', ...show(screens.login) },
      { path: '/register', ...show(screens.register) },
      { path: '/forgot-password', ...show(screens.forgotPassword) },
    ],
  },
  { path: '/update-password', ...show(screens.updatePassword) },
  {
    element: <Guard need="session" />,
    children: [
      {
        ...show(screens.shell),
        children: [
          { path: '/pricing', ...show(screens.pricing) },
          {
            element: <Guard need="subscription" />,
            children: [
              { path: '/dashboard', ...show(screens.dashboard) },
              { path: '/tools', ...show(screens.tools) },
              {
                path: '/tools',
                children: [
                  { path: 'keywords', ...show(screens.keywords) },
                  { path: 'negative-keywords', ...show(screens.negativeKeywords) },
                  { path: 'titles', ...show(screens.titles) },
                  { path: 'descriptions', ...show(screens.descriptions) },
                  { path: 'sitelinks', ...show(screens.sitelinks) },
                  { path: 'callouts', ...show(screens.callouts) },
                  { path: 'promotions', ...show(screens.promotions) },
                  { path: 'settings', ...show(screens.settings) },
                ],
              },
              { path: '/saved-campaigns', ...show(screens.savedCampaigns) },
              { path: '/saved-campaigns/compare', ...show(screens.compare) },
              { path: '/campaign/:id', ...show(screens.campaign) },
              { path: '/profile', ...show(screens.profile) },
              { path: '/campaign-builder', ...show(screens.builder) },
            ],
          },
          {
            element: <Guard need="admin" />,
            children: [{ path: '/admin', ...show(screens.admin) }],
          },
        ],
      },
    ],
  },
  { path: '*', element: <NotFoundPage /> },
]

/**
 * What hovering or focusing a link loads (preload.ts): what arriving there would, every screen of the
 * path's route chain (the app shell's chunk with the page's, and the page's templates), through the
 * screens' own loads, so the arrival finds them done. Derived from the table, so it cannot drift.
 */
function registerPreloads(table: RouteObject[], base = '', chain: Screen[] = []) {
  for (const route of table) {
    const path = route.path === undefined ? base : route.path.startsWith('/') ? route.path : `${base}/${route.path}`
    const screensOnTheWay = route.handle ? [...chain, route.handle as Screen] : chain
    if (route.children) registerPreloads(route.children, path, screensOnTheWay)
    else if (route.handle && route.path) registerPreload(path, () => Promise.all(screensOnTheWay.map((s) => s.component())))
  }
}
registerPreloads(routes)

/**
 * Every arrival (the first load, each navigation, a new ?search) starts, at once, the chunks and data
 * of every screen it shows, the app shell's with the page's: nothing waits for the guards above them
 * (the session check started with the first script: main.tsx) or for a layout's chunk. Once per
 * location: a re-render of the same location starts nothing (React may render twice).
 */
let started: string | undefined
function useScreenStarts() {
  const location = useLocation()
  if (started === location.key) return
  started = location.key
  for (const match of matchRoutes(routes, location) ?? []) {
    const handle = match.route.handle as Screen | undefined
    handle?.start({ params: match.params, location } satisfies Arrival)
  }
}

/** The app's screens, under the BrowserRouter of main.tsx. */
export function Screens() {
  useScreenStarts()
  return useRoutes(routes)
}
