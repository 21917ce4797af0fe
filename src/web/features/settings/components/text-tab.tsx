import { useMemo } from 'react'
import { settings as t } from '../../../i18n/pt-BR/settings'
import { defaultTextTemplates, loadTextTemplates, saveTextTemplates, type TextTemplateKind } from '../../../lib/template-store'
import { fromText, toText } from '../lines'
import { LanguageSelect } from './language-select'
import { LinesField } from './lines-field'
import { SetActions } from './set-actions'
import { SetCard } from './set-card'
import { useLanguageSet, type LanguageSetStore } from './use-language-set'

const textStore = (kind: TextTemplateKind): LanguageSetStore<string> => ({
  read: (lang) => loadTextTemplates(kind)[lang]?.templates,
  write: (lang, items) => {
    const all = loadTextTemplates(kind)
    if (items) all[lang] = { templates: items }
    else delete all[lang]
    return saveTextTemplates(kind, all)
  },
  defaults: (lang) => defaultTextTemplates(kind)[lang]?.templates,
  toText,
  fromText,
})

/** Titles, descriptions, callouts or promotions: one {NOME_PRODUTO} template a line, per language. */
export function TextTab({ kind }: { kind: TextTemplateKind }) {
  const set = useLanguageSet(useMemo(() => textStore(kind), [kind]))
  return (
    <SetCard
      title={t.tabs[kind]}
      limit={t.limits[kind]}
      note={set.hasOwn ? undefined : t.noOwnTemplates}
      controls={<LanguageSelect id={`${kind}-language`} value={set.lang} onChange={set.show} />}
      footer={<SetActions setName={t.tabs[kind]} language={set.lang} onSave={set.save} onRestore={set.restore} />}
    >
      <LinesField id={`${kind}-templates`} label={t.text.templates} value={set.draft} onChange={set.setDraft} hint={t.productToken} />
    </SetCard>
  )
}
