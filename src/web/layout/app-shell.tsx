import { useEffect, useState } from 'react'
import { Menu } from 'lucide-react'
import { Outlet, useLocation } from 'react-router'
import { useVerificationNotice } from '../features/auth/use-verification-notice'
import { sidebar } from '../i18n/pt-BR/common'
import { useMe } from '../lib/session'
import { Button } from '../ui/button'
import { Dialog, DialogBareContent, DialogTitle, DialogTrigger } from '../ui/dialog'
import { TooltipProvider } from '../ui/tooltip'
import { Sidebar } from './sidebar'
import { VerifyEmailBanner } from './verify-email-banner'

const COLLAPSED_KEY = 'forjaads_sidebar_collapsed'

function readCollapsed() {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === '1'
  } catch {
    return false
  }
}

/** Signed-in layout: the sidebar on the left from 768 px, a drawer behind a menu button on phones. */
export function AppShell() {
  const { data: me } = useMe()
  const [collapsed, setCollapsed] = useState(readCollapsed)
  const [drawerOpen, setDrawerOpen] = useState(false)
  const { pathname } = useLocation()
  useEffect(() => setDrawerOpen(false), [pathname])
  useVerificationNotice(true)
  if (!me) return null

  const toggle = () => {
    setCollapsed((c) => {
      try {
        localStorage.setItem(COLLAPSED_KEY, c ? '0' : '1')
      } catch {
        // storage unavailable: the choice lasts for this visit only
      }
      return !c
    })
  }

  return (
    <TooltipProvider delayDuration={0}>
      <div className="flex min-h-screen bg-muted/40">
        <aside className="sticky top-0 hidden h-screen shrink-0 md:block" data-testid="sidebar">
          <Sidebar me={me} collapsed={collapsed} onToggle={toggle} />
        </aside>
        <div className="flex min-w-0 flex-1 flex-col">
          <header className="sticky top-0 z-30 flex h-14 items-center gap-3 border-b border-border bg-card px-4 md:hidden">
            {/* Radix Dialog loads on the first opening (or when idle): phones pay for the drawer when they use it. */}
            <Dialog open={drawerOpen} onOpenChange={setDrawerOpen}>
              <DialogTrigger asChild>
                <Button variant="ghost" size="icon" aria-label={sidebar.openMenu}>
                  <Menu aria-hidden="true" />
                </Button>
              </DialogTrigger>
              <DialogBareContent overlayClassName="fixed inset-0 z-40 bg-slate-950/50" className="fixed inset-y-0 left-0 z-50 outline-none" aria-describedby={undefined}>
                <DialogTitle className="sr-only">{sidebar.nav}</DialogTitle>
                <Sidebar me={me} collapsed={false} onNavigate={() => setDrawerOpen(false)} />
              </DialogBareContent>
            </Dialog>
            <span className="font-bold">ForjaAds</span>
          </header>
          {!me.user.email_verified && <VerifyEmailBanner email={me.user.email} />}
          <main className="mx-auto w-full max-w-6xl flex-1 p-4 md:p-8">
            <Outlet />
          </main>
        </div>
      </div>
    </TooltipProvider>
  )
}
