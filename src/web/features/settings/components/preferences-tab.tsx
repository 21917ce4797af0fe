import { useState } from 'react'
import { LANGUAGES } from '../../../../core/languages'
import { FUNNEL_LEVELS, MATCH_TYPES } from '../../../../core/types'
import { settings } from '../../../i18n/pt-BR/settings'
import { loadPreferences, savePreferences, type Preferences, type ProductGender } from '../../../lib/preferences'
import { loadSavedLists } from '../../../lib/saved-lists'
import { notify } from '../../../lib/toast'
import { Button } from '../../../ui/button'
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../../ui/card'
import { AttachNegativesField } from './attach-negatives-field'
import { PreferenceSelect, SwitchRow } from './preference-fields'

const t = settings.preferences
const MATCH_OPTIONS = MATCH_TYPES.map((value) => ({ value, label: t.matchTypes[value] }))
const FUNNEL_OPTIONS = FUNNEL_LEVELS.map((value) => ({ value, label: settings.funnels[value] }))
const GENDER_OPTIONS = (['m', 'f'] as const).map((value): { value: ProductGender; label: string } => ({ value, label: t.genders[value] }))

/**
 * 'Preferências': what the generators open with, the affiliate-safe switch and the one automation.
 * Kept in the browser next to the templates (src/web/lib/preferences.ts) and in the backup.
 */
export function PreferencesTab() {
  const [lists] = useState(() => loadSavedLists('negative_keywords'))
  // Without any saved negative list the automation cannot run: it shows, and saves, as off.
  const [draft, setDraft] = useState<Preferences>(() => {
    const p = loadPreferences()
    return lists.length === 0 ? { ...p, attachNegatives: false } : p
  })
  const [invalidList, setInvalidList] = useState(false)
  const set = <K extends keyof Preferences>(key: K, value: Preferences[K]) => setDraft((d) => ({ ...d, [key]: value }))

  function save() {
    if (draft.attachNegatives && !lists.some((l) => l.id === draft.attachNegativesListId)) {
      setInvalidList(true)
      notify.error(t.chooseList, t.chooseListBody)
      return
    }
    if (!savePreferences(draft)) {
      notify.error(settings.saveFailed, settings.saveFailedBody)
      return
    }
    notify.success(t.saved, t.savedBody)
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t.title}</CardTitle>
        <CardDescription>{t.description}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <PreferenceSelect id="pref-language" label={t.language} value={draft.language} onChange={(v) => set('language', v)} options={LANGUAGES} />
          <PreferenceSelect id="pref-match-type" label={t.matchType} value={draft.matchType} onChange={(v) => set('matchType', v)} options={MATCH_OPTIONS} />
          <PreferenceSelect id="pref-funnel" label={t.funnel} value={draft.funnel} onChange={(v) => set('funnel', v)} options={FUNNEL_OPTIONS} />
          <PreferenceSelect id="pref-gender" label={t.gender} value={draft.gender} onChange={(v) => set('gender', v)} options={GENDER_OPTIONS} hint={t.genderHint} />
        </div>
        <SwitchRow label={t.affiliate} hint={t.affiliateHint} checked={draft.affiliateSafe} onCheckedChange={(on) => set('affiliateSafe', on)} />
        <h3 className="mt-2 text-base font-semibold">{t.automationTitle}</h3>
        <AttachNegativesField
          lists={lists}
          on={draft.attachNegatives}
          listId={draft.attachNegativesListId}
          invalid={invalidList}
          onToggle={(on) => { set('attachNegatives', on); if (!on) setInvalidList(false) }}
          onPick={(id) => { set('attachNegativesListId', id); setInvalidList(false) }}
        />
      </CardContent>
      <CardFooter>
        <Button onClick={save}>{t.save}</Button>
      </CardFooter>
    </Card>
  )
}
