/** Keywords and negative keywords: Google's limits and the symbols it refuses in them. */
import { LIMITS } from '../limits'
import { unwrapMatch } from '../generators/match-type'
import { commonRules, edgeSpace } from './rules-common'
import { hasEdgeSpace } from './text'
import { warn, type EditorialWarning } from './types'

/** Symbols Google refuses in keywords: , ! @ % ^ * ( ) = { } ; ~ ` < > ? \ | */
const KEYWORD_SYMBOLS = '!@%^*()={};~`<>?\\|,'
const KEYWORD_SYMBOL = /[!@%^*()={};~`<>?\\|,]/
/** More than LIMITS.keywordWords (10) words. */
const ELEVEN_WORDS = /^\s*(?:\S+\s+){10}\S/
const WORDS = /\S+/g

function keywordSymbols(s: string): string[] {
  const found: string[] = []
  if (!KEYWORD_SYMBOL.test(s)) return found
  for (const ch of s) if (KEYWORD_SYMBOLS.includes(ch) && !found.includes(ch)) found.push(ch)
  return found
}

export function checkKeyword(raw: string): EditorialWarning[] {
  const out: EditorialWarning[] = []
  const { text, matchType } = unwrapMatch(raw)
  commonRules(text, text, LIMITS.keywordChars, out)
  if (ELEVEN_WORDS.test(text)) {
    const n = text.match(WORDS)?.length ?? 0
    out.push(warn('too-many-words', `Mais de ${LIMITS.keywordWords} palavras`, `Deixe no máximo ${LIMITS.keywordWords} palavras (tem ${n})`))
  }
  const symbols = keywordSymbols(text)
  if (symbols.length === 1) {
    out.push(warn('invalid-symbol', `Símbolo não aceito pelo Google: ${symbols[0]}`, `Remova o símbolo ${symbols[0]}`))
  }
  if (symbols.length > 1) {
    const list = symbols.join(' ')
    out.push(warn('invalid-symbol', `Símbolos não aceitos pelo Google: ${list}`, `Remova os símbolos ${list}`))
  }
  const inner = matchType === 'broad' ? raw : raw.trim().slice(1, -1)
  if (hasEdgeSpace(raw) || hasEdgeSpace(inner)) edgeSpace(out)
  return out
}
