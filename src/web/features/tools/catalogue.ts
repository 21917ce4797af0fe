/** The tool cards of /tools, in order (SPEC §2 "Tools"). */
import {
  Ban, Construction, Heading, Key, Link2, type LucideIcon, Megaphone, Percent, Settings, Text,
} from 'lucide-react'
import type { tools } from '../../i18n/pt-BR/tools'

export interface ToolEntry {
  id: keyof typeof tools.items
  route: string | null
  plan: 'basic' | 'pro'
  icon: LucideIcon
  soon?: boolean
}

export const CATALOGUE: readonly ToolEntry[] = [
  { id: 'keywords', route: '/tools/keywords', plan: 'basic', icon: Key },
  { id: 'sitelinks', route: '/tools/sitelinks', plan: 'basic', icon: Link2 },
  { id: 'negativeKeywords', route: '/tools/negative-keywords', plan: 'pro', icon: Ban },
  { id: 'titles', route: '/tools/titles', plan: 'pro', icon: Heading },
  { id: 'descriptions', route: '/tools/descriptions', plan: 'pro', icon: Text },
  { id: 'callouts', route: '/tools/callouts', plan: 'pro', icon: Megaphone },
  { id: 'promotions', route: '/tools/promotions', plan: 'pro', icon: Percent },
  { id: 'settings', route: '/tools/settings', plan: 'pro', icon: Settings },
  { id: 'campaignBuilder', route: null, plan: 'pro', icon: Construction, soon: true },
]
