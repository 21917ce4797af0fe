import {
  UserRound, FileText, FolderOpen, Heading, LayoutDashboard, Link2, Megaphone, MinusCircle, Search,
  Settings, Shield, Tag, Wrench, type LucideIcon,
} from 'lucide-react'
import type { ToolId } from '../../core/access'
import { sidebar } from '../i18n/pt-BR/common'

export interface NavItem {
  to: string
  label: string
  icon: LucideIcon
  /** The tool the item opens, for the plan's lock (planAccess). */
  tool?: ToolId
}

export const MAIN_ITEMS: NavItem[] = [
  { to: '/dashboard', label: sidebar.dashboard, icon: LayoutDashboard },
  { to: '/saved-campaigns', label: sidebar.savedCampaigns, icon: FolderOpen },
  { to: '/tools', label: sidebar.tools, icon: Wrench },
]

/** Shown under Ferramentas when the path starts with /tools and the sidebar is expanded. */
export const TOOL_ITEMS: NavItem[] = [
  { to: '/tools/keywords', label: sidebar.toolItems.keywords, icon: Search, tool: 'keywords' },
  { to: '/tools/negative-keywords', label: sidebar.toolItems.negativeKeywords, icon: MinusCircle, tool: 'negative_keywords' },
  { to: '/tools/titles', label: sidebar.toolItems.titles, icon: Heading, tool: 'titles' },
  { to: '/tools/descriptions', label: sidebar.toolItems.descriptions, icon: FileText, tool: 'descriptions' },
  { to: '/tools/sitelinks', label: sidebar.toolItems.sitelinks, icon: Link2, tool: 'sitelinks' },
  { to: '/tools/callouts', label: sidebar.toolItems.callouts, icon: Megaphone, tool: 'callouts' },
  { to: '/tools/promotions', label: sidebar.toolItems.promotions, icon: Tag, tool: 'promotions' },
  { to: '/tools/settings', label: sidebar.toolItems.settings, icon: Settings, tool: 'settings' },
]

export const ADMIN_ITEM: NavItem = { to: '/admin', label: sidebar.admin, icon: Shield }
export const PROFILE_ITEM: NavItem = { to: '/profile', label: sidebar.profile, icon: UserRound }
