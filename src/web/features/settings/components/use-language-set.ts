import { useState } from 'react'
import type { LanguageCode } from '../../../../core/types'

/** How one template set is read and written per language (negatives, sitelinks, titles, ...). */
export interface LanguageSetStore<T> {
  /** The user's own items for `lang`, or undefined when the set has none. */
  read(lang: LanguageCode): T[] | undefined
  /** Writes `items` for `lang`, or removes the language when undefined; false when storage refused. */
  write(lang: LanguageCode, items: T[] | undefined): boolean
  /** The built-in items for `lang`, if any. */
  defaults(lang: LanguageCode): T[] | undefined
  toText(items: T[]): string
  fromText(text: string): T[]
}

/** The edit state of a per-language set: the language on screen, its text, save and restore. */
export function useLanguageSet<T>(store: LanguageSetStore<T>) {
  const [lang, setLang] = useState<LanguageCode>('pt')
  const [draft, setDraft] = useState(() => store.toText(store.read('pt') ?? []))
  const [hasOwn, setHasOwn] = useState(() => (store.read('pt')?.length ?? 0) > 0)

  function show(next: LanguageCode) {
    const list = store.read(next)
    setLang(next)
    setDraft(store.toText(list ?? []))
    setHasOwn((list?.length ?? 0) > 0)
  }

  function save(): boolean {
    const items = store.fromText(draft)
    const ok = store.write(lang, items)
    if (ok) {
      setDraft(store.toText(items))
      setHasOwn(items.length > 0)
    }
    return ok
  }

  function restore() {
    store.write(lang, store.defaults(lang))
    show(lang)
  }

  return { lang, draft, setDraft, hasOwn, show, save, restore }
}
