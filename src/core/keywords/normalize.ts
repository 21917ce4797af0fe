/**
 * How Google compares the words of a keyword or a negative: case ignored, repeated and outer
 * spaces ignored, accents significant ('grátis' ≠ 'gratis'). Text is put in Unicode NFC so that a
 * composed 'á' and an 'a' followed by a combining accent are the same letter (both are 'á').
 */
export function keywordWords(text: string): string[] {
  const folded = text.normalize('NFC').toLocaleLowerCase('pt-BR').trim()
  return folded === '' ? [] : folded.split(/\s+/u)
}
