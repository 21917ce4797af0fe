import { ChevronsLeft, ChevronsRight, Lock, LogOut } from 'lucide-react'
import { useLocation, useMatch } from 'react-router'
import { Link } from '../ui/link'
import { canUseTool } from '../../core/access'
import { sidebar } from '../i18n/pt-BR/common'
import { plans } from '../i18n/pt-BR/plans'
import { cn } from '../lib/cn'
import type { Me } from '../lib/session'
import { preloadOnIntent } from '../preload'
import { Tooltip, TooltipContent, TooltipTrigger } from '../ui/tooltip'
import { ADMIN_ITEM, MAIN_ITEMS, PROFILE_ITEM, TOOL_ITEMS, type NavItem } from './nav-items'
import { useSignOut } from './use-sign-out'

const itemClasses = (active: boolean, collapsed: boolean) =>
  cn(
    'flex h-10 items-center gap-3 rounded-md px-3 text-sm font-medium transition-colors',
    collapsed && 'justify-center px-0',
    active ? 'bg-accent text-accent-foreground' : 'text-slate-600 hover:bg-muted hover:text-foreground',
  )

/** A link that, when the sidebar is collapsed, shows its label as a tooltip with no delay. */
function SidebarLink({ item, collapsed, end = false, locked = false, onNavigate }: { item: NavItem; collapsed: boolean; end?: boolean; locked?: boolean; onNavigate?: () => void }) {
  // A plain string class (not NavLink's function) so the tooltip trigger can merge it.
  const active = useMatch({ path: item.to, end }) !== null
  const link = (
    <Link to={item.to} onClick={onNavigate} {...preloadOnIntent(item.to)} aria-label={locked ? plans.lockedName(item.label) : collapsed ? item.label : undefined}
      aria-current={active ? 'page' : undefined} className={itemClasses(active, collapsed)} data-locked={locked || undefined}>
      <item.icon aria-hidden="true" className="size-5 shrink-0" />
      {!collapsed && <span className="truncate">{item.label}</span>}
      {locked && !collapsed && <Lock aria-hidden="true" className="ml-auto size-3.5 shrink-0 text-muted-foreground" data-testid="nav-lock" />}
    </Link>
  )
  if (!collapsed) return link
  return (
    <Tooltip delayDuration={0}>
      <TooltipTrigger asChild>{link}</TooltipTrigger>
      <TooltipContent side="right">{item.label}</TooltipContent>
    </Tooltip>
  )
}

export interface SidebarProps {
  me: Me
  collapsed: boolean
  onToggle?: () => void
  onNavigate?: () => void
}

/** SPEC §2 sidebar: 256 px expanded, 80 px collapsed. */
export function Sidebar({ me, collapsed, onToggle, onNavigate }: SidebarProps) {
  const { pathname } = useLocation()
  const signOut = useSignOut()
  const showTools = !collapsed && pathname.startsWith('/tools')
  const displayName = me.profile.nome_completo || me.user.name || me.user.email

  return (
    <div className={cn('flex h-full flex-col border-r border-border bg-card', collapsed ? 'w-20' : 'w-64')} data-collapsed={collapsed}>
      <div className={cn('flex h-16 items-center gap-2 border-b border-border px-4', collapsed && 'justify-center px-0')}>
        <img src="/favicon.svg" alt="" className="size-8" />
        {!collapsed && <span className="text-lg font-bold tracking-tight">ForjaAds</span>}
      </div>
      <nav aria-label={sidebar.nav} className="flex-1 space-y-1 overflow-y-auto p-3">
        {MAIN_ITEMS.map((item) => (
          <div key={item.to}>
            <SidebarLink item={item} collapsed={collapsed} end={item.to === '/tools'} onNavigate={onNavigate} />
            {item.to === '/tools' && showTools && (
              <div className="ml-4 mt-1 space-y-1 border-l border-border pl-2">
                {TOOL_ITEMS.map((tool) => (
                  <SidebarLink key={tool.to} item={tool} collapsed={false} onNavigate={onNavigate}
                    locked={tool.tool !== undefined && !canUseTool(me.flags.plan, tool.tool)} />
                ))}
              </div>
            )}
          </div>
        ))}
        {me.user.role === 'admin' && <SidebarLink item={ADMIN_ITEM} collapsed={collapsed} onNavigate={onNavigate} />}
      </nav>
      <div className="space-y-1 border-t border-border p-3">
        <SidebarLink item={PROFILE_ITEM} collapsed={collapsed} onNavigate={onNavigate} />
        <SignOutButton collapsed={collapsed} busy={signOut.isPending} onClick={() => signOut.mutate()} />
        {onToggle && (
          <button type="button" onClick={onToggle} className={cn(itemClasses(false, collapsed), 'w-full')} aria-label={collapsed ? sidebar.expand : sidebar.collapse} aria-expanded={!collapsed}>
            {collapsed ? <ChevronsRight aria-hidden="true" className="size-5" /> : <ChevronsLeft aria-hidden="true" className="size-5" />}
            {!collapsed && <span>{sidebar.collapse}</span>}
          </button>
        )}
        <div className={cn('px-3 pt-2', collapsed && 'sr-only')} data-testid="sidebar-user">
          <p className="truncate text-sm font-medium">{displayName}</p>
          <p className="truncate text-xs text-muted-foreground">{me.user.email}</p>
        </div>
      </div>
    </div>
  )
}

function SignOutButton({ collapsed, busy, onClick }: { collapsed: boolean; busy: boolean; onClick: () => void }) {
  const button = (
    <button type="button" onClick={onClick} disabled={busy} aria-label={collapsed ? sidebar.signOut : undefined} className={cn(itemClasses(false, collapsed), 'w-full')}>
      <LogOut aria-hidden="true" className="size-5 shrink-0" />
      {!collapsed && <span>{sidebar.signOut}</span>}
    </button>
  )
  if (!collapsed) return button
  return (
    <Tooltip delayDuration={0}>
      <TooltipTrigger asChild>{button}</TooltipTrigger>
      <TooltipContent side="right">{sidebar.signOut}</TooltipContent>
    </Tooltip>
  )
}
