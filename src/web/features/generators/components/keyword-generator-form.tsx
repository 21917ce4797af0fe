import { useEffect, useState, type FormEvent } from 'react'
import { Sparkles } from 'lucide-react'
import { generateKeywords, keywordTemplateLanguage } from '../../../../core/generators/keywords'
import { contentLanguage, languageLabel } from '../../../../core/languages'
import { FUNNEL_LEVELS, MATCH_TYPES, type FunnelLevel, type KeywordTemplates, type LanguageCode, type MatchType } from '../../../../core/types'
import { Button } from '../../../ui/button'
import { loadSavedPreferences } from '../../../lib/preferences'
import {
  ensureTemplates, hasStoredKeywordTemplates, isTemplateSetLoaded, keywordSetsFor, loadKeywordLists, loadKeywordTemplates, type TemplateSet,
} from '../../../lib/template-store'
import { notify } from '../../../lib/toast'
import { gen } from '../../../i18n/pt-BR/generators'
import { LanguageField, ProductField, SelectField } from './fields'

const k = gen.keywords
const FUNNELS = FUNNEL_LEVELS.map((value) => ({ value, label: k.funnels[value] }))
export const MATCH_OPTIONS = MATCH_TYPES.map((value) => ({ value, label: k.matchTypes[value] }))

function funnelEntry(templates: KeywordTemplates, language: LanguageCode | '', listKey: string, funnel: FunnelLevel | '') {
  if (language === '' || funnel === '') return undefined
  for (const lang of [language, contentLanguage(language), 'en']) {
    const entry = templates[lang]?.[listKey]?.[funnel]
    if (entry) return entry
  }
  return undefined
}

/** Whether `lang`'s templates serve this list and funnel (any funnel while none is chosen), as keywordTemplateLanguage asks. */
function serves(templates: KeywordTemplates, lang: LanguageCode, listKey: string, funnel: FunnelLevel | '') {
  const funnels = templates[lang]?.[listKey]
  return (funnel === '' ? FUNNEL_LEVELS : [funnel]).some((level) => (funnels?.[level]?.templates.length ?? 0) > 0)
}

/**
 * The keyword templates: the user's own, or the built-in ones of the languages this choice reads,
 * loaded one at a time in the order the generator falls back (the chosen language, its content
 * language, English) until one serves it. The router has loaded the preferred language with the screen.
 */
function useKeywordTemplates(listKey: string, language: LanguageCode | '', funnel: FunnelLevel | '') {
  const [stored] = useState(hasStoredKeywordTemplates)
  const [templates, setTemplates] = useState(loadKeywordTemplates)
  let next: TemplateSet | undefined
  if (!stored && language !== '') {
    for (const set of keywordSetsFor(language)) {
      if (!isTemplateSetLoaded(set)) {
        next = set
        break
      }
      if (serves(templates, set.slice('keywords:'.length) as LanguageCode, listKey, funnel)) break
    }
  }
  useEffect(() => {
    if (!next) return
    let live = true
    ensureTemplates([next]).then(
      () => { if (live) setTemplates(loadKeywordTemplates()) },
      () => { if (live) notify.error(gen.toasts.templatesNotFound) },
    )
    return () => { live = false }
  }, [next])
  return { templates, loading: next !== undefined }
}

const ERRORS: Record<string, [string, string?]> = {
  required: [gen.toasts.required, gen.toasts.requiredBody],
  'list-not-found': [gen.toasts.listNotFound],
  'templates-not-found': [gen.toasts.templatesNotFound],
}

/**
 * List type, product, language, funnel and match type (SPEC §2 "Keyword generator"); language, funnel
 * and match type start with the saved preferences. `onGenerate` also gets the product, to name the list.
 */
export function KeywordGeneratorForm({ onGenerate }: { onGenerate: (items: string[], product: string) => void }) {
  const [prefs] = useState(loadSavedPreferences)
  const [lists] = useState(loadKeywordLists)
  const [listKey, setListKey] = useState(lists[0]?.key ?? '')
  const [product, setProduct] = useState('')
  const [language, setLanguage] = useState<LanguageCode | ''>(prefs?.language ?? 'pt')
  const [funnel, setFunnel] = useState<FunnelLevel | ''>(prefs?.funnel ?? '')
  const [matchType, setMatchType] = useState<MatchType>(prefs?.matchType ?? 'broad')
  const { templates, loading } = useKeywordTemplates(listKey, language, funnel)
  const entry = loading ? undefined : funnelEntry(templates, language, listKey, funnel)
  // Languages without keyword content of their own reuse English (SPEC §3): said, never silent.
  const used = language === '' || loading ? undefined : keywordTemplateLanguage(templates, listKey, language, funnel)

  const submit = (e: FormEvent) => {
    e.preventDefault()
    if (loading) return
    const result = generateKeywords({ templates, listKey, language, funnel, matchType, product })
    if (!result.ok) return void notify.error(...ERRORS[result.error])
    onGenerate(result.items, product.trim())
  }

  return (
    <form onSubmit={submit} className="grid gap-4">
      <SelectField id="list-type" label={k.listType} value={listKey} onChange={setListKey} options={lists.map((l) => ({ value: l.key, label: l.name }))} />
      <ProductField value={product} onChange={setProduct} />
      <LanguageField value={language} onChange={setLanguage} />
      {language !== '' && used !== undefined && used !== language && (
        <p role="status" className="rounded-md border border-border bg-muted/60 p-3 text-sm" data-testid="keyword-language-note">
          {gen.notes.keywordLanguage(languageLabel(language), languageLabel(used))}
        </p>
      )}
      <SelectField id="funnel" label={k.funnel} value={funnel} onChange={setFunnel} options={FUNNELS} placeholder={k.funnelPlaceholder} />
      {entry && (
        <div className="rounded-md bg-muted p-3 text-sm" data-testid="funnel-strategy">
          <p><span className="font-semibold">{k.strategy}:</span> {entry.strategy}</p>
          <p className="mt-1"><span className="font-semibold">{k.example}:</span> {entry.example}</p>
        </div>
      )}
      <SelectField id="match-type" label={k.matchType} value={matchType} onChange={setMatchType} options={MATCH_OPTIONS} />
      <Button type="submit" disabled={product.trim() === '' || language === '' || funnel === '' || loading}>
        <Sparkles aria-hidden="true" />{gen.generate}
      </Button>
    </form>
  )
}
