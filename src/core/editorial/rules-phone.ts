/**
 * Phone numbers are not allowed in ad text (Google's call assets carry them). Brazilian forms
 * ('(11) 98765-4321', '11 3333-4444', '0800 123 4567', '4004-0001') and international ones ('+55 11 9…',
 * '+1 555 123 4567', '(555) 123-4567'); not prices, percentages, years, '12x', '3 por 2', CEPs.
 */
import { q } from './text'
import { warn, type EditorialWarning } from './types'

/** Cheap pre-filter: every form has 8 digits or more, at most 3 characters apart. */
const MAYBE = /\d(?:\D{0,3}\d){7}/

interface Form { re: RegExp; ok?: (m: string) => boolean }

const digits = (m: string) => m.replace(/\D/g, '').length
const HALVES = /(\d{4,5})-(\d{4})/
const YEAR = /^(?:19|20)\d\d$/

/** '2024-2025' (years) and '2000-3000' (a round range) are not phone numbers. */
function notRange(m: string): boolean {
  const [, a, b] = m.match(HALVES) ?? []
  if (!a || !b) return true
  if (YEAR.test(a) && YEAR.test(b)) return false
  return !(a.endsWith('00') && b.endsWith('00'))
}

const FORMS: Form[] = [
  // +55 11 98765-4321, +1 555 123 4567, +44 20 7946 0958, +33 1 23 45 67 89 (not +10.000.000)
  {
    // every group after the country code has its separator or parentheses: a run of digits is never split two ways
    re: /\+\s?\d{1,3}(?:(?:[ .-]?\(\d{1,5}\)|[ .-]\d{1,5}){2,6}|\d{6,12})(?!\d)/g,
    ok: (m) => digits(m) >= 8 && digits(m) <= 15 && !/^\+\s?\d{1,3}(?:\.\d{3})+$/.test(m),
  },
  // (11) 98765-4321, (011) 3333 4444, (11) 9 8765-4321
  { re: /\(0?\d{2}\)[ .-]?(?:9[ .]?)?\d{4}[ .-]?\d{4}(?!\d)/g },
  // 11 98765-4321, 11 3333-4444, 011-3333-4444
  { re: /(?<![\d.,])0?[1-9]\d[ .-](?:9[ .]?)?\d{4}[ .-]?\d{4}(?![\d,])/g, ok: notRange },
  // 0800 123 4567, 0300-123-4567, 08001234567
  { re: /(?<![\d.,])0[3589]00[ .-]?\d{3}[ .-]?\d{4}(?![\d,])/g },
  // 11987654321, 1133334444
  { re: /(?<![\d.,])[1-9]{2}9?[2-9]\d{7}(?![\d.,])/g },
  // 98765-4321, 3333-4444, 4004-0001 (landlines start with 2 to 5; not after a currency sign)
  { re: /(?<![\d.,]|\$\s?)(?:9\d{4}|[2-5]\d{3})-\d{4}(?![\d%,])/g, ok: notRange },
  // (555) 123-4567, 555-123-4567, 1-800-123-4567
  { re: /(?<![\d.,])(?:1[ .-])?(?:\(\d{3}\)[ .-]?|\d{3}[ .-])\d{3}[.-]\d{4}(?![\d,])/g },
]

/** At least 8 digits: a loop is cheaper than any regex on the many texts without them. */
function eightDigits(s: string): boolean {
  let n = 0
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i)
    if (c >= 48 && c <= 57 && ++n === 8) return true
  }
  return false
}

export function phoneNumbers(s: string): string[] {
  if (!eightDigits(s) || !MAYBE.test(s)) return []
  const found: { at: number; text: string }[] = []
  for (const { re, ok } of FORMS) {
    for (const m of s.matchAll(re)) {
      const at = m.index
      const end = at + m[0].length
      if (ok && !ok(m[0])) continue
      if (found.some((f) => at < f.at + f.text.length && f.at < end)) continue
      found.push({ at, text: m[0].trim() })
    }
  }
  return found.sort((a, b) => a.at - b.at).map((f) => f.text)
}

export function phoneNumber(s: string, out: EditorialWarning[]): void {
  const phones = phoneNumbers(s)
  if (phones.length === 0) return
  out.push(warn(
    'phone-number',
    `Telefone no texto do anúncio: ${phones.map(q).join(', ')}`,
    'Remova o número; para receber ligações, use um recurso de ligação do Google Ads',
  ))
}
