import type { Sitelink } from '../../../../core/types'
import { settings as t } from '../../../i18n/pt-BR/settings'
import { defaultSitelinkTemplates, loadSitelinkTemplates, saveSitelinkTemplates } from '../../../lib/template-store'
import { sitelinksFromText, sitelinksToText } from '../lines'
import { LanguageSelect } from './language-select'
import { LinesField } from './lines-field'
import { SetActions } from './set-actions'
import { SetCard } from './set-card'
import { useLanguageSet, type LanguageSetStore } from './use-language-set'

const store: LanguageSetStore<Sitelink> = {
  read: (lang) => loadSitelinkTemplates()[lang]?.templates,
  write: (lang, items) => {
    const all = loadSitelinkTemplates()
    if (items) all[lang] = { templates: items }
    else delete all[lang]
    return saveSitelinkTemplates(all)
  },
  defaults: (lang) => defaultSitelinkTemplates()[lang]?.templates,
  toText: sitelinksToText,
  fromText: sitelinksFromText,
}

/** Sitelink templates per language, one 'Texto;Descrição1;Descrição2' a line. */
export function SitelinksTab() {
  const set = useLanguageSet(store)
  return (
    <SetCard
      title={t.tabs.sitelinks}
      limit={t.limits.sitelinks}
      note={set.hasOwn ? undefined : t.noOwnTemplates}
      controls={<LanguageSelect id="sitelinks-language" value={set.lang} onChange={set.show} />}
      footer={<SetActions setName={t.tabs.sitelinks} language={set.lang} onSave={set.save} onRestore={set.restore} />}
    >
      <LinesField
        id="sitelinks-templates"
        label={t.sitelinks.templates}
        value={set.draft}
        onChange={set.setDraft}
        hint={<>{t.sitelinks.format} {t.productToken}</>}
      />
    </SetCard>
  )
}
