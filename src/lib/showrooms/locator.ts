/**
 * The showroom locator's rules: its query parameters (each bounded before anything is looked up
 * or cached) and the search itself: the showrooms within a radius of a point, nearest first,
 * filtered by kind and by a series on display.
 */
import { distanceKm } from '@/lib/geo/distance'
import { showroomKinds, type ShowroomKind } from '@/lib/vocabularies'

/** The radii a visitor chooses from, in km; the first search uses the default. */
export const radii = [10, 25, 50, 100, 250, 500] as const
export const DEFAULT_RADIUS = 50
/** How many showrooms beyond the radius are offered when none lies within it. */
export const NEAREST_BEYOND = 3
export const MAX_PLACE_LENGTH = 80

type Raw = Record<string, string | string[] | undefined>

export type LocatorParams = {
  /** a postcode or a place, as typed */
  q: string
  /** a Chinese prefecture-level city's division code (the region → city choice) */
  city: string
  /** the visitor's own position ("use my location") */
  position: { lat: number; lng: number } | null
  radius: number
  kinds: ShowroomKind[]
  /** a series' slug */
  series: string
  /** what was out of bounds: answered with a message, searched with the default instead */
  problems: ('radius' | 'coordinates' | 'place')[]
}

const one = (value: string | string[] | undefined): string => (Array.isArray(value) ? value[0] : value)?.trim() ?? ''

const SLUG = /^[a-z0-9][a-z0-9-]{0,99}$/
const CITY_CODE = /^(\d{4}|HK|MO|TW)$/
const NUMBER = /^-?\d{1,3}(\.\d{1,7})?$/

/** The locator's query, every parameter bounded (length, range, known values). */
export function readLocatorParams(raw: Raw): LocatorParams {
  const problems: LocatorParams['problems'] = []
  let q = one(raw.q)
  if (q.length > MAX_PLACE_LENGTH) {
    problems.push('place')
    q = ''
  }
  const city = one(raw.city)
  const rawRadius = one(raw.r)
  const radius = rawRadius === '' ? DEFAULT_RADIUS : Number(rawRadius)
  const radiusOk = (radii as readonly number[]).includes(radius)
  if (!radiusOk) problems.push('radius')
  const lat = one(raw.lat)
  const lng = one(raw.lng)
  let position: LocatorParams['position'] = null
  if (lat !== '' || lng !== '') {
    const a = Number(lat)
    const b = Number(lng)
    if (NUMBER.test(lat) && NUMBER.test(lng) && Math.abs(a) <= 90 && Math.abs(b) <= 180) position = { lat: a, lng: b }
    else problems.push('coordinates')
  }
  const kinds = [raw.kind ?? []]
    .flat()
    .filter((k): k is ShowroomKind => (showroomKinds as readonly string[]).includes(k))
  const series = one(raw.series)
  return {
    q,
    city: CITY_CODE.test(city) ? city : '',
    position,
    radius: radiusOk ? radius : DEFAULT_RADIUS,
    kinds: [...new Set(kinds)],
    series: SLUG.test(series) ? series : '',
    problems,
  }
}

/** What the search reads of a showroom. */
export type Locatable = {
  kind: ShowroomKind
  position: { lat: number; lng: number }
  series: readonly { slug: string }[]
}

export type Located<S> = { showroom: S; km: number }

/**
 * The showrooms of the kinds and the series asked for, nearest first: those within the radius,
 * or, when none is, the few nearest beyond it (`within: false`).
 */
export function locate<S extends Locatable>(
  showrooms: readonly S[],
  origin: { lat: number; lng: number },
  options: { radius: number; kinds?: readonly ShowroomKind[]; series?: string },
): { within: boolean; results: Located<S>[] } {
  const kinds = options.kinds?.length ? new Set(options.kinds) : null
  const all = showrooms
    .filter((s) => !kinds || kinds.has(s.kind))
    .filter((s) => !options.series || s.series.some((x) => x.slug === options.series))
    .map((s) => ({ showroom: s, km: distanceKm(origin.lat, origin.lng, s.position.lat, s.position.lng) }))
    .sort((a, b) => a.km - b.km)
  const inside = all.filter((r) => r.km <= options.radius)
  return inside.length ? { within: true, results: inside } : { within: false, results: all.slice(0, NEAREST_BEYOND) }
}

/** A distance as the list shows it: whole kilometres, one decimal below 10 km. */
export const roundKm = (km: number): number => (km < 10 ? Math.round(km * 10) / 10 : Math.round(km))
