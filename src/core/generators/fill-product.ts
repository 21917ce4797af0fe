/** Placeholder replacement and language fallback shared by the template generators. */

const NOME_PRODUTO = /\{NOME_PRODUTO\}/g

/** Every {NOME_PRODUTO} replaced by `product` (a function replacer, so 'R$ 10' stays literal). */
export function fillProduct(template: string, product: string): string {
  return template.replace(NOME_PRODUTO, () => product)
}

/**
 * The first language of `chain` whose list in `store` is non-empty (blank entries in the chain are
 * skipped). A language with an empty list falls through: generating nothing never helps the user.
 */
export function pickTemplates<T>(
  store: Partial<Record<string, T>>,
  chain: readonly string[],
  list: (entry: T) => readonly unknown[] | undefined,
): T | undefined {
  for (const language of chain) {
    if (language === '' || !Object.hasOwn(store, language)) continue
    const entry = store[language]
    if (entry !== undefined && (list(entry)?.length ?? 0) > 0) return entry
  }
  return undefined
}
