/**
 * The campaign's free-text country (pt-BR, as typed in the campaign form) read as Google Ads geo
 * targets and language codes for the Google Ads Editor file.
 *
 * A country's geo target id is 2000 + its ISO 3166-1 numeric code (Brazil 076 → 2076, Portugal 620 →
 * 2620), as in Google's geotargets table. The language is the country's main language; the campaign's
 * ads are written for the people who live there.
 */

export interface GeoTarget {
  /** Google Ads geo target (criterion) id. */
  id: number
  /** The country's pt-BR name, for messages. */
  name: string
  /** Google Ads language code of the country's main language. */
  language: string
}

type Country = [id: number, name: string, language: string, aliases: string[]]

const COUNTRIES: Country[] = [
  [2076, 'Brasil', 'pt', ['brazil', 'br', 'bra']],
  [2620, 'Portugal', 'pt', ['pt', 'prt']],
  [2024, 'Angola', 'pt', ['ao']],
  [2508, 'Moçambique', 'pt', ['mozambique', 'mz']],
  [2132, 'Cabo Verde', 'pt', ['cape verde', 'cv']],
  [2624, 'Guiné-Bissau', 'pt', ['guine bissau', 'guinea-bissau']],
  [2678, 'São Tomé e Príncipe', 'pt', ['sao tome']],
  [2626, 'Timor-Leste', 'pt', ['timor leste', 'timor']],
  [2840, 'Estados Unidos', 'en', ['eua', 'usa', 'us', 'estados unidos da america', 'united states']],
  [2826, 'Reino Unido', 'en', ['uk', 'united kingdom', 'inglaterra', 'gra-bretanha', 'gra bretanha']],
  [2124, 'Canadá', 'en', ['canada', 'ca']],
  [2036, 'Austrália', 'en', ['australia', 'au']],
  [2372, 'Irlanda', 'en', ['ireland', 'ie']],
  [2554, 'Nova Zelândia', 'en', ['new zealand', 'nz']],
  [2724, 'Espanha', 'es', ['spain', 'espana', 'es']],
  [2484, 'México', 'es', ['mexico', 'mx']],
  [2032, 'Argentina', 'es', ['ar']],
  [2170, 'Colômbia', 'es', ['colombia', 'co']],
  [2152, 'Chile', 'es', ['cl']],
  [2604, 'Peru', 'es', ['pe']],
  [2858, 'Uruguai', 'es', ['uruguay', 'uy']],
  [2600, 'Paraguai', 'es', ['paraguay', 'py']],
  [2068, 'Bolívia', 'es', ['bolivia', 'bo']],
  [2218, 'Equador', 'es', ['ecuador', 'ec']],
  [2862, 'Venezuela', 'es', ['ve']],
  [2188, 'Costa Rica', 'es', ['cr']],
  [2591, 'Panamá', 'es', ['panama', 'pa']],
  [2320, 'Guatemala', 'es', ['gt']],
  [2340, 'Honduras', 'es', ['hn']],
  [2222, 'El Salvador', 'es', ['salvador', 'sv']],
  [2558, 'Nicarágua', 'es', ['nicaragua', 'ni']],
  [2214, 'República Dominicana', 'es', ['republica dominicana', 'dominican republic', 'do']],
  [2630, 'Porto Rico', 'es', ['puerto rico', 'pr']],
  [2250, 'França', 'fr', ['franca', 'france', 'fr']],
  [2380, 'Itália', 'it', ['italia', 'italy', 'it']],
  [2276, 'Alemanha', 'de', ['germany', 'deutschland', 'de']],
]

/** Lower case, no accents, no dots, single spaces: 'E.U.A.' → 'eua', 'Moçambique' → 'mocambique'. */
function key(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\./g, '')
    .replace(/\s+/g, ' ')
    .trim()
}

const BY_KEY = new Map<string, GeoTarget>()
for (const [id, name, language, aliases] of COUNTRIES) {
  const target = { id, name, language }
  for (const alias of [name, ...aliases]) BY_KEY.set(key(alias), target)
}

/** Brazil, the target when the campaign names no country. */
export const BRAZIL: GeoTarget = BY_KEY.get('brasil')!

export interface CampaignTargets {
  /** Each country named, once, in the order typed; Brazil when none is named. */
  locations: GeoTarget[]
  /** Language codes of those countries, once each. */
  languages: string[]
  /** Parts of the country text we could not read as a country, as typed. */
  unknown: string[]
}

/**
 * The countries of the campaign's country text. Several may be given, separated by ',', ';', '/',
 * ' - ' or ' e ' ('Brasil e Portugal'); a name that itself holds ' e ' (São Tomé e Príncipe) is read
 * whole.
 */
export function campaignTargets(country: string | null): CampaignTargets {
  const locations: GeoTarget[] = []
  const unknown: string[] = []
  const add = (t: GeoTarget) => {
    if (!locations.includes(t)) locations.push(t)
  }
  for (const part of (country ?? '').split(/[,;/+|]|\s-\s/)) {
    const whole = BY_KEY.get(key(part))
    if (whole) {
      add(whole)
      continue
    }
    for (const piece of part.split(/\s+e\s+/i)) {
      if (key(piece) === '') continue
      const t = BY_KEY.get(key(piece))
      if (t) add(t)
      else unknown.push(piece.trim())
    }
  }
  // Nothing typed: Brazil. Something typed but not read: no location, so the warning is not hidden
  // behind a guess (the campaign is paused; the user sets the location in Editor).
  if (locations.length === 0 && unknown.length === 0) locations.push(BRAZIL)
  const languages = [...new Set(locations.map((l) => l.language))]
  return { locations, languages: languages.length > 0 ? languages : ['pt'], unknown }
}
