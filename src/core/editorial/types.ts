/** The shape of an editorial warning; src/core/editorial.ts re-exports these for the rest of the app. */
import type { SitelinkPart } from '../types'

export type EditorialCode =
  // per item, every kind
  | 'too-long' | 'repeated-punctuation' | 'emoji' | 'edge-space'
  // keywords
  | 'too-many-words' | 'invalid-symbol'
  // ad text: punctuation and symbols
  | 'title-exclamation' | 'description-exclamations' | 'sitelink-exclamation' | 'callout-exclamation'
  | 'decorative-symbol' | 'styled-letters' | 'asterisk' | 'symbol-in-word'
  // ad text: style
  | 'all-caps' | 'spaced-letters' | 'double-space' | 'repeated-word'
  // ad text: content
  | 'phone-number' | 'dki-invalid'
  | 'health-cure' | 'health-weight-loss' | 'health-before-after' | 'health-miracle'
  | 'health-side-effects' | 'health-guarantee'
  // sitelinks, lists and ads
  | 'sitelink-one-description' | 'duplicate-sitelink' | 'duplicate-headline' | 'duplicate-description'

export interface EditorialWarning {
  code: EditorialCode
  /** pt-BR reason shown to the user; for a sitelink it starts with the part ('Descrição 1: …'). */
  message: string
  /** pt-BR suggested fix, one short sentence ('Remova o símbolo ★'). */
  fix: string
  /** Set for sitelinks: the part the warning is about. */
  field?: SitelinkPart
}

export const warn = (code: EditorialCode, message: string, fix: string): EditorialWarning => ({ code, message, fix })
