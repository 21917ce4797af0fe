import { useState } from 'react'
import type { LanguageCode } from '../../../../core/types'
import { settings as t } from '../../../i18n/pt-BR/settings'
import { defaultSitelinkTemplates, loadSitelinkTemplates, saveSitelinkTemplates } from '../../../lib/template-store'
import { sitelinksFromText, sitelinksToText } from '../lines'
import { LanguageSelect } from './language-select'
import { LinesField } from './lines-field'
import { SetActions } from './set-actions'
import { SetCard } from './set-card'

const own = (lang: LanguageCode) => loadSitelinkTemplates()[lang]?.templates

/** Sitelink templates per language, one 'Texto;Descrição1;Descrição2' a line. */
export function SitelinksTab() {
  const [lang, setLang] = useState<LanguageCode>('pt')
  const [draft, setDraft] = useState(() => sitelinksToText(own('pt') ?? []))
  const [hasOwn, setHasOwn] = useState(() => (own('pt')?.length ?? 0) > 0)

  function show(next: LanguageCode) {
    const list = own(next)
    setLang(next)
    setDraft(sitelinksToText(list ?? []))
    setHasOwn((list?.length ?? 0) > 0)
  }

  return (
    <SetCard
      title={t.tabs.sitelinks}
      limit={t.limits.sitelinks}
      note={hasOwn ? undefined : t.noOwnTemplates}
      controls={<LanguageSelect id="sitelinks-language" value={lang} onChange={show} />}
      footer={
        <SetActions
          setName={t.tabs.sitelinks}
          language={lang}
          onSave={() => {
            const all = loadSitelinkTemplates()
            const templates = sitelinksFromText(draft)
            all[lang] = { templates }
            const ok = saveSitelinkTemplates(all)
            if (ok) {
              setDraft(sitelinksToText(templates))
              setHasOwn(templates.length > 0)
            }
            return ok
          }}
          onRestore={() => {
            const all = loadSitelinkTemplates()
            const def = defaultSitelinkTemplates()[lang]
            if (def) all[lang] = def
            else delete all[lang]
            saveSitelinkTemplates(all)
            show(lang)
          }}
        />
      }
    >
      <LinesField
        id="sitelinks-templates"
        label={t.sitelinks.templates}
        value={draft}
        onChange={setDraft}
        hint={<>{t.sitelinks.format} {t.productToken}</>}
      />
    </SetCard>
  )
}
