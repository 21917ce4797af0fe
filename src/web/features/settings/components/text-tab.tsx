import { useState } from 'react'
import type { LanguageCode } from '../../../../core/types'
import { settings as t } from '../../../i18n/pt-BR/settings'
import { defaultTextTemplates, loadTextTemplates, saveTextTemplates, type TextTemplateKind } from '../../../lib/template-store'
import { fromText, toText } from '../lines'
import { LanguageSelect } from './language-select'
import { LinesField } from './lines-field'
import { SetActions } from './set-actions'
import { SetCard } from './set-card'

const own = (kind: TextTemplateKind, lang: LanguageCode) => loadTextTemplates(kind)[lang]?.templates

/** Titles, descriptions, callouts or promotions: one {NOME_PRODUTO} template a line, per language. */
export function TextTab({ kind }: { kind: TextTemplateKind }) {
  const [lang, setLang] = useState<LanguageCode>('pt')
  const [draft, setDraft] = useState(() => toText(own(kind, 'pt') ?? []))
  const [hasOwn, setHasOwn] = useState(() => (own(kind, 'pt')?.length ?? 0) > 0)

  function show(next: LanguageCode) {
    const list = own(kind, next)
    setLang(next)
    setDraft(toText(list ?? []))
    setHasOwn((list?.length ?? 0) > 0)
  }

  return (
    <SetCard
      title={t.tabs[kind]}
      limit={t.limits[kind]}
      note={hasOwn ? undefined : t.noOwnTemplates}
      controls={<LanguageSelect id={`${kind}-language`} value={lang} onChange={show} />}
      footer={
        <SetActions
          setName={t.tabs[kind]}
          language={lang}
          onSave={() => {
            const all = loadTextTemplates(kind)
            all[lang] = { templates: fromText(draft) }
            const ok = saveTextTemplates(kind, all)
            if (ok) setHasOwn(fromText(draft).length > 0)
            return ok
          }}
          onRestore={() => {
            const all = loadTextTemplates(kind)
            const def = defaultTextTemplates(kind)[lang]
            if (def) all[lang] = def
            else delete all[lang]
            saveTextTemplates(kind, all)
            show(lang)
          }}
        />
      }
    >
      <LinesField id={`${kind}-templates`} label={t.text.templates} value={draft} onChange={setDraft} hint={t.productToken} />
    </SetCard>
  )
}
