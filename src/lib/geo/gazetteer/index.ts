/**
 * The site's own gazetteer (server only): postcodes and places of the markets, found in the
 * visitor's language, with no geocoding service. Read from the file the build wrote
 * (`generated/gazetteer.json`), or made from its sources on first use where there is none.
 */
import fs from 'node:fs'

import type { Locale } from '@/i18n/locales'

import { buildGazetteer, fold, nameForms, type GazetteerData } from './build'
import { gazetteerFile, gazetteerSources } from './sources'

export { distanceKm, fold } from './build'

/** A place found: where it is, what the visitor's language calls it, and how sure the point is. */
export type FoundPlace = {
  name: string
  country: string
  lat: number
  lng: number
  /** a postcode placed at the nearest postcode's point: a few kilometres off */
  approximate: boolean
  /** the postcode searched for, where it was one */
  postcode?: string
}

export type Gazetteer = {
  data: GazetteerData
  /** a German postcode (five digits), its place named in a language; null when there is none such */
  postcode(code: string, locale?: Locale): FoundPlace | null
  /** places whose name (in any language, the visitor's first) is the query; suggestions when none is */
  search(query: string, locale: Locale, country?: string): { found: FoundPlace[]; suggestions: string[] }
  /** a place's name in a language */
  nameOf(index: number, locale: Locale): string
  /** a proposal for a showroom's position: its postcode's point (Germany), else its place's */
  propose(address: { postcode?: string | null; city?: string | null; country: string }): FoundPlace | null
}

let loaded: Gazetteer | null = null

/** The gazetteer of this process (made once). */
export function gazetteer(): Gazetteer {
  loaded ??= gazetteerOf(readData())
  return loaded
}

function readData(): GazetteerData {
  try {
    return JSON.parse(fs.readFileSync(gazetteerFile(), 'utf8')) as GazetteerData
  } catch {
    // No build output (tests, development): made from the sources, about a second.
    return buildGazetteer(gazetteerSources())
  }
}

const MAX_SUGGESTIONS = 8

/** The gazetteer's lookups over its data. */
export function gazetteerOf(data: GazetteerData): Gazetteer {
  const { places, names } = data
  // The alias table's places first (the largest, the showrooms'), in its order; then the rest.
  const rank = new Map<number, number>()
  names.forEach(([index], order) => rank.set(index, Math.min(rank.get(index) ?? order, order)))
  const localName = new Map<string, string>()
  for (const [index, lang, name] of names) localName.set(`${index}|${lang}`, name)
  const nameOf = (index: number, locale: Locale) => localName.get(`${index}|${locale}`) ?? places[index]![0]

  // Every form of every name → the places it names; the visitor's language is preferred by the ranking.
  const byForm = new Map<string, Set<number>>()
  const index = (form: string, i: number) => {
    if (!form) return
    const set = byForm.get(form) ?? new Set<number>()
    set.add(i)
    byForm.set(form, set)
  }
  places.forEach((p, i) => nameForms(p[0]).forEach((form) => index(form, i)))
  for (const [i, , name] of names) nameForms(name).forEach((form) => index(form, i))
  const forms = [...byForm.keys()].sort()

  const postcodes = new Map(data.postcodes.DE.map((p) => [p[0], p]))
  const found = (i: number, locale: Locale): FoundPlace => {
    const p = places[i]!
    return { name: nameOf(i, locale), country: p[3], lat: p[1], lng: p[2], approximate: false }
  }
  const order = (a: number, b: number) => (rank.get(a) ?? Infinity) - (rank.get(b) ?? Infinity) || a - b

  function postcode(code: string, locale: Locale = 'de'): FoundPlace | null {
    const p = postcodes.get(code.trim())
    if (!p) return null
    return {
      name: p[4] >= 0 ? nameOf(p[4], locale) : p[5],
      country: 'DE',
      lat: p[1],
      lng: p[2],
      approximate: p[3] === 1,
      postcode: p[0],
    }
  }

  function search(query: string, locale: Locale, country?: string) {
    const form = fold(query)
    const inCountry = (i: number) => !country || places[i]![3] === country
    const hits = [...(byForm.get(form) ?? [])].filter(inCountry).sort(order)
    if (hits.length) return { found: hits.slice(0, MAX_SUGGESTIONS).map((i) => found(i, locale)), suggestions: [] }
    // None: the names that begin like the query, or are one letter off, the largest first.
    const near = new Set<number>()
    const start = lowerBound(forms, form)
    for (let k = start; k < forms.length && forms[k]!.startsWith(form) && near.size < 200; k++)
      for (const i of byForm.get(forms[k]!)!) if (inCountry(i)) near.add(i)
    if (near.size === 0 && form.length >= 4)
      for (const candidate of forms)
        if (Math.abs(candidate.length - form.length) <= 1 && withinOneEdit(candidate, form))
          for (const i of byForm.get(candidate)!) if (inCountry(i)) near.add(i)
    const suggestions = [...new Set([...near].sort(order).map((i) => nameOf(i, locale)))].slice(0, MAX_SUGGESTIONS)
    return { found: [], suggestions }
  }

  function propose(address: { postcode?: string | null; city?: string | null; country: string }): FoundPlace | null {
    if (address.country === 'DE' && address.postcode) {
      const byCode = postcode(address.postcode)
      if (byCode) return byCode
    }
    if (!address.city) return null
    return search(address.city, 'de', address.country).found[0] ?? null
  }

  return { data, postcode, search, nameOf, propose }
}

function lowerBound(sorted: readonly string[], value: string): number {
  let lo = 0
  let hi = sorted.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (sorted[mid]! < value) lo = mid + 1
    else hi = mid
  }
  return lo
}

/** Whether two strings are at most one insertion, deletion or substitution apart. */
function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true
  if (Math.abs(a.length - b.length) > 1) return false
  let i = 0
  let j = 0
  let edits = 0
  while (i < a.length && j < b.length) {
    if (a[i] === b[j]) {
      i++
      j++
      continue
    }
    if (++edits > 1) return false
    if (a.length > b.length) i++
    else if (b.length > a.length) j++
    else {
      i++
      j++
    }
  }
  return edits + (a.length - i) + (b.length - j) <= 1
}
