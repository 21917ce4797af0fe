import { useDeferredValue } from 'react'
import { conflicts as t } from '../../../i18n/pt-BR/conflicts'
import { notify } from '../../../lib/toast'
import { DuplicatesNotice } from './duplicates-notice'
import type { GeneratedList } from './use-generated-list'

/** The keyword screen's notice: duplicates for Google in the list on screen, removed in one click. */
export function KeywordDuplicatesNotice({ list }: { list: GeneratedList }) {
  // The check reads the whole list: a new list shows first, its check follows as a transition.
  const items = useDeferredValue(list.items)
  return (
    <DuplicatesNotice className="mt-4" items={items} onRemove={(next, removed) => {
      list.replace(next)
      notify.success(t.duplicates.removed(removed), t.duplicates.keptFirst)
    }} />
  )
}
