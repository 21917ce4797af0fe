import { Info } from 'lucide-react'
import { Tooltip, TooltipContent, TooltipTrigger } from '../../../ui/tooltip'
import { gen } from '../../../i18n/pt-BR/generators'

export function InfoTooltip({ text }: { text: string }) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <button
          type="button"
          aria-label={gen.infoLabel}
          className="inline-flex size-10 items-center justify-center rounded-md text-muted-foreground hover:bg-accent hover:text-foreground focus-visible:outline-2 focus-visible:outline-ring"
        >
          <Info aria-hidden="true" className="size-5" />
        </button>
      </TooltipTrigger>
      <TooltipContent side="bottom">{text}</TooltipContent>
    </Tooltip>
  )
}
