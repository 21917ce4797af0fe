import { useState, type FormEvent } from 'react'
import { Sparkles } from 'lucide-react'
import { generateSitelinks } from '../../../../core/generators/sitelinks'
import { generateTextAssets, type TextAssetKind } from '../../../../core/generators/text-assets'
import { ITEM_LIMIT } from '../../../../core/limits'
import type { AssetItem, LanguageCode } from '../../../../core/types'
import { Button } from '../../../ui/button'
import { loadSitelinkTemplates, loadTextTemplates } from '../../../lib/template-store'
import { notify } from '../../../lib/toast'
import { gen } from '../../../i18n/pt-BR/generators'
import { LanguageField, ProductField } from './fields'
import { GeneratorLayout } from './generator-layout'
import { useGeneratedList } from './use-generated-list'

type ProductTool = TextAssetKind | 'sitelinks'

function generate(tool: ProductTool, language: LanguageCode | '', product: string) {
  // Templates are read at each click so edits made in /tools/settings apply at once.
  return tool === 'sitelinks'
    ? generateSitelinks(loadSitelinkTemplates(), language, product)
    : generateTextAssets(tool, loadTextTemplates(tool), language, product)
}

/** Titles, descriptions, sitelinks, callouts and promotions: product name + language (SPEC §2, §5). */
export function ProductGeneratorPage({ tool, onGenerated }: { tool: ProductTool; onGenerated?: (items: AssetItem[]) => void }) {
  const list = useGeneratedList()
  const [product, setProduct] = useState('')
  const [language, setLanguage] = useState<LanguageCode | ''>('pt')

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const result = generate(tool, language, product)
    if (!result.ok) return void notify.error(gen.toasts.productRequired)
    list.replace(result.items)
    onGenerated?.(result.items)
  }

  const config = (
    <form onSubmit={submit} className="grid gap-4">
      <ProductField value={product} onChange={setProduct} />
      <LanguageField value={language} onChange={setLanguage} />
      <Button type="submit"><Sparkles aria-hidden="true" />{gen.generate}</Button>
    </form>
  )
  return <GeneratorLayout tool={tool} limit={ITEM_LIMIT[tool]} list={list} config={config} />
}
