import { useId, useState } from 'react'
import { ChevronDown, FolderPlus } from 'lucide-react'
import { canSaveAsset } from '../../core/access'
import { ASSET_LABELS } from '../../core/exporters/txt'
import type { AssetItem, AssetType } from '../../core/types'
import { campaigns as t } from '../i18n/pt-BR/campaigns'
import { plans } from '../i18n/pt-BR/plans'
import { useCampaignNames } from '../lib/campaigns-api'
import { usePlanAccess } from '../lib/session'
import { notify } from '../lib/toast'
import { Button } from './button'
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuLabel, DropdownMenuSeparator, DropdownMenuTrigger } from './dropdown-menu'
import { Tooltip, TooltipContent, TooltipTrigger } from './tooltip'
import { useSaveToCampaign } from './use-save-to-campaign'

type SaveToCampaignMenuProps = {
  assetType: AssetType
  /** Sitelinks as { text, desc1, desc2 }; every other type as strings. */
  items: AssetItem[]
  /** Lower-case name of the list for the success toast ('promoções' → 'Lista de promoções salva em X'). */
  toolName?: string
  className?: string
}

/**
 * 'Salvar na Campanha': a menu of the user's campaigns (their names only); picking one attaches the list (SPEC §5, §8). A type
 * the plan does not include is said before trying (disabled with the reason); the server's 403 message is
 * shown if it refuses anyway. The list is saved under a name (useSaveToCampaign); keywords may bring the
 * automation's negative list along.
 */
export function SaveToCampaignMenu({ assetType, items, toolName, className }: SaveToCampaignMenuProps) {
  const [open, setOpen] = useState(false)
  const reasonId = useId()
  const campaignsQuery = useCampaignNames()
  const { save, saving } = useSaveToCampaign(assetType, items, toolName)
  const access = usePlanAccess()
  const list = campaignsQuery.data ?? []
  const notInPlan = access !== null && !canSaveAsset(access, assetType)
  const reason = notInPlan
    ? plans.campaignMenu.notInPlan(ASSET_LABELS[assetType])
    : campaignsQuery.isPending ? t.saveMenu.loading : list.length === 0 ? t.saveMenu.none : null

  function onOpenChange(next: boolean) {
    if (next && items.length === 0) {
      notify.error(t.saveMenu.empty)
      return
    }
    setOpen(next)
  }

  const trigger = (
    <Button variant="outline" className={className} loading={saving} disabled={reason !== null} aria-describedby={reason ? reasonId : undefined}>
      {!saving && <FolderPlus aria-hidden="true" />}
      {t.saveMenu.button}
      <ChevronDown aria-hidden="true" className="opacity-60" />
    </Button>
  )

  if (reason !== null) {
    // A disabled button gets no pointer events: the wrapper carries the tooltip and the title.
    return (
      <Tooltip>
        <TooltipTrigger asChild>
          <span className="inline-flex" title={reason} tabIndex={0} data-testid="save-to-campaign-disabled">
            {trigger}
            <span id={reasonId} className="sr-only">{reason}</span>
          </span>
        </TooltipTrigger>
        <TooltipContent>{reason}</TooltipContent>
      </Tooltip>
    )
  }

  return (
    <DropdownMenu open={open} onOpenChange={onOpenChange}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent className="max-w-[min(20rem,calc(100vw-2rem))]">
        <DropdownMenuLabel>{t.saveMenu.choose}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {list.map((c) => (
          <DropdownMenuItem key={c.id} onSelect={() => void save(c.id, c.name)}>
            <span className="truncate">{c.name}</span>
          </DropdownMenuItem>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  )
}
