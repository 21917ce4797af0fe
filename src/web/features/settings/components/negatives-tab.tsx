import { useState } from 'react'
import type { LanguageCode } from '../../../../core/types'
import { settings as t } from '../../../i18n/pt-BR/settings'
import { defaultNegativeTemplates, loadNegativeTemplates, saveNegativeTemplates } from '../../../lib/template-store'
import { fromText, toText } from '../lines'
import { LanguageSelect } from './language-select'
import { LinesField } from './lines-field'
import { SetActions } from './set-actions'
import { SetCard } from './set-card'

const own = (lang: LanguageCode) => loadNegativeTemplates()[lang]

/** Default negative words per language, one a line. */
export function NegativesTab() {
  const [lang, setLang] = useState<LanguageCode>('pt')
  const [draft, setDraft] = useState(() => toText(own('pt') ?? []))
  const [hasOwn, setHasOwn] = useState(() => (own('pt')?.length ?? 0) > 0)

  function show(next: LanguageCode) {
    const list = own(next)
    setLang(next)
    setDraft(toText(list ?? []))
    setHasOwn((list?.length ?? 0) > 0)
  }

  return (
    <SetCard
      title={t.tabs.negatives}
      limit={t.limits.negatives}
      note={hasOwn ? undefined : t.noOwnTemplates}
      controls={<LanguageSelect id="negatives-language" value={lang} onChange={show} />}
      footer={
        <SetActions
          setName={t.tabs.negatives}
          language={lang}
          onSave={() => {
            const all = loadNegativeTemplates()
            all[lang] = fromText(draft)
            const ok = saveNegativeTemplates(all)
            if (ok) setHasOwn(fromText(draft).length > 0)
            return ok
          }}
          onRestore={() => {
            const all = loadNegativeTemplates()
            const def = defaultNegativeTemplates()[lang]
            if (def) all[lang] = def
            else delete all[lang]
            saveNegativeTemplates(all)
            show(lang)
          }}
        />
      }
    >
      <LinesField id="negatives-words" label={t.negatives.words} value={draft} onChange={setDraft} rows={14} />
    </SetCard>
  )
}
