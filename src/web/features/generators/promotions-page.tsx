import { notify } from '../../lib/toast'
import { gen } from '../../i18n/pt-BR/generators'
import { ProductGeneratorPage } from './components/text-generator-page'
import { ToolGate } from '../tools/components/tool-gate'

function PromotionsTool() {
  return (
    <ProductGeneratorPage
      tool="promotions"
      onGenerated={(items) => notify.success(gen.toasts.promotionsGenerated, gen.toasts.promotionsCount(items.length))}
    />
  )
}

/** The plan decides (docs/decisions/010-plans-enforced.md): the tool, or its locked state. */
export function PromotionsPage() {
  return <ToolGate tool="promotions"><PromotionsTool /></ToolGate>
}
