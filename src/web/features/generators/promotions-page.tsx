import { notify } from '../../lib/toast'
import { gen } from '../../i18n/pt-BR/generators'
import { ProductGeneratorPage } from './components/text-generator-page'

export function PromotionsPage() {
  return (
    <ProductGeneratorPage
      tool="promotions"
      onGenerated={(items) => notify.success(gen.toasts.promotionsGenerated, gen.toasts.promotionsCount(items.length))}
    />
  )
}
