/**
 * How the builder compares words for themes, keyword presence and similar texts: case and accents
 * folded ('Farmácia' = 'farmacia'), a plural read as its singular ('cápsulas' = 'cápsula', 'promoções' =
 * 'promoção'), stop words of pt/en/es left out. Not Google's matching (accents are significant there,
 * see keywords/normalize.ts): this is for grouping and estimates only.
 */

const STOP = `a à ao aos as às o os um uma uns umas de da do das dos e é em no na nos nas num numa para pra pro
por pelo pela pelos pelas com sem que se ou mas mais muito muita como qual quais onde quando meu minha
seu sua seus suas este esta isso isto esse essa the an and or of to in on at for with by from is are be
how what which who you your our my it its this that vs versus el la los las un una unos unas del al y o en con por para que
como cual donde su sus es mas muy lo le les mi tu`
export const STOP_WORDS: ReadonlySet<string> = new Set(STOP.split(/\s+/).map((w) => fold(w)))

/** Lower case, accents removed, NFC in: 'Grátis' → 'gratis'. */
export function fold(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
}

/** A folded word's singular, roughly: 'promocoes' → 'promocao', 'naturais' → 'natural', 'capsulas' → 'capsula'. */
export function stem(w: string): string {
  if (w.length > 4 && /[oa]es$/.test(w)) return `${w.slice(0, -3)}ao`
  if (w.length > 4 && w.endsWith('ais')) return `${w.slice(0, -3)}al`
  if (w.length > 3 && w.endsWith('s') && !/(ss|us|is)$/.test(w)) return w.slice(0, -1)
  return w
}

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu

/** The words of a text as written (letters and digits), in order. */
export function words(text: string): string[] {
  return text.match(WORD) ?? []
}

/** A written word's comparison key: folded and stemmed. */
export const wordKey = (w: string) => stem(fold(w))

/** The comparison keys of a text's words that say something (no stop words), once each, in order. */
export function significantKeys(text: string): string[] {
  const out: string[] = []
  for (const w of words(text)) {
    const folded = fold(w)
    if (STOP_WORDS.has(folded)) continue
    const key = stem(folded)
    if (!out.includes(key)) out.push(key)
  }
  return out
}
