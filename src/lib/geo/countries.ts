import { formatTags, type Locale } from '@/i18n/locales'

/**
 * The countries of ISO 3166-1 (alpha-2), the list the enquiry form offers and `POST /api/join`
 * accepts as `country`. Taiwan, Hong Kong and Macao are not in it: the China form lists them as
 * provinces (their stored values 台湾, 香港, 澳门), as the original form did.
 */
const ISO_3166_1 = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW ' +
  'BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI ' +
  'FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN ' +
  'IO IQ IR IS IT JE JM JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME ' +
  'MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP NR NU NZ OM PA PE PF ' +
  'PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV ' +
  'SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE ' +
  'YT ZA ZM ZW'
).split(' ')

/** Part of China's form, not countries of their own here. */
const CHINA_PROVINCES = new Set(['TW', 'HK', 'MO'])

export const countryCodes: readonly string[] = ISO_3166_1.filter((code) => !CHINA_PROVINCES.has(code))

export const CHINA = 'CN'

const known = new Set(countryCodes)

/** A country code of the list (upper case); null for anything else. */
export function parseCountry(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const code = value.trim().toUpperCase()
  return known.has(code) ? code : null
}

const displayNames = new Map<string, Intl.DisplayNames>()

/** A country's name in a language (`DE`: "Deutschland", "德国", "Germany"…), from the runtime's CLDR data. */
export function countryName(code: string, locale: Locale | string): string {
  const tag = formatTags[locale as Locale] ?? locale
  let names = displayNames.get(tag)
  if (!names) {
    names = new Intl.DisplayNames([tag], { type: 'region', fallback: 'code' })
    displayNames.set(tag, names)
  }
  return names.of(code) ?? code
}

export type CountryOption = { value: string; label: string }

/** Every country with its name in `locale`, sorted as readers of that language sort (pinyin in Chinese). */
export function countryOptions(locale: Locale): CountryOption[] {
  const collator = new Intl.Collator(formatTags[locale])
  return countryCodes
    .map((value) => ({ value, label: countryName(value, locale) }))
    .sort((a, b) => collator.compare(a.label, b.label))
}

/**
 * The member states of the European Union (2026), the demo content's Europe market with GB, CH
 * and NO; editors change markets in the site settings.
 */
export const euMemberStates: readonly string[] = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
]
