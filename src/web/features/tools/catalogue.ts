/** The tool cards of /tools, in order (SPEC §2 "Tools"). */
import {
  Ban, Hammer, Heading, Key, Link2, type LucideIcon, Megaphone, Percent, Settings, Text,
} from 'lucide-react'
import { canUseTool, type PlanAccess, type ToolId } from '../../../core/access'
import type { tools } from '../../i18n/pt-BR/tools'

export interface ToolEntry {
  id: keyof typeof tools.items
  /** The tool as planAccess names it. */
  tool: ToolId
  route: string
  plan: 'basic' | 'pro'
  icon: LucideIcon
}

export const CATALOGUE: readonly ToolEntry[] = [
  { id: 'keywords', tool: 'keywords', route: '/tools/keywords', plan: 'basic', icon: Key },
  { id: 'sitelinks', tool: 'sitelinks', route: '/tools/sitelinks', plan: 'basic', icon: Link2 },
  { id: 'negativeKeywords', tool: 'negative_keywords', route: '/tools/negative-keywords', plan: 'pro', icon: Ban },
  { id: 'titles', tool: 'titles', route: '/tools/titles', plan: 'pro', icon: Heading },
  { id: 'descriptions', tool: 'descriptions', route: '/tools/descriptions', plan: 'pro', icon: Text },
  { id: 'callouts', tool: 'callouts', route: '/tools/callouts', plan: 'pro', icon: Megaphone },
  { id: 'promotions', tool: 'promotions', route: '/tools/promotions', plan: 'pro', icon: Percent },
  { id: 'settings', tool: 'settings', route: '/tools/settings', plan: 'pro', icon: Settings },
  { id: 'campaignBuilder', tool: 'campaign_builder', route: '/campaign-builder', plan: 'pro', icon: Hammer },
]

/** The catalogue entry of a tool. */
export const catalogueEntry = (tool: ToolId): ToolEntry => CATALOGUE.find((e) => e.tool === tool) as ToolEntry

/**
 * Whether the plan keeps this tool locked (planAccess decides). Unknown access (still loading) locks
 * nothing: the guards wait for /api/me before any screen.
 */
export function isToolLocked(entry: Pick<ToolEntry, 'tool'>, access: PlanAccess | null): boolean {
  return access !== null && !canUseTool(access, entry.tool)
}
