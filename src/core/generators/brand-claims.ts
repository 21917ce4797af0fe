/**
 * Affiliate-safe mode: text that claims to be the brand or its own store. Google may suspend an
 * affiliate's account for it without warning (misrepresentation), so these templates are left out.
 */

/** Phrases that claim to be the brand, in pt, en and es; compared without accents or case. */
export const BRAND_CLAIM_PHRASES: readonly string[] = [
  // 'oficial' / 'official' in any phrase implies the brand's own channel
  'oficial', 'oficiais', 'oficiales', 'official', 'officially',
  'direto do fabricante', 'direto da fabrica', 'direto de fabrica', 'vendido pelo fabricante',
  'revendedor autorizado', 'revenda autorizada', 'distribuidor autorizado', 'loja autorizada',
  'direct from the manufacturer', 'direct from manufacturer', 'from the manufacturer', 'from the maker',
  'authorized dealer', 'authorized retailer', 'authorized reseller', 'authorised dealer', 'authorised retailer',
  'directo del fabricante', 'directo de fabrica', 'distribuidor autorizado', 'tienda autorizada',
  'vendedor autorizado',
]

/** Lower case, accents and marks removed, anything but letters and digits a single space, padded. */
function normalise(text: string): string {
  const plain = text.normalize('NFD').replace(/\p{M}+/gu, '').toLowerCase()
  return ` ${plain.replace(/[^\p{L}\p{N}]+/gu, ' ').trim()} `
}

const NORMALISED = BRAND_CLAIM_PHRASES.map(normalise)

/** True when `text` holds one of the phrases as whole words ('Loja Oficial', 'SITIO OFICIAL', 'officiál'). */
export function isBrandClaim(text: string): boolean {
  const plain = normalise(text)
  return NORMALISED.some((phrase) => plain.includes(phrase))
}
