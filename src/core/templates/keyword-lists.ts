/** Built-in keyword template lists (SPEC §3 "Template stores", keyword_template_lists_v1). */
import type { KeywordTemplateList } from '../types'

/** The two default lists. They cannot be deleted (SPEC §5 "Template lists"). */
export const DEFAULT_KEYWORD_TEMPLATE_LISTS: KeywordTemplateList[] = [
  { key: 'nutra', name: 'Nutra' },
  { key: 'produtos-fisicos', name: 'Produtos Físicos' },
]
