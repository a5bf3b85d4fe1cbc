import { geoMercator, geoPath, type GeoStream } from 'd3-geo'
import { merge, mesh } from 'topojson-client'

import { boundsMeet, countryAt, loadAtlas, type Atlas, type Country, type LngLat } from './atlas'
import { thin } from './thin'

export type LocationMapOptions = {
  /** width and height of the drawing, in SVG units */
  width?: number
  height?: number
  /** degrees of longitude across the window: a region, so the place sits in its country */
  span?: number
  /** points closer than this (SVG units) are merged */
  tolerance?: number
}

export type LocationMap = {
  width: number
  height: number
  /**
   * the land in view, one path (countries merged, so no seams between them); empty when the home
   * country fills it alone
   */
  land: string
  /** the country the place lies in, drawn apart so the place reads as "in this country" */
  home: string
  /** land borders between the countries in view */
  borders: string
  /** where the place is, in SVG units */
  pin: { x: number; y: number }
  /** ids of the countries drawn (ISO 3166-1 numeric) */
  countries: string[]
}

const defaults = { width: 640, height: 440, span: 9, tolerance: 1.2 } satisfies Required<LocationMapOptions>

const drawn = new Map<string, LocationMap>()
/** Maps kept at most: the offices' few, and the locator's windows around the places searched. */
const MAX_DRAWN = 300

/** The map's projection: Mercator centred on the place, `span` degrees of longitude across. */
function projectionOf(place: { lat: number; lng: number }, o: Required<LocationMapOptions>) {
  return (
    geoMercator()
      .center([place.lng, place.lat])
      .scale(o.width / ((o.span * Math.PI) / 180))
      .translate([o.width / 2, o.height / 2])
      // Clipped just outside the drawing, so the cut edges of filled shapes never show as lines.
      .clipExtent([
        [-2, -2],
        [o.width + 2, o.height + 2],
      ])
  )
}

/**
 * Where points lie on the map of a place (the same window as `locationMap`), in SVG units; a
 * point outside the window is left out.
 */
export function pointsOnMap<P extends { lat: number; lng: number }>(
  place: { lat: number; lng: number },
  points: readonly P[],
  options: LocationMapOptions = {},
): { point: P; x: number; y: number }[] {
  const o = { ...defaults, ...options }
  const projection = projectionOf(place, o)
  return points.flatMap((point) => {
    const [x, y] = projection([point.lng, point.lat]) ?? [NaN, NaN]
    return x >= 0 && x <= o.width && y >= 0 && y <= o.height ? [{ point, x: round(x), y: round(y) }] : []
  })
}

/**
 * A static regional map around a place, drawn on the server: Mercator (as the interactive map),
 * centred on the place, clipped to the window, thinned to what shows, coordinates to one decimal.
 * Results are kept per place and size (the same office is drawn for six languages).
 */
export function locationMap(
  place: { lat: number; lng: number },
  options: LocationMapOptions = {},
  given?: Atlas,
): LocationMap {
  const o = { ...defaults, ...options }
  const key = [place.lat, place.lng, o.width, o.height, o.span, o.tolerance].join(':')
  const known = drawn.get(key)
  if (known) return known
  // Only a map not drawn before reads the atlas (which is let go when no map needs it).
  const atlas = given ?? loadAtlas()

  const projection = projectionOf(place, o)

  const [west, north] = projection.invert!([0, 0])!
  const [east, south] = projection.invert!([o.width, o.height])!
  const margin = 0.5
  const window: Country['bounds'] = [
    [west - margin, south - margin],
    [east + margin, north + margin],
  ]
  const inView = atlas.countries.filter((c) => boundsMeet(c.bounds, window))

  const path = geoPath({ stream: (out: GeoStream) => projection.stream(thin(o.tolerance, out)) }).digits(1)
  const point: LngLat = [place.lng, place.lat]
  const homeCountry = countryAt(point, inView)
  const visible = inView.filter((c) => (path(c.feature) ?? '') !== '')
  const geometries = visible.map((c) => c.geometry)
  const alone = visible.length === 1 && visible[0] === homeCountry
  const land = alone ? '' : (path(merge(atlas.topology, geometries as Parameters<typeof merge>[1])) ?? '')
  const collection = { type: 'GeometryCollection', geometries } as Parameters<typeof mesh>[1]
  const borders = visible.length > 1 ? (path(mesh(atlas.topology, collection, (a, b) => a !== b)) ?? '') : ''

  const [x, y] = projection(point)!
  const map: LocationMap = {
    width: o.width,
    height: o.height,
    land,
    home: homeCountry ? (path(homeCountry.feature) ?? '') : '',
    borders,
    pin: { x: round(x), y: round(y) },
    countries: visible.map((c) => c.id),
  }
  if (drawn.size >= MAX_DRAWN) drawn.delete(drawn.keys().next().value!)
  drawn.set(key, map)
  return map
}

const round = (n: number) => Math.round(n * 10) / 10
