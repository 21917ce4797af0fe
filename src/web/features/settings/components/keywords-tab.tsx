import { useState } from 'react'
import { FUNNEL_LEVELS, type FunnelLevel, type KeywordFunnelEntry, type LanguageCode } from '../../../../core/types'
import { settings as t } from '../../../i18n/pt-BR/settings'
import { loadKeywordLists } from '../../../lib/template-store'
import { Input } from '../../../ui/input'
import { Label } from '../../../ui/label'
import { Textarea } from '../../../ui/textarea'
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../../ui/select'
import { loadEntry, restoreList, saveEntry } from '../keyword-lists'
import { fromText, toText } from '../lines'
import { KeywordListBar } from './keyword-list-bar'
import { LanguageSelect } from './language-select'
import { LinesField } from './lines-field'
import { SetActions } from './set-actions'
import { SetCard } from './set-card'

type Sel = { listKey: string; lang: LanguageCode; funnel: FunnelLevel }
type Draft = { strategy: string; example: string; templates: string; hasOwn: boolean }

function draftOf({ lang, listKey, funnel }: Sel): Draft {
  const e: KeywordFunnelEntry | undefined = loadEntry(lang, listKey, funnel)
  return { strategy: e?.strategy ?? '', example: e?.example ?? '', templates: toText(e?.templates ?? []), hasOwn: e !== undefined }
}

/** Keyword templates: pick the list, language and funnel level; edit strategy, example and templates. */
export function KeywordsTab() {
  const [lists, setLists] = useState(loadKeywordLists)
  const [sel, setSel] = useState<Sel>({ listKey: 'nutra', lang: 'pt', funnel: 'top' })
  const [draft, setDraft] = useState(() => draftOf(sel))
  const selected = lists.find((l) => l.key === sel.listKey) ?? lists[0]

  function show(next: Partial<Sel>) {
    const s = { ...sel, ...next }
    setSel(s)
    setDraft(draftOf(s))
  }
  const edit = (patch: Partial<Draft>) => setDraft((d) => ({ ...d, ...patch }))

  return (
    <SetCard
      title={t.tabs.keywords}
      limit={t.limits.keywords}
      note={draft.hasOwn ? undefined : t.noOwnTemplates}
      controls={
        <>
          <div className="grid gap-1.5">
            <Label htmlFor="keywords-list">{t.list}</Label>
            <Select value={selected.key} onValueChange={(listKey) => show({ listKey })}>
              <SelectTrigger id="keywords-list"><SelectValue /></SelectTrigger>
              <SelectContent>
                {lists.map((l) => <SelectItem key={l.key} value={l.key}>{l.name}</SelectItem>)}
              </SelectContent>
            </Select>
          </div>
          <LanguageSelect id="keywords-language" value={sel.lang} onChange={(lang) => show({ lang })} />
          <div className="grid gap-1.5">
            <Label htmlFor="keywords-funnel">{t.funnel}</Label>
            <Select value={sel.funnel} onValueChange={(f) => show({ funnel: f as FunnelLevel })}>
              <SelectTrigger id="keywords-funnel"><SelectValue /></SelectTrigger>
              <SelectContent>
                {FUNNEL_LEVELS.map((f) => <SelectItem key={f} value={f}>{t.funnels[f]}</SelectItem>)}
              </SelectContent>
            </Select>
          </div>
        </>
      }
      footer={
        <SetActions
          setName={`${t.tabs.keywords} (${selected.name})`}
          language={sel.lang}
          onSave={() => {
            const ok = saveEntry(sel.lang, selected.key, sel.funnel, {
              strategy: draft.strategy.trim(),
              example: draft.example.trim(),
              templates: fromText(draft.templates),
            })
            if (ok) edit({ hasOwn: true })
            return ok
          }}
          onRestore={() => {
            restoreList(sel.lang, selected.key)
            show({})
          }}
        />
      }
    >
      <KeywordListBar
        selected={selected}
        onChanged={(listKey) => {
          setLists(loadKeywordLists())
          show({ listKey })
        }}
      />
      <div className="grid gap-4 md:grid-cols-[2fr_1fr]">
        <div className="grid gap-1.5">
          <Label htmlFor="keywords-strategy">{t.keywords.strategy}</Label>
          <Textarea
            id="keywords-strategy"
            rows={2}
            className="min-h-16"
            value={draft.strategy}
            onChange={(e) => edit({ strategy: e.target.value })}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="keywords-example">{t.keywords.example}</Label>
          <Input id="keywords-example" value={draft.example} onChange={(e) => edit({ example: e.target.value })} />
        </div>
      </div>
      <LinesField
        id="keywords-templates"
        label={t.keywords.templates}
        value={draft.templates}
        onChange={(templates) => edit({ templates })}
        hint={selected.key === 'nutra' && sel.funnel === 'top' ? t.keywords.tokenNutraTop : t.keywords.tokenOther}
      />
    </SetCard>
  )
}
