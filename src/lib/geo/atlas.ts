import { geoArea, geoBounds, geoContains } from 'd3-geo'
import type { Feature, Geometry } from 'geojson'
import fs from 'node:fs'
import path from 'node:path'
import { feature } from 'topojson-client'

/** The world's countries at 1:10 million (Natural Earth via the `world-atlas` package). */
export type Topology = Parameters<typeof feature>[0]
type CountryGeometry = Topology['objects'][string] & { id?: string | number; properties?: { name?: string } }

export type Country = {
  /** ISO 3166-1 numeric code as world-atlas writes it ("156" China, "276" Germany) */
  id: string
  name: string
  geometry: CountryGeometry
  /** The country's outline as GeoJSON, made from the topology each time it is asked for (not kept) */
  readonly feature: Feature<Geometry>
  /** [[west, south], [east, north]] in degrees; west > east when it crosses the antimeridian */
  bounds: [[number, number], [number, number]]
}

export type Atlas = { topology: Topology; countries: Country[] }

/** Longitude, latitude (GeoJSON order). */
export type LngLat = [number, number]

let atlas: Atlas | null = null
/** Lets go of the atlas once no map has been drawn for ATLAS_KEEP_MS. */
let release: NodeJS.Timeout | null = null

/**
 * How long the atlas stays in memory after it was last asked for. Maps are drawn once per place
 * and size and kept (locationMap), so it is needed while a page with a new place renders and
 * not after: parsed, the 3.6 MB file takes about 35 MB of the server's heap, read again in about
 * 0.4 s when a map of a new place is drawn.
 */
export const ATLAS_KEEP_MS = 60_000

/**
 * Read from node_modules on the server when a map is drawn: 3.6 MB that never reach a browser
 * (pages only carry the few paths of their own window, see locationMap). Each country's GeoJSON
 * outline is made when asked for, not kept: kept for all 255 countries it doubled the atlas's
 * memory (74 MB of heap in all, 35 MB without).
 */
export function loadAtlas(): Atlas {
  if (release) release.refresh()
  else {
    release = setTimeout(() => {
      atlas = null
      release = null
    }, ATLAS_KEEP_MS)
    release.unref()
  }
  if (atlas) return atlas
  const file = path.join(process.cwd(), 'node_modules', 'world-atlas', 'countries-10m.json')
  const topology = JSON.parse(fs.readFileSync(file, 'utf8')) as Topology
  const collection = topology.objects.countries
  if (!collection || collection.type !== 'GeometryCollection') throw new Error(`${file} has no countries collection`)
  const countries = (collection.geometries as CountryGeometry[]).map((raw): Country => {
    const geometry = withoutInvertedRings(topology, raw)
    const outline = () => feature(topology, geometry) as Feature<Geometry>
    return {
      id: String(geometry.id ?? ''),
      name: geometry.properties?.name ?? '',
      geometry,
      get feature() {
        return outline()
      },
      bounds: geoBounds(outline()),
    }
  })
  atlas = { topology, countries }
  return atlas
}

/**
 * Quantisation turns a few atolls (Maldives) into rings wound the wrong way, which on the sphere
 * means "everything but this atoll": such a polygon would cover every map and claim every point.
 */
function withoutInvertedRings(topology: Topology, geometry: CountryGeometry): CountryGeometry {
  if (geometry.type !== 'MultiPolygon') return geometry
  const arcs = geometry.arcs.filter(
    (polygon) => geoArea(feature(topology, { type: 'Polygon', arcs: polygon }) as Feature<Geometry>) < 2 * Math.PI,
  )
  return arcs.length === geometry.arcs.length ? geometry : { ...geometry, arcs }
}

/** Whether a country's bounding box meets a window [[west, south], [east, north]] (window not crossing 180°). */
export function boundsMeet(bounds: Country['bounds'], window: Country['bounds']): boolean {
  const [[w, s], [e, n]] = bounds
  const [[ww, ws], [we, wn]] = window
  if (n < ws || s > wn) return false
  // A box across the antimeridian is two boxes: [w, 180] and [-180, e].
  if (w > e) return we >= w || ww <= e
  return !(e < ww || w > we)
}

/** The country a point lies in, or null for the sea. */
export function countryAt(point: LngLat, countries: Country[] = loadAtlas().countries): Country | null {
  const box: Country['bounds'] = [point, point]
  return countries.find((c) => boundsMeet(c.bounds, box) && geoContains(c.feature, point)) ?? null
}
