/**
 * The countries the builder offers as locations, with their Google Ads geo target (criterion) ids.
 * The ids and languages come from campaigns/editor-geo.ts (the campaign's country for the Editor file),
 * so the two never disagree; this file only chooses and orders the names.
 */
import { BRAZIL, campaignTargets, type GeoTarget } from '../campaigns/editor-geo'

/** Offered in this order: Portuguese-speaking first, then the Americas and Europe. */
const OFFERED = [
  'Brasil', 'Portugal', 'Angola', 'Moçambique', 'Cabo Verde', 'Guiné-Bissau', 'São Tomé e Príncipe', 'Timor-Leste',
  'Estados Unidos', 'Canadá', 'México', 'Argentina', 'Colômbia', 'Chile', 'Peru', 'Uruguai', 'Paraguai', 'Bolívia',
  'Equador', 'Venezuela', 'Costa Rica', 'Panamá', 'Guatemala', 'Honduras', 'El Salvador', 'Nicarágua',
  'República Dominicana', 'Porto Rico', 'Espanha', 'Reino Unido', 'Irlanda', 'França', 'Itália', 'Alemanha',
  'Austrália', 'Nova Zelândia',
]

function target(name: string): GeoTarget {
  const t = campaignTargets(name)
  if (t.locations.length !== 1 || t.unknown.length > 0) throw new Error(`editor-geo does not know ${name}`)
  return t.locations[0]
}

/** Each offered country: criterion id, pt-BR name, main language code. */
export const LOCATION_CHOICES: readonly GeoTarget[] = OFFERED.map(target)

const BY_ID = new Map(LOCATION_CHOICES.map((t) => [t.id, t]))

/** A new plan targets Brazil. */
export const DEFAULT_LOCATIONS: readonly number[] = [BRAZIL.id]

/** The offered country of a criterion id, or undefined (an id the builder does not offer). */
export const locationById = (id: number): GeoTarget | undefined => BY_ID.get(id)

/** The name of a criterion id for screens: the country, or 'Local 1234' for one we do not name. */
export const locationName = (id: number): string => BY_ID.get(id)?.name ?? `Local ${id}`

/**
 * The locations of a campaign's free-text country (editor-geo's reading): their ids, and the parts it
 * could not read. Brazil when nothing was read, so a plan always has a location; the caller says so.
 */
export function locationsFromCountry(country: string | null): { ids: number[]; unknown: string[] } {
  const t = campaignTargets(country)
  const ids = t.locations.map((l) => l.id)
  return { ids: ids.length > 0 ? ids : [...DEFAULT_LOCATIONS], unknown: t.unknown }
}
