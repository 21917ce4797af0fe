import { useState, type FormEvent } from 'react'
import { Sparkles } from 'lucide-react'
import { parseOfferFacts } from '../../../../core/generators/offer-facts'
import { generateSitelinks } from '../../../../core/generators/sitelinks'
import type { GenerateOptions } from '../../../../core/generators/template-outcome'
import { generateTextAssets, type TextAssetKind } from '../../../../core/generators/text-assets'
import { ITEM_LIMIT } from '../../../../core/limits'
import type { AssetItem, LanguageCode } from '../../../../core/types'
import { AssetNameHint } from '../../../ui/asset-name-hint'
import { Button } from '../../../ui/button'
import { loadPreferences } from '../../../lib/preferences'
import { loadSitelinkTemplates, loadTextTemplates } from '../../../lib/template-store'
import { notify } from '../../../lib/toast'
import { gen } from '../../../i18n/pt-BR/generators'
import { LanguageField, ProductField } from './fields'
import { GenerationNotes, offeredLanguages, type GenerationNotice } from './generation-notes'
import { GeneratorLayout } from './generator-layout'
import { GenderField, OfferFactsFields } from './product-options-fields'
import { useGeneratedList } from './use-generated-list'
import { useProductProfile } from './use-product-profile'

type ProductTool = TextAssetKind | 'sitelinks'

function generate(tool: ProductTool, language: LanguageCode, product: string, options: GenerateOptions) {
  // Templates and the affiliate-safe switch are read at each click so edits in /tools/settings apply at once.
  return tool === 'sitelinks'
    ? generateSitelinks(loadSitelinkTemplates(), language, product, options)
    : generateTextAssets(tool, loadTextTemplates(tool), language, product, options)
}

/**
 * Titles, descriptions, sitelinks, callouts and promotions (SPEC §2, §5): product name, its gender,
 * the offer facts and a language. Templates that cannot be used whole are left out and the screen says
 * why; a language without templates is said so, with the languages that have some to choose from.
 */
export function ProductGeneratorPage({ tool, onGenerated }: { tool: ProductTool; onGenerated?: (items: AssetItem[]) => void }) {
  const list = useGeneratedList()
  const [prefs] = useState(loadPreferences)
  const profile = useProductProfile(prefs)
  const [language, setLanguage] = useState<LanguageCode | ''>(prefs.language)
  const [notice, setNotice] = useState<GenerationNotice | null>(null)
  const [attempted, setAttempted] = useState(false)
  const [generatedFor, setGeneratedFor] = useState('')
  const offer = parseOfferFacts(profile.facts)

  const run = (chosen: LanguageCode, templateLanguage: LanguageCode) => {
    const options = { gender: profile.gender, facts: offer.facts, affiliateSafe: loadPreferences().affiliateSafe }
    const result = generate(tool, templateLanguage, profile.product, options)
    if (!result.ok) {
      if (result.error === 'no-templates-for-language') {
        return setNotice({ kind: 'no-templates', chosen, available: offeredLanguages(result.available) })
      }
      return void notify.error(result.error === 'product-required' ? gen.toasts.productRequired : gen.toasts.selectLanguage)
    }
    profile.remember(offer.facts)
    list.replace(result.items)
    setGeneratedFor(profile.product.trim())
    setNotice({ kind: 'generated', skipped: result.skipped, used: templateLanguage, chosen })
    onGenerated?.(result.items)
  }

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (profile.product.trim() === '') return void notify.error(gen.toasts.productRequired)
    if (language === '') return void notify.error(gen.toasts.selectLanguage)
    setAttempted(true)
    if (Object.keys(offer.errors).length > 0) {
      return void notify.error(gen.productOptions.offer.invalid, gen.productOptions.offer.invalidBody)
    }
    run(language, language)
  }

  const config = (
    <form onSubmit={submit} className="grid gap-4" noValidate>
      <ProductField value={profile.product} onChange={profile.setProduct} />
      <GenderField value={profile.gender} onChange={profile.setGender} />
      <LanguageField value={language} onChange={(l) => { setLanguage(l); setNotice(null) }} />
      <OfferFactsFields value={profile.facts} errors={offer.errors} showErrors={attempted} onChange={profile.setFacts} />
      <Button type="submit"><Sparkles aria-hidden="true" />{gen.generate}</Button>
      <GenerationNotes notice={notice} onUseLanguage={(l) => { if (language !== '') run(language, l) }} />
    </form>
  )
  return (
    <AssetNameHint value={generatedFor}>
      <GeneratorLayout tool={tool} limit={ITEM_LIMIT[tool]} list={list} config={config} />
    </AssetNameHint>
  )
}
