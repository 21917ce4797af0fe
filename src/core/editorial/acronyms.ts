/**
 * Capitals Google accepts: acronyms and abbreviations people write in capitals. A word of 2+ letters all
 * in capitals outside this list is flagged ('GRÁTIS', 'PRO'); 'KIT', 'TOP', 'SALE' are words, not acronyms.
 */
const LIST = [
  // Brazil: states, documents, agencies, taxes, payments
  'AC AL AP AM BA CE DF ES GO MA MT MS MG PA PB PR PE PI RJ RN RS RO RR SC SP SE TO',
  'BR CPF CNPJ CEP RG CNH SUS INSS FGTS MEI PIX ANVISA INMETRO IBGE ENEM OAB CRM CRN CRF CREF PROCON',
  'SAC LTDA EIRELI ICMS IPVA IPTU NF CLT MEC SEBRAE SENAI SENAC DETRAN BNDES CDC EAD UTI SUS',
  // Places and bodies
  'EUA USA US UK EU UE EE UU ONU OMS OPAS FDA ISO ABNT UFC NBA NFL FIFA UEFA CBF',
  // Languages
  'PT EN ES',
  // Business and tech
  'OFF VIP FAQ PDF CEO RH TI IA AI SEO API URL HTML SMS QR NFC DIY OK SOS',
  'TV HD UHD DVD CD LED LCD OLED USB HDMI GPS SSD RAM CPU PC GB MB TB KB',
  // Health and cosmetics
  'UV UVA UVB SPF FPS DNA HIV HPV TPM TDAH AVC IMC DHA EPA BCAA TCM MCT CLA GABA MSM ZMA HMB ATP BPF GMP',
  // Brands usually written in capitals
  'LG HP JBL BMW IBM AMD AOC TCL MSI GNC',
  // Clothing sizes
  'PP GG XG XGG EG EGG XS XL XXL XXXL',
]
export const ACRONYMS: ReadonlySet<string> = new Set(LIST.join(' ').split(' '))

/** II, IV, XXI: Roman numerals (with I, V and X) as in 'Colágeno Tipo II' or 'Século XXI'. */
const ROMAN = /^(?=[IVX])X{0,3}(?:IX|IV|V?I{0,3})$/

export const isAcronym = (upper: string): boolean => ACRONYMS.has(upper) || ROMAN.test(upper)
