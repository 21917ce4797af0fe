import { useState, type FormEvent } from 'react'
import { ListChecks } from 'lucide-react'
import { generateNegatives } from '../../../core/generators/negatives'
import { ITEM_LIMIT } from '../../../core/limits'
import { isLanguageCode } from '../../../core/languages'
import type { LanguageCode } from '../../../core/types'
import { Button } from '../../ui/button'
import { loadSavedPreferences } from '../../lib/preferences'
import { loadNegativeTemplates } from '../../lib/template-store'
import { notify } from '../../lib/toast'
import { gen } from '../../i18n/pt-BR/generators'
import { LanguageField } from './components/fields'
import { GenerationNotes, offeredLanguages, type GenerationNotice } from './components/generation-notes'
import { NegativeConflictsPanel } from './components/negative-conflicts-panel'
import { GeneratorLayout } from './components/generator-layout'
import { useGeneratedList } from './components/use-generated-list'
import { ToolGate } from '../tools/components/tool-gate'

/** Loads the default negative word list of a language (SPEC §2, §5); starts with the preferred language once saved. */
function NegativeKeywordsTool() {
  const list = useGeneratedList()
  const [language, setLanguage] = useState<LanguageCode | ''>(() => loadSavedPreferences()?.language ?? '')

  const [notice, setNotice] = useState<GenerationNotice | null>(null)

  const load = (chosen: LanguageCode | '') => {
    const result = generateNegatives(loadNegativeTemplates(), chosen)
    if (!result.ok && result.error === 'language-required') return void notify.error(gen.toasts.selectLanguage)
    if (!result.ok) {
      // A language without its own list says so and offers those that have one (SPEC §3: pt, en, es).
      setNotice({ kind: 'no-templates', chosen: chosen as LanguageCode, available: offeredLanguages(result.available) })
      return
    }
    setNotice(null)
    list.replace(result.items)
  }
  const submit = (e: FormEvent) => {
    e.preventDefault()
    load(language)
  }
  const useLanguage = (other: LanguageCode) => {
    if (!isLanguageCode(other)) return
    setLanguage(other)
    load(other)
  }

  const config = (
    <form onSubmit={submit} className="grid gap-4">
      <LanguageField value={language} onChange={setLanguage} />
      <Button type="submit"><ListChecks aria-hidden="true" />{gen.loadDefaults}</Button>
      <GenerationNotes notice={notice} onUseLanguage={useLanguage} />
    </form>
  )
  // The conflict check sits under the form, beside the results (its own component).
  const withConflicts = <>{config}<NegativeConflictsPanel list={list} /></>
  return <GeneratorLayout tool="negative_keywords" limit={ITEM_LIMIT.negative_keywords} list={list} config={withConflicts} />
}

/** The plan decides (docs/decisions/010-plans-enforced.md): the tool, or its locked state. */
export function NegativeKeywordsPage() {
  return <ToolGate tool="negative_keywords"><NegativeKeywordsTool /></ToolGate>
}
