import type { ComponentType } from 'react'
import { createBrowserRouter, Navigate, type LoaderFunctionArgs, type RouteObject } from 'react-router'
import { Guard } from './layout/guards'
import { NotFoundPage } from './layout/not-found-page'
import { prefetchAdminUsers } from './features/admin/users-query'
import { queryClient } from './lib/query-client'
import { prefetchMe } from './lib/session'
import { Spinner } from './ui/spinner'

/** A route whose screen is its own chunk, loaded on first visit. */
function lazyPage<M>(load: () => Promise<M>, name: keyof M): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load())[name] as ComponentType }) }
}

const generators: RouteObject[] = [
  { path: 'keywords', ...lazyPage(() => import('./features/generators/keywords-page'), 'KeywordsPage') },
  { path: 'negative-keywords', ...lazyPage(() => import('./features/generators/negative-keywords-page'), 'NegativeKeywordsPage') },
  { path: 'titles', ...lazyPage(() => import('./features/generators/titles-page'), 'TitlesPage') },
  { path: 'descriptions', ...lazyPage(() => import('./features/generators/descriptions-page'), 'DescriptionsPage') },
  { path: 'sitelinks', ...lazyPage(() => import('./features/generators/sitelinks-page'), 'SitelinksPage') },
  { path: 'callouts', ...lazyPage(() => import('./features/generators/callouts-page'), 'CalloutsPage') },
  { path: 'promotions', ...lazyPage(() => import('./features/generators/promotions-page'), 'PromotionsPage') },
  { path: 'settings', ...lazyPage(() => import('./features/settings/settings-page'), 'SettingsPage') },
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
      { path: '/login', ...lazyPage(() => import('./features/auth/login-page'), 'LoginPage') },
      { path: '/register', ...lazyPage(() => import('./features/auth/register-page'), 'RegisterPage') },
      { path: '/forgot-password', ...lazyPage(() => import('./features/auth/forgot-password-page'), 'ForgotPasswordPage') },
    ],
  },
  { path: '/update-password', ...lazyPage(() => import('./features/auth/update-password-page'), 'UpdatePasswordPage') },
  {
    element: <Guard need="session" />,
    children: [
      {
        ...lazyPage(() => import('./layout/app-shell'), 'AppShell'),
        children: [
          { path: '/pricing', ...lazyPage(() => import('./features/pricing/pricing-page'), 'PricingPage') },
          { path: '/campaign-builder', element: <Navigate to="/tools" replace /> },
          {
            element: <Guard need="subscription" />,
            children: [
              { path: '/dashboard', ...lazyPage(() => import('./features/dashboard/dashboard-page'), 'DashboardPage') },
              { path: '/tools', ...lazyPage(() => import('./features/tools/tools-page'), 'ToolsPage') },
              { path: '/tools', children: generators },
              { path: '/saved-campaigns', ...lazyPage(() => import('./features/campaigns/saved-campaigns-page'), 'SavedCampaignsPage') },
              { path: '/campaign/:id', ...lazyPage(() => import('./features/campaigns/campaign-detail-page'), 'CampaignDetailPage') },
              { path: '/profile', ...lazyPage(() => import('./features/profile/profile-page'), 'ProfilePage') },
            ],
          },
          {
            element: <Guard need="admin" />,
            children: [{ path: '/admin', loader: prefetchAdmin, ...lazyPage(() => import('./features/admin/admin-page'), 'AdminPage') }],
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

export const router = createBrowserRouter(routes)
