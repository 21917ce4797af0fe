import { settings as t } from '../../../i18n/pt-BR/settings'
import { defaultNegativeTemplates, loadNegativeTemplates, saveNegativeTemplates } from '../../../lib/template-store'
import { fromText, toText } from '../lines'
import { LanguageSelect } from './language-select'
import { LinesField } from './lines-field'
import { SetActions } from './set-actions'
import { SetCard } from './set-card'
import { useLanguageSet, type LanguageSetStore } from './use-language-set'

const store: LanguageSetStore<string> = {
  read: (lang) => loadNegativeTemplates()[lang],
  write: (lang, items) => {
    const all = loadNegativeTemplates()
    if (items) all[lang] = items
    else delete all[lang]
    return saveNegativeTemplates(all)
  },
  defaults: (lang) => defaultNegativeTemplates()[lang],
  toText,
  fromText,
}

/** Default negative words per language, one a line. */
export function NegativesTab() {
  const set = useLanguageSet(store)
  return (
    <SetCard
      title={t.tabs.negatives}
      limit={t.limits.negatives}
      note={set.hasOwn ? undefined : t.noOwnTemplates}
      controls={<LanguageSelect id="negatives-language" value={set.lang} onChange={set.show} />}
      footer={<SetActions setName={t.tabs.negatives} language={set.lang} onSave={set.save} onRestore={set.restore} />}
    >
      <LinesField id="negatives-words" label={t.negatives.words} value={set.draft} onChange={set.setDraft} rows={14} />
    </SetCard>
  )
}
