/**
 * Health claims in ad text (keywords may hold them: people search them). Accent- and case-insensitive,
 * whole words. One pre-filter regex over every claim, then the claim and language that matched.
 */
import { CLAIMS, type Claim, type ClaimLanguage } from './health-claims'
import { q } from './text'
import { warn, type EditorialWarning } from './types'

const FOLD: Record<string, string> = {
  a: '[aáàâã]', e: '[eéèê]', i: '[iíìî]', o: '[oóòôõ]', u: '[uúùüû]', c: '[cç]', n: '[nñ]',
}

/** Every plain vowel, c and n matches its accented forms; an escaped letter (\s, \d) stays as is. */
function fold(source: string): string {
  let out = ''
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]
    if (ch === '\\') {
      out += ch + source[i + 1]
      i++
    } else {
      out += FOLD[ch] ?? ch
    }
  }
  return out
}

const wholeWords = (source: string) => `(?<![\\p{L}\\p{M}\\p{N}])(?:${fold(source)})(?![\\p{L}\\p{M}\\p{N}])`
const LANGUAGES: ClaimLanguage[] = ['pt', 'en', 'es']

interface Compiled { claim: Claim; any: RegExp; byLanguage: [ClaimLanguage, RegExp][] }

const COMPILED: Compiled[] = CLAIMS.map((claim) => ({
  claim,
  any: new RegExp(wholeWords(LANGUAGES.map((l) => claim.patterns[l]).join('|')), 'iu'),
  byLanguage: LANGUAGES.map((l) => [l, new RegExp(wholeWords(claim.patterns[l]), 'iu')]),
}))
/**
 * Cheap pre-filter: every claim holds one of these stems, and none has an accent in natural spelling
 * (perd-ió, emagre-ça, garant-ía, antes y desp-ués), so a plain case-insensitive test is enough.
 */
const STEMS = new RegExp(
  'cur|acab|elimin|rid|kg|quilo|kilo|libra|lb|pound|perc|perd|emagre|seque|secar|queim|lose|lost|losing|drop|shed|' +
  'burn|pierd|baj|adelga|antes|before|milag|miracl|miracu|colater|side|secund|garant|guarant',
  'i',
)

export function healthClaims(s: string, out: EditorialWarning[]): void {
  if (!STEMS.test(s)) return
  const text = s.normalize('NFC')
  for (const { claim, any, byLanguage } of COMPILED) {
    if (!any.test(text)) continue
    for (const [language, re] of byLanguage) {
      const m = text.match(re)
      if (!m) continue
      const x = q(m[0].replace(/\s+/g, ' '))
      const fix = claim.fix.replace('{x}', x).replace('{s}', claim.suggestion?.[language] ?? '')
      out.push(warn(claim.code, `${claim.reason}: ${x}`, fix))
      break
    }
  }
}
