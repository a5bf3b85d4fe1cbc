/**
 * Where a locator search starts: a German postcode, a place in any of the gazetteer's languages,
 * a Chinese city chosen by its region, or the visitor's own position. Server only (the gazetteer).
 */
import type { Locale } from '@/i18n/locales'
import { gazetteer } from '@/lib/geo/gazetteer'

import type { LocatorParams } from './locator'

export type Origin = {
  lat: number
  lng: number
  /** the place as the page names it; null for the visitor's own position */
  name: string | null
  approximate: boolean
}

export type OriginProblem =
  | { kind: 'unknownPostcode'; query: string }
  | { kind: 'unknownPlace'; query: string; suggestions: string[] }
  | { kind: 'empty' }

export function resolveOrigin(params: LocatorParams, locale: Locale): { origin: Origin } | { problem: OriginProblem } {
  const g = gazetteer()
  if (params.q) {
    if (/^\d{5}$/.test(params.q)) {
      const found = g.postcode(params.q, locale)
      if (!found) return { problem: { kind: 'unknownPostcode', query: params.q } }
      return { origin: { ...found, name: `${params.q} ${found.name}` } }
    }
    const { found, suggestions } = g.search(params.q, locale)
    if (found[0]) return { origin: found[0] }
    return { problem: { kind: 'unknownPlace', query: params.q, suggestions } }
  }
  if (params.city)
    for (const [, cities] of g.data.china) {
      const city = cities.find((c) => c[1] === params.city)
      if (city && city[2] !== null && city[3] !== null)
        return { origin: { lat: city[2], lng: city[3], name: city[0], approximate: city[4] === 1 } }
    }
  if (params.position) return { origin: { ...params.position, name: null, approximate: false } }
  return { problem: { kind: 'empty' } }
}
