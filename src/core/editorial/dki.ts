/**
 * Dynamic keyword insertion, {KeyWord:texto padrão}: Google shows the searched keyword, or the default
 * text when the keyword does not fit. The check reads the default text: it counts toward the limit, and
 * the code's braces and casing are not symbols or capitals.
 */
import { q } from './text'
import { warn, type EditorialWarning } from './types'

const DKI = /\{(keyword)(?::([^{}]*))?\}/gi
/** The casings Google documents (lower, first letter, every word, first word or second word in capitals). */
const CASINGS = new Set(['keyword', 'Keyword', 'KeyWord', 'KEYWord', 'KeyWORD', 'KEYWORD'])

/** The text as shown with the default text; dki-invalid warnings for a wrong casing or a missing default. */
export function expandDki(s: string, out: EditorialWarning[]): string {
  if (!s.includes('{')) return s
  const badCasing: string[] = []
  let missingDefault = false
  const text = s.replace(DKI, (_all, name: string, text: string | undefined) => {
    if (!CASINGS.has(name)) badCasing.push(name)
    if (text === undefined || text.trim() === '') missingDefault = true
    return text ?? ''
  })
  if (badCasing.length > 0) {
    out.push(warn(
      'dki-invalid',
      `Inserção de palavra-chave com grafia que o Google não aceita: ${q(`{${badCasing[0]}:…}`)}`,
      'Use {keyword:…}, {Keyword:…} ou {KeyWord:…}',
    ))
  }
  if (missingDefault) {
    out.push(warn(
      'dki-invalid',
      'Inserção de palavra-chave sem texto padrão',
      'Escreva o texto padrão depois dos dois-pontos, como {KeyWord:Colágeno}',
    ))
  }
  return text
}
