import { useState, type FormEvent } from 'react'
import { ListChecks } from 'lucide-react'
import { generateNegatives } from '../../../core/generators/negatives'
import { ITEM_LIMIT } from '../../../core/limits'
import type { LanguageCode } from '../../../core/types'
import { Button } from '../../ui/button'
import { loadSavedPreferences } from '../../lib/preferences'
import { loadNegativeTemplates } from '../../lib/template-store'
import { notify } from '../../lib/toast'
import { gen } from '../../i18n/pt-BR/generators'
import { LanguageField } from './components/fields'
import { NegativeConflictsPanel } from './components/negative-conflicts-panel'
import { GeneratorLayout } from './components/generator-layout'
import { useGeneratedList } from './components/use-generated-list'
import { ToolGate } from '../tools/components/tool-gate'

/** Loads the default negative word list of a language (SPEC §2, §5); starts with the preferred language once saved. */
function NegativeKeywordsTool() {
  const list = useGeneratedList()
  const [language, setLanguage] = useState<LanguageCode | ''>(() => loadSavedPreferences()?.language ?? '')

  const submit = (e: FormEvent) => {
    e.preventDefault()
    const result = generateNegatives(loadNegativeTemplates(), language)
    if (!result.ok) return void notify.error(gen.toasts.selectLanguage)
    list.replace(result.items)
  }

  const config = (
    <form onSubmit={submit} className="grid gap-4">
      <LanguageField value={language} onChange={setLanguage} />
      <Button type="submit"><ListChecks aria-hidden="true" />{gen.loadDefaults}</Button>
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
