import { Link } from '../../../ui/link'
import type { SavedList } from '../../../lib/saved-lists'
import { settings } from '../../../i18n/pt-BR/settings'
import { PreferenceSelect, SwitchRow } from './preference-fields'

const t = settings.preferences

/**
 * The automation: when keywords are saved to a campaign, attach one of the user's saved negative
 * lists too. Without any saved negative list the switch stays off and points to where to make one.
 */
export function AttachNegativesField({ lists, on, listId, invalid, onToggle, onPick }: {
  lists: readonly SavedList[]
  on: boolean
  listId: string
  /** Switched on without a list that exists. */
  invalid: boolean
  onToggle: (on: boolean) => void
  onPick: (id: string) => void
}) {
  const none = lists.length === 0
  const chosen = lists.some((l) => l.id === listId)
  return (
    <SwitchRow label={t.attachNegatives} hint={t.attachNegativesHint} checked={on && !none} onCheckedChange={onToggle} disabled={none}>
      {none ? (
        <p className="text-sm" data-testid="no-negative-lists">
          {t.noNegativeLists}{' '}
          <Link to="/tools/negative-keywords" className="font-medium text-primary underline underline-offset-4">{t.createNegativeList}</Link>
        </p>
      ) : (
        <div className="mt-2 grid gap-1.5 sm:max-w-sm">
          <PreferenceSelect
            id="pref-negative-list"
            label={t.negativeList}
            value={chosen ? listId : ''}
            onChange={onPick}
            options={lists.map((l) => ({ value: l.id, label: l.name || l.id }))}
            placeholder={t.negativeListPlaceholder}
            disabled={!on}
            invalid={invalid}
          />
          {on && listId !== '' && !chosen && <p className="text-sm text-destructive-hover" role="status">{t.listGone}</p>}
        </div>
      )}
    </SwitchRow>
  )
}
